import { useRef, useState } from "react";
import { Link, useFetchers, useSubmit } from "react-router";
import { daysBetween } from "#app/availability/days.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { MonthNavigation } from "#app/components/ui/month-navigation.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { calendarCopy, weekColumns } from "#app/content/studio/calendar.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { shiftMonth, type DayState, type GridDay } from "#app/studio/calendar/month-grid.ts";
import { CalendarLegend, DayCell, inquiryPath } from "#app/studio/calendar/ui/day-cell.tsx";
import { RangeBar } from "#app/studio/calendar/ui/range-bar.tsx";
import { useGridSelection, type DayRange } from "#app/studio/calendar/ui/use-grid-selection.ts";
import { formatDay, formatMonth } from "#app/studio/ui/format.ts";

const { grid: copy } = calendarCopy;

export type GridOutcome = { tone: "status" | "error"; message: string } | null;

/**
 * The owner's month: a grid the server renders, each day a form of its own, so a tap blocks or
 * frees it without JavaScript. With JavaScript the grid is operated like the public date picker
 * (use-grid-selection.ts), a dragged or Shift-selected range gets one action (the range bar), and
 * a tap shows its result at once while the post goes out; the loaders' answer after each post is
 * what stays on screen.
 */
export function MonthCalendar({
  month,
  weeks,
  today,
  canGoBack,
  canGoOn,
  outcome,
}: {
  month: string;
  weeks: (GridDay | null)[][];
  today: string;
  canGoBack: boolean;
  canGoOn: boolean;
  outcome: GridOutcome;
}) {
  const submit = useSubmit();
  const fetchers = useFetchers();
  const days = weeks.flat().filter((day): day is GridDay => day !== null);
  const [message, setMessage] = useState("");
  const sequence = useRef(0);
  const table = useRef<HTMLTableElement>(null);
  // Marks the grid as operated by the page's script (the tests wait for it).
  const hydrated = useHydrated();

  // Posts still under way, shown as if done: the loaders' answer replaces them when they land.
  const pending = new Map<string, "blocked" | "free">();
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    const intent = form?.get("intent");
    if (!form || (intent !== "block" && intent !== "free")) continue;
    const from = String(form.get("from"));
    const to = String(form.get("to") || from);
    for (const day of daysBetween(from, to))
      pending.set(day, intent === "block" ? "blocked" : "free");
  }
  const stateOf = (day: GridDay): DayState => {
    const optimistic = pending.get(day.day);
    if (!optimistic || day.state === "past") return day.state;
    if (optimistic === "blocked") return "blocked";
    return day.state === "blocked" ? "free" : day.state;
  };

  const post = (intent: "block" | "free", range: DayRange) => {
    const from = intent === "block" && range.from < today ? today : range.from;
    if (range.to < from) return;
    sequence.current += 1;
    void submit(
      { intent, from, to: range.to },
      { method: "post", navigate: false, fetcherKey: `calendar-${sequence.current}` },
    );
    const label =
      from === range.to ? formatDay(from) : `${formatDay(from)} – ${formatDay(range.to)}`;
    setMessage(intent === "block" ? copy.didBlock(label) : copy.didFree(label));
  };

  const toggle = (day: GridDay) => {
    const state = stateOf(day);
    if (state === "past") return;
    if (state === "off") {
      setMessage(copy.offHint);
      return;
    }
    post(state === "blocked" ? "free" : "block", { from: day.day, to: day.day });
  };

  const grid = useGridSelection({ month, days, table, onDay: toggle });
  const { selection } = grid;
  const bookings = days.flatMap((day) =>
    day.bookings.map((booking) => ({ ...booking, day: day.day })),
  );

  return (
    <section aria-labelledby="month-title" className="mt-10">
      <MonthNavigation
        heading
        link={Link}
        title={formatMonth(month)}
        titleId="month-title"
        titleClassName="text-3xl"
        previous={{
          label: copy.previous,
          to: `?monat=${shiftMonth(month, -1)}`,
          disabled: !canGoBack,
        }}
        next={{ label: copy.next, to: `?monat=${shiftMonth(month, 1)}`, disabled: !canGoOn }}
      />
      {today.startsWith(month) ? null : (
        <p className="mt-2 text-center">
          <Link to="?" className={buttonVariants({ variant: "link", className: "px-3" })}>
            {copy.today}
          </Link>
        </p>
      )}
      {outcome ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
      <table
        ref={table}
        role="grid"
        aria-labelledby="month-title"
        data-hydrated={hydrated || undefined}
        {...grid.tableEvents}
        className="mt-6 w-full table-fixed border-collapse touch-none select-none"
      >
        <thead>
          <tr>
            {weekColumns.map((column) => (
              <th
                key={column.short}
                scope="col"
                abbr={column.long}
                className="pb-2 text-center text-xs font-semibold tracking-wide text-muted"
              >
                {column.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week.find(Boolean)?.day ?? index}>
              {week.map((day, column) =>
                day ? (
                  <DayCell key={day.day} day={day} state={stateOf(day)} {...grid.dayEvents(day)} />
                ) : (
                  <td key={`empty-${column}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="mt-3 min-h-6 text-sm text-muted">
        {message}
      </p>
      {selection ? (
        <RangeBar
          range={selection}
          onBlock={() => {
            post("block", selection);
            grid.clearSelection();
          }}
          onFree={() => {
            post("free", selection);
            grid.clearSelection();
          }}
          onCancel={grid.clearSelection}
        />
      ) : null}
      <CalendarLegend />
      <h3 className="mt-10 text-2xl">{copy.bookingsHeading}</h3>
      {bookings.length === 0 ? (
        <p className="mt-3 text-muted">{copy.noBookings}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink/10">
          {bookings.map((booking) => (
            <li key={`${booking.day}-${booking.inquiryId}`}>
              <Link
                to={inquiryPath(booking.inquiryId)}
                className="flex min-h-11 flex-wrap items-baseline gap-x-4 py-3 hover:text-accent-strong"
              >
                <span className="font-serif text-lg">{formatDay(booking.day)}</span>
                <span className="underline underline-offset-4">
                  {booking.firstName} · {packageLabel(booking.package)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
