import { useEffect, useRef, useState } from "react";
import { isoDay } from "#app/availability/days.ts";
import { MonthNavigation } from "#app/components/ui/month-navigation.tsx";
import type { CalendarCopy } from "#app/content/contact-form.ts";
import {
  addDays,
  addMonths,
  isSameDay,
  sixWeeksOfMonth,
  startOfDay,
  weekBounds,
  weekdayNames,
} from "#app/inquiry/form/calendar-model.ts";

/**
 * A month grid after the WAI-ARIA date picker pattern: one day is tabbable, arrow keys move by
 * day and week, Home/End to the week's ends, Page Up/Down by month (with Shift by year), Enter or
 * Space picks. Days before `min` are disabled and the keyboard never lands on them. Taken days
 * (booked or blocked by the studio) are struck through and cannot be picked; they stay focusable
 * (aria-disabled), so the arrow keys walk across them and a screen reader says "belegt".
 */
export function Calendar({
  copy,
  selected,
  min,
  taken,
  onSelect,
}: {
  copy: CalendarCopy;
  selected: Date | null;
  min: Date;
  taken: ReadonlySet<string>;
  onSelect: (date: Date) => void;
}) {
  const [focused, setFocused] = useState(() => (selected && selected >= min ? selected : min));
  const grid = useRef<HTMLTableElement>(null);
  // The calendar opens with focus on the selected day (or the first possible one).
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>("button[tabindex='0']")?.focus();
  }, [focused]);

  const goTo = (date: Date, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocused(date < min ? min : startOfDay(date));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const [weekStart, weekEnd] = weekBounds(focused, copy.weekStartsOn);
    const step: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => weekStart,
      End: () => weekEnd,
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    goTo(next(), true);
  };

  const monthTitle = new Intl.DateTimeFormat(copy.tag, { month: "long", year: "numeric" }).format(
    focused,
  );
  const dayLabel = new Intl.DateTimeFormat(copy.tag, { dateStyle: "full" });
  const weekdays = weekdayNames(copy.tag, copy.weekStartsOn);
  const atFirstMonth =
    focused.getFullYear() === min.getFullYear() && focused.getMonth() === min.getMonth();
  const today = startOfDay(new Date());
  const titleId = "contact-calendar-title";
  const days = sixWeeksOfMonth(focused, copy.weekStartsOn);
  const monthHasTaken = days
    .flat()
    .some((day) => day.getMonth() === focused.getMonth() && taken.has(isoDay(day)));

  return (
    <div>
      <MonthNavigation
        title={monthTitle}
        titleId={titleId}
        titleClassName="font-serif text-xl"
        className="mb-3"
        previous={{
          label: copy.previousMonth,
          disabled: atFirstMonth,
          onClick: () => goTo(addMonths(focused, -1), false),
        }}
        next={{ label: copy.nextMonth, onClick: () => goTo(addMonths(focused, 1), false) }}
      />
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-center"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day.long}
                scope="col"
                abbr={day.long}
                className="pb-2 text-xs font-semibold tracking-wide text-muted"
              >
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                if (day.getMonth() !== focused.getMonth()) return <td key={day.toISOString()} />;
                const isSelected = selected !== null && isSameDay(day, selected);
                const isFocused = isSameDay(day, focused);
                const isPast = day < min;
                const isTaken = !isPast && taken.has(isoDay(day));
                return (
                  <td key={day.toISOString()} aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      disabled={isPast}
                      aria-disabled={isTaken || undefined}
                      aria-label={
                        isTaken ? `${dayLabel.format(day)}, ${copy.taken}` : dayLabel.format(day)
                      }
                      aria-current={isSameDay(day, today) ? "date" : undefined}
                      data-date={`${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`}
                      onClick={() => !isTaken && onSelect(day)}
                      onFocus={() => !isFocused && setFocused(day)}
                      className={`relative mx-auto grid size-10 place-items-center text-[0.95rem] transition-colors disabled:cursor-not-allowed disabled:text-muted/55 aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:line-through ${
                        isSelected
                          ? "bg-accent-strong text-cream"
                          : "text-ink enabled:hover:bg-sand aria-disabled:hover:bg-transparent"
                      } ${isSameDay(day, today) ? "font-bold underline decoration-1 underline-offset-4" : ""}`}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {monthHasTaken ? <p className="mt-2 text-xs text-muted">{copy.takenLegend}</p> : null}
    </div>
  );
}
