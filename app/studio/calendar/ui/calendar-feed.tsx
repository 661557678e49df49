import { Form } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { TapCheckbox } from "#app/studio/calendar/ui/tap-checkbox.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { calendarFeedCopy as copy } from "#app/content/studio/calendar.ts";
import { cn } from "#app/lib/cn.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { hintClass, inputClass } from "#app/studio/ui/styles.ts";

/**
 * What a feed form did: a new address (`url`, shown this once), the question before replacing
 * one, or the names setting.
 */
export type FeedOutcome = { form: "feed"; url?: string; confirmReplace?: true; names?: boolean };

/**
 * "Kalender-Abo": the private feed for the phone's calendar app. Only the address's hash is
 * stored, so the address is shown once, when it is made; a new one turns the old one off, after
 * saying so. And whether bookings show the person's name.
 */
export function CalendarFeed({
  feed,
  outcome,
}: {
  feed: { exists: boolean; names: boolean };
  outcome: FeedOutcome | null;
}) {
  return (
    <section aria-labelledby="feed" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="feed" className="text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-2xl leading-relaxed text-muted">{copy.text}</p>
      {outcome?.url ? (
        <NewAddress url={outcome.url} />
      ) : (
        <p className="mt-6 max-w-2xl leading-relaxed">{feed.exists ? copy.exists : copy.none}</p>
      )}
      {outcome?.confirmReplace ? (
        <Form method="post" className="mt-6 max-w-2xl border-l-2 border-accent-strong pl-4">
          <input type="hidden" name="intent" value="regenerate" />
          <input type="hidden" name="confirm" value="yes" />
          <p role="alert" className="leading-relaxed">
            {copy.replaceWarning}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" variant="danger" className="max-sm:w-full">
              {copy.replaceConfirm}
            </Button>
            <a
              href="/studio/kalender#feed"
              className={buttonVariants({ variant: "secondary", className: "max-sm:w-full" })}
            >
              {copy.cancel}
            </a>
          </div>
        </Form>
      ) : (
        <Form method="post" className="mt-6">
          <Button
            type="submit"
            name="intent"
            value="regenerate"
            aria-describedby={feed.exists ? "regenerate-hint" : undefined}
            variant="secondary"
            className="max-sm:w-full"
          >
            {feed.exists ? copy.regenerate : copy.create}
          </Button>
          {feed.exists ? (
            <span id="regenerate-hint" className={hintClass}>
              {copy.regenerateHint}
            </span>
          ) : null}
        </Form>
      )}
      <Form method="post" className="mt-10 max-w-2xl">
        <input type="hidden" name="intent" value="names" />
        <TapCheckbox
          name="names"
          defaultChecked={feed.names}
          aria-describedby="names-hint"
          label={<span className="font-semibold">{copy.namesLabel}</span>}
        />
        <span id="names-hint" className={hintClass}>
          {copy.namesHint}
        </span>
        <Button type="submit" variant="secondary" className="mt-4 max-sm:w-full">
          {copy.save}
        </Button>
        {outcome?.names !== undefined ? (
          <Notice tone="status">{outcome.names ? copy.namesOn : copy.namesOff}</Notice>
        ) : null}
      </Form>
    </section>
  );
}

/** The address just made, this once: to copy, or to open in the calendar app. */
function NewAddress({ url }: { url: string }) {
  return (
    <div className="mt-6 max-w-2xl">
      <Notice tone="status">{copy.shownOnce}</Notice>
      <StudioField id="feed-url" label={copy.addressLabel} className="mt-4">
        <input
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClass, "text-sm")}
        />
      </StudioField>
      <a
        href={url.replace(/^https?:/, "webcal:")}
        className={buttonVariants({ variant: "link", className: "mt-3" })}
      >
        {copy.open}
      </a>
    </div>
  );
}
