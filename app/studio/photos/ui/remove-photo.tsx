import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { photosCopy } from "#app/content/studio/photos.ts";
import type { PhotoUsage } from "#app/photos/library.server.ts";
import { UsageList } from "#app/studio/photos/ui/photo-usage.tsx";

const { consent, remove } = photosCopy;

/**
 * The last word before a photo goes for good: what happens, where it is used, and the button. Its
 * heading takes the focus when it appears, so a screen reader starts there.
 */
function Confirm({
  heading,
  intent,
  yes,
  back,
  children,
}: {
  heading: string;
  intent: "delete" | "withdraw";
  yes: string;
  back: string;
  children: React.ReactNode;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Form
      method="post"
      aria-labelledby={`${intent}-confirm`}
      className="mt-6 max-w-2xl border-l-2 border-danger bg-blush/20 px-4 py-5 sm:px-6"
    >
      <h3 id={`${intent}-confirm`} ref={title} tabIndex={-1} className="text-2xl outline-none">
        {heading}
      </h3>
      <div className="mt-3">{children}</div>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="confirm" value="yes" />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" className="w-full sm:w-auto">
          {yes}
        </Button>
        <Link
          to={back}
          className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}
        >
          {remove.cancel}
        </Link>
      </div>
    </Form>
  );
}

/** "Einwilligung widerrufen": asks first, then the photo goes everywhere at once. */
export function WithdrawConsent({
  confirming,
  usage,
  back,
}: {
  confirming: boolean;
  usage: PhotoUsage;
  back: string;
}) {
  if (confirming) {
    return (
      <Confirm
        heading={consent.withdrawHeading}
        intent="withdraw"
        yes={consent.withdrawYes}
        back={back}
      >
        <p className="leading-relaxed">{consent.withdrawText}</p>
        <UsageList usage={usage} />
      </Confirm>
    );
  }
  return (
    <Form method="post" className="mt-8">
      <Button type="submit" name="intent" value="withdraw" variant="danger-secondary">
        {consent.withdraw}
      </Button>
    </Form>
  );
}

/** "Foto löschen": asks first and says where the photo is used. */
export function RemovePhoto({
  confirming,
  usage,
  back,
}: {
  confirming: boolean;
  usage: PhotoUsage;
  back: string;
}) {
  return (
    <section aria-labelledby="loeschen" className="mt-14 border-t border-ink/10 pt-10">
      <h2 id="loeschen" className="text-3xl">
        {remove.heading}
      </h2>
      {confirming ? (
        <Confirm heading={remove.confirmHeading} intent="delete" yes={remove.yes} back={back}>
          <p className="leading-relaxed">{remove.text}</p>
          <UsageList usage={usage} />
        </Confirm>
      ) : (
        <Form method="post" className="mt-5">
          <Button type="submit" name="intent" value="delete" variant="danger-secondary">
            {remove.button}
          </Button>
        </Form>
      )}
    </section>
  );
}
