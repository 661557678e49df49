import { Form } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import type { DayRange } from "#app/availability/days.ts";
import { calendarCopy, dayLabel } from "#app/content/studio/calendar.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";

/** What "Freigeben" did. */
export type FreeOutcome = { form: "free"; freed: number };

const rangeLabel = (from: string, to: string) =>
  from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;

/**
 * "Gesperrte Tage": the owner's blocked ranges, each with "Freigeben", and one day of a range
 * freed on its own (a holiday with one day for a shoot after all).
 */
export function BlockedDays({
  ranges,
  today,
  outcome,
}: {
  ranges: DayRange[];
  today: string;
  outcome: FreeOutcome | null;
}) {
  const { blocked } = calendarCopy;
  return (
    <section aria-labelledby="blocked" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="blocked" className="text-3xl">
        {blocked.heading}
      </h2>
      {outcome ? <Notice tone="status">{blocked.freed(outcome.freed)}</Notice> : null}
      {ranges.length === 0 ? (
        <p className="mt-4 text-muted">{blocked.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
          {ranges.map((range) => {
            const label = rangeLabel(range.from, range.to);
            return (
              <li key={range.from} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4">
                <div className="min-w-0 flex-1">
                  <p className="font-serif text-xl leading-snug">{label}</p>
                  <p className="mt-1 text-sm text-muted">{blocked.days(range.count)}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="free" />
                  <input type="hidden" name="from" value={range.from} />
                  <input type="hidden" name="to" value={range.to} />
                  <button
                    type="submit"
                    aria-label={blocked.freeLabel(label)}
                    className="min-h-11 cursor-pointer px-1 text-sm underline underline-offset-4 hover:text-accent-strong"
                  >
                    {blocked.free}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      {ranges.length > 0 ? (
        <Form method="post" className="mt-8 flex max-w-xl flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="free" />
          <StudioField id="free-day" label={blocked.oneDay} className="min-w-0 flex-1">
            <input name="from" type="date" required min={today} className={inputClass} />
          </StudioField>
          <button type="submit" className={buttonStyles("outline", "cursor-pointer max-sm:w-full")}>
            {blocked.freeDay}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
