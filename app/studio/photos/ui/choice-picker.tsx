import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { photosCopy } from "#app/content/studio/photos.ts";
import { cn } from "#app/lib/cn.ts";
import type { Choice } from "#app/studio/photos/pages.server.ts";
import { arrangePath, isUploaded, photosPath } from "#app/studio/photos/photos.ts";
import { portfolioIntent, slotAnchor, slotKey, type Slot } from "#app/studio/photos/placement.ts";
import { Badge } from "#app/studio/photos/ui/library-grid.tsx";
import { PhotoImage } from "#app/studio/photos/ui/photo-image.tsx";
import { formatLongDate } from "#app/studio/ui/format.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";

const { arrange } = photosCopy;

/**
 * The photos she can put at a place: her encoded photos, newest first, then the built-in pictures
 * on the site now. Each is a button of one form (`intent=choose`), so choosing works without
 * JavaScript; the current photo is marked, and a photo already elsewhere in the portfolio cannot
 * be chosen for it twice. Its heading takes the focus when it opens.
 */
export function ChoicePicker({
  slot,
  heading,
  choices,
  currentId,
  taken,
  removable = false,
}: {
  slot: Slot;
  heading: string;
  choices: Choice[];
  currentId: string | null;
  /** Photos the place cannot take (already in the portfolio). */
  taken: Set<string>;
  /** A portfolio place that may be emptied: the picker offers "Aus dem Portfolio entfernen". */
  removable?: boolean;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    title.current?.scrollIntoView({ block: "start" });
  }, [slot]);
  const own = choices.filter((choice) => isUploaded(choice.id));
  return (
    <section
      id="auswahl"
      aria-labelledby="auswahl-titel"
      className="mt-6 scroll-mt-24 border border-ink/20 bg-white/60 p-4 sm:p-6 lg:scroll-mt-8"
    >
      <h3 id="auswahl-titel" ref={title} tabIndex={-1} className="text-2xl outline-none">
        {heading}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{arrange.chooseIntro}</p>
      {own.length === 0 ? (
        <p className="mt-3 text-sm leading-relaxed">
          {arrange.noOwnPhotos}{" "}
          <Link to={photosPath} className={buttonVariants({ variant: "link", size: "inline" })}>
            {arrange.toUpload}
          </Link>
        </p>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="choose" />
        <input type="hidden" name="place" value={slotKey(slot)} />
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5">
          {choices.map((choice) => {
            const description =
              choice.alt ||
              (choice.createdAt ? arrange.noDescription(formatLongDate(choice.createdAt)) : "");
            const current = choice.id === currentId;
            const blocked = taken.has(choice.id) && !current;
            return (
              <li key={choice.id}>
                <button
                  type="submit"
                  name="photo"
                  value={choice.id}
                  disabled={blocked}
                  aria-describedby={blocked ? "auswahl-vergeben" : undefined}
                  className={cn(
                    "group relative block aspect-square w-full cursor-pointer overflow-hidden bg-sand",
                    "disabled:cursor-not-allowed disabled:opacity-35",
                    current && "outline-2 outline-offset-2 outline-ink outline-solid",
                  )}
                >
                  <span className="sr-only">{arrange.choiceLabel(description)}</span>
                  <PhotoImage
                    image={choice.image}
                    alt=""
                    sizes="(min-width: 1024px) 9rem, (min-width: 640px) 22vw, 30vw"
                    className="size-full object-cover transition-transform duration-500 ease-calm group-enabled:group-hover:scale-[1.04]"
                  />
                  {current || blocked || !isUploaded(choice.id) ? (
                    <span className="absolute inset-x-1 bottom-1 flex flex-wrap gap-1">
                      {current ? <Badge tone="strong">{arrange.current}</Badge> : null}
                      {!isUploaded(choice.id) && !current ? (
                        <span className="bg-cream/90 px-1.5 text-[0.7rem] leading-5 text-ink">
                          {arrange.sample}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Form>
      <span id="auswahl-vergeben" hidden>
        {arrange.inPortfolio}
      </span>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link
          to={`${arrangePath}#${slotAnchor(slot)}`}
          preventScrollReset
          className={buttonVariants({ variant: "link", size: "sm" })}
        >
          {arrange.cancel}
        </Link>
        {removable && slot.place === "portfolio" && slot.index !== "new" ? (
          <Form method="post" preventScrollReset>
            <Button
              type="submit"
              name="intent"
              value={portfolioIntent("remove", slot.index)}
              variant="link-danger"
              size="sm"
            >
              {arrange.removeFromPortfolio}
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
