import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { Gallery } from "#app/galleries/store/galleries.server.ts";
import { galleryPath } from "#app/studio/galleries/galleries.ts";

const { revoke, remove } = galleriesCopy;

/**
 * "Zugang sperren" (at once, no question: it can be undone by nothing but it harms nothing) and
 * "Galerie löschen" (asks, after a fresh passkey confirmation, then deletes every file).
 */
export function AccessActions({
  gallery,
  pictures,
  confirming,
}: {
  gallery: Gallery;
  pictures: number;
  confirming: boolean;
}) {
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby="zugang" className="mt-14 border-t border-ink/10 pt-10">
      <h2 id="zugang" className="text-3xl">
        {revoke.heading}
      </h2>
      {gallery.state === "revoked" ? (
        <p className="mt-3 max-w-2xl leading-relaxed">{revoke.already}</p>
      ) : (
        <Form method="post" className="mt-3 max-w-2xl">
          <p className="leading-relaxed text-muted">{revoke.text}</p>
          <input type="hidden" name="intent" value="revoke" />
          <Button type="submit" variant="danger-secondary" className="mt-4 w-full sm:w-auto">
            {revoke.submit}
          </Button>
        </Form>
      )}

      <h2 id="loeschen" className="mt-12 text-3xl">
        {remove.heading}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-muted">{remove.text}</p>
      {confirming ? (
        <Form
          method="post"
          aria-labelledby="loeschen-frage"
          className="mt-6 max-w-2xl border-l-2 border-danger bg-blush/20 px-4 py-5 sm:px-6"
        >
          <h3 id="loeschen-frage" ref={question} tabIndex={-1} className="text-2xl outline-none">
            {remove.confirmHeading}
          </h3>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" variant="danger">
              {remove.confirm(pictures)}
            </Button>
            <Link
              to={galleryPath(gallery.id)}
              className={buttonVariants({ variant: "link-muted", size: "lg" })}
            >
              {remove.cancel}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger-secondary" className="w-full sm:w-auto">
            {remove.ask}
          </Button>
        </Form>
      )}
    </section>
  );
}
