import { daysBetween } from "#app/availability/days.ts";
import { Button } from "#app/components/ui/button.tsx";
import { calendarCopy } from "#app/content/studio/calendar.ts";
import type { DayRange } from "#app/studio/calendar/ui/use-grid-selection.ts";
import { formatDay } from "#app/studio/ui/format.ts";

const { grid: copy } = calendarCopy;

/** The selected range and what can be done with all its days at once. */
export function RangeBar({
  range,
  onBlock,
  onFree,
  onCancel,
}: {
  range: DayRange;
  onBlock: () => void;
  onFree: () => void;
  onCancel: () => void;
}) {
  const count = daysBetween(range.from, range.to).length;
  return (
    <div
      role="group"
      aria-label={copy.selected(count)}
      className="mt-2 flex flex-wrap items-center gap-3 border border-ink/15 bg-sand/60 p-4"
    >
      <p className="w-full text-sm sm:w-auto sm:flex-1">
        {copy.selected(count)}: {formatDay(range.from)} – {formatDay(range.to)}
      </p>
      <Button onClick={onBlock}>{copy.blockRange}</Button>
      <Button variant="secondary" onClick={onFree}>
        {copy.freeRange}
      </Button>
      <Button variant="link" size="sm" className="px-2" onClick={onCancel}>
        {copy.cancel}
      </Button>
    </div>
  );
}
