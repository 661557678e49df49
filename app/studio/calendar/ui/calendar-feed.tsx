import { Form } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { calendarFeedCopy as copy } from "#app/content/studio/calendar.ts";
import { cn } from "#app/lib/cn.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { hintClass, inputClass, linkClass } from "#app/studio/ui/styles.ts";

/** What "Neue Adresse erzeugen" or the names setting did. */
export type FeedOutcome = { form: "feed"; regenerated?: true; names?: boolean };

/**
 * "Kalender-Abo": the private feed's address for the phone's calendar app, a new address (the old
 * one stops working), and whether bookings show the person's name.
 */
export function CalendarFeed({
  feed,
  outcome,
}: {
  feed: { url: string; names: boolean };
  outcome: FeedOutcome | null;
}) {
  return (
    <section aria-labelledby="feed" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="feed" className="text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-2xl leading-relaxed text-muted">{copy.text}</p>
      <div className="mt-6 max-w-2xl">
        <StudioField id="feed-url" label={copy.addressLabel}>
          <input
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(inputClass, "text-sm")}
          />
        </StudioField>
        <a
          href={feed.url.replace(/^https?:/, "webcal:")}
          className={cn("mt-3 inline-flex min-h-11 items-center", linkClass)}
        >
          {copy.open}
        </a>
      </div>
      {outcome?.regenerated ? <Notice tone="status">{copy.regenerated}</Notice> : null}
      <Form method="post" className="mt-6">
        <button
          type="submit"
          name="intent"
          value="regenerate"
          aria-describedby="regenerate-hint"
          className={buttonStyles("outline", "cursor-pointer max-sm:w-full")}
        >
          {copy.regenerate}
        </button>
        <span id="regenerate-hint" className={hintClass}>
          {copy.regenerateHint}
        </span>
      </Form>
      <Form method="post" className="mt-10 max-w-2xl">
        <input type="hidden" name="intent" value="names" />
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="names"
            defaultChecked={feed.names}
            aria-describedby="names-hint"
            className="mt-1 size-5 shrink-0 accent-ink"
          />
          <span className="font-semibold">{copy.namesLabel}</span>
        </label>
        <span id="names-hint" className={hintClass}>
          {copy.namesHint}
        </span>
        <button
          type="submit"
          className={buttonStyles("outline", "mt-4 cursor-pointer max-sm:w-full")}
        >
          {copy.save}
        </button>
        {outcome?.names !== undefined ? (
          <Notice tone="status">{outcome.names ? copy.namesOn : copy.namesOff}</Notice>
        ) : null}
      </Form>
    </section>
  );
}
