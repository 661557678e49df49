import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { calendarCopy, weekColumns } from "#app/content/studio/calendar.ts";
import { TapCheckbox } from "#app/studio/calendar/ui/tap-checkbox.tsx";

/** "Feste freie Tage": weekdays without shoots, e.g. every Sunday (ADR 0033). */
export function WeeklyDaysOff({ weekdays, saved }: { weekdays: number[]; saved: boolean }) {
  const { weekly } = calendarCopy;
  return (
    <section aria-labelledby="weekly" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="weekly" className="text-3xl">
        {weekly.heading}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-muted">{weekly.text}</p>
      {saved ? <Notice tone="status">{weekly.saved}</Notice> : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="weekly" />
        <fieldset>
          <legend className="sr-only">{weekly.heading}</legend>
          <div className="flex flex-wrap gap-2">
            {weekColumns.map((column) => (
              <TapCheckbox
                key={column.weekday}
                name="weekday"
                value={column.weekday}
                defaultChecked={weekdays.includes(column.weekday)}
                className="justify-center gap-2 border border-ink/20 bg-white/70 px-3 has-checked:border-ink has-checked:bg-sand"
                label={
                  <>
                    <span aria-hidden="true">{column.short}</span>
                    <span className="sr-only">{column.long}</span>
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="secondary" className="mt-6 max-sm:w-full">
          {weekly.save}
        </Button>
      </Form>
    </section>
  );
}
