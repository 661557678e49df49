import { useEffect, useRef, useState } from "react";
import { Link, useFetchers, useLocation, useNavigate, useSubmit } from "react-router";
import { daysBetween } from "#app/availability/days.ts";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { calendarCopy, weekColumns } from "#app/content/studio/calendar.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  keyTarget,
  orderedRange,
  shiftMonth,
  type DayState,
  type GridDay,
} from "#app/studio/calendar/month-grid.ts";
import { formatDay, formatMonth } from "#app/studio/ui/format.ts";

const { grid: copy } = calendarCopy;

export type GridOutcome = { tone: "status" | "error"; message: string } | null;

type Range = { from: string; to: string };

const inquiryPath = (id: string) => `/studio/anfragen/${encodeURIComponent(id)}`;

/** What the cell says to a screen reader: "Sa., 26.12.2026, gesperrt, gebucht: Anna, Signature". */
function dayLabel(day: GridDay, state: DayState) {
  return [
    formatDay(day.day),
    copy.states[state],
    ...day.bookings.map((booking) => copy.booked(booking.firstName, booking.package)),
    day.today ? copy.todayMark : null,
    !day.inWindow && state !== "past" ? copy.outside : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The owner's month (issue 29): a grid the server renders, each day a form of its own, so a tap
 * blocks or frees it without JavaScript. With JavaScript the grid is operated like the public date
 * picker (one tabbable day, arrows, Home/End, Page Up/Down), a drag or Shift selects a range for
 * one action, and a tap shows its result at once while the post goes out; the loaders' answer
 * after each post is what stays on screen.
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
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const fetchers = useFetchers();
  const days = weeks.flat().filter((day): day is GridDay => day !== null);
  const wanted = (location.state as { focus?: string } | null)?.focus;
  const [focused, setFocused] = useState(
    () =>
      days.find((day) => day.day === wanted)?.day ??
      days.find((day) => day.today)?.day ??
      days[0]!.day,
  );
  const [selection, setSelection] = useState<Range | null>(null);
  const [message, setMessage] = useState("");
  const anchor = useRef<string | null>(null);
  const drag = useRef<{ from: string; moved: boolean } | null>(null);
  const skipClick = useRef(false);
  const table = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(Boolean(wanted));
  const sequence = useRef(0);
  // Marks the grid as operated by the page's script (the tests wait for it).
  const hydrated = useHydrated();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

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

  const post = (intent: "block" | "free", range: Range) => {
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

  const select = (from: string, to: string) => {
    const range = orderedRange(from, to);
    setSelection(range.from === range.to ? null : range);
  };

  const goTo = (target: string) => {
    moveFocus.current = true;
    if (target.startsWith(month)) {
      setFocused(target);
      return;
    }
    void navigate(`?monat=${target.slice(0, 7)}`, {
      state: { focus: target },
      preventScrollReset: true,
    });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && selection) {
      setSelection(null);
      return;
    }
    const target = keyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    if (event.shiftKey && event.key.startsWith("Arrow")) {
      anchor.current ??= focused;
      select(anchor.current, target);
    } else {
      anchor.current = null;
    }
    goTo(target);
  };

  const dayAt = (x: number, y: number) =>
    document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-day]")?.dataset.day ?? null;

  const onPointerDown = (event: React.PointerEvent) => {
    if (event.button !== 0 || event.shiftKey) return;
    const day = dayAt(event.clientX, event.clientY);
    drag.current = day ? { from: day, moved: false } : null;
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!drag.current) return;
    const day = dayAt(event.clientX, event.clientY);
    if (!day || (day === drag.current.from && !drag.current.moved)) return;
    drag.current.moved = true;
    select(drag.current.from, day);
  };
  const onPointerUp = () => {
    if (drag.current?.moved) skipClick.current = true;
    drag.current = null;
  };

  const onDayClick = (event: React.MouseEvent, day: GridDay) => {
    event.preventDefault();
    if (skipClick.current) {
      skipClick.current = false;
      return;
    }
    if (event.shiftKey) {
      select(anchor.current ?? focused, day.day);
      setFocused(day.day);
      return;
    }
    anchor.current = day.day;
    setSelection(null);
    toggle(day);
  };

  const inSelection = (day: string) =>
    selection !== null && day >= selection.from && day <= selection.to;
  const selectedCount = selection ? daysBetween(selection.from, selection.to).length : 0;
  const bookings = days.flatMap((day) =>
    day.bookings.map((booking) => ({ ...booking, day: day.day })),
  );

  return (
    <section aria-labelledby="month-title" className="mt-10">
      <div className="flex items-center justify-between gap-2">
        <MonthLink
          to={`?monat=${shiftMonth(month, -1)}`}
          label={copy.previous}
          enabled={canGoBack}
          direction="previous"
        />
        <h2 id="month-title" aria-live="polite" className="text-center text-3xl">
          {formatMonth(month)}
        </h2>
        <MonthLink
          to={`?monat=${shiftMonth(month, 1)}`}
          label={copy.next}
          enabled={canGoOn}
          direction="next"
        />
      </div>
      {today.startsWith(month) ? null : (
        <p className="mt-2 text-center">
          <Link
            to="?"
            className="inline-flex min-h-11 items-center px-3 underline underline-offset-4 hover:text-accent-strong"
          >
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
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
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
                  <DayCell
                    key={day.day}
                    day={day}
                    state={stateOf(day)}
                    focused={day.day === focused}
                    selected={inSelection(day.day)}
                    onClick={(event) => onDayClick(event, day)}
                    onFocus={() => day.day !== focused && setFocused(day.day)}
                  />
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
        <div
          role="group"
          aria-label={copy.selected(selectedCount)}
          className="mt-2 flex flex-wrap items-center gap-3 border border-ink/15 bg-sand/60 p-4"
        >
          <p className="w-full text-sm sm:w-auto sm:flex-1">
            {copy.selected(selectedCount)}: {formatDay(selection.from)} – {formatDay(selection.to)}
          </p>
          <button
            type="button"
            className={buttonStyles("solid", "cursor-pointer")}
            onClick={() => {
              post("block", selection);
              setSelection(null);
            }}
          >
            {copy.blockRange}
          </button>
          <button
            type="button"
            className={buttonStyles("outline", "cursor-pointer")}
            onClick={() => {
              post("free", selection);
              setSelection(null);
            }}
          >
            {copy.freeRange}
          </button>
          <button
            type="button"
            className="min-h-11 cursor-pointer px-2 text-sm underline underline-offset-4"
            onClick={() => setSelection(null)}
          >
            {copy.cancel}
          </button>
        </div>
      ) : null}
      <Legend />
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

/** Blocked days are hatched, so the state does not rest on colour alone. */
const hatched =
  "bg-[repeating-linear-gradient(135deg,var(--color-linen)_0_3px,var(--color-cream)_3px_7px)]";

const cellLook: Record<DayState, string> = {
  free: "bg-white/70 text-ink hover:bg-sand",
  blocked: cn(hatched, "text-ink"),
  off: "bg-sand/50 text-muted",
  past: "text-muted/70",
};

function DayCell({
  day,
  state,
  focused,
  selected,
  onClick,
  onFocus,
}: {
  day: GridDay;
  state: DayState;
  focused: boolean;
  selected: boolean;
  onClick: (event: React.MouseEvent) => void;
  onFocus: () => void;
}) {
  const actionable = state === "free" || state === "blocked";
  const booked = day.bookings.length > 0;
  return (
    <td role="gridcell" aria-selected={selected} className="relative p-px align-top sm:p-0.5">
      <form method="post" className="h-full">
        <input type="hidden" name="intent" value={state === "blocked" ? "free" : "block"} />
        <input type="hidden" name="from" value={day.day} />
        <button
          type={actionable ? "submit" : "button"}
          data-day={day.day}
          data-state={state}
          tabIndex={focused ? 0 : -1}
          disabled={state === "past"}
          aria-pressed={state === "blocked"}
          aria-current={day.today ? "date" : undefined}
          onClick={onClick}
          onFocus={onFocus}
          className={cn(
            "relative flex min-h-12 w-full cursor-pointer flex-col items-center justify-start gap-0.5 border border-transparent px-0.5 pt-1.5 pb-1 text-base transition-colors disabled:cursor-default lg:min-h-28 lg:items-start lg:px-2",
            cellLook[state],
            !day.inWindow && state !== "past" && "border-dashed border-ink/25",
            selected && "outline-2 -outline-offset-2 outline-accent-strong",
            day.today && "border-ink font-bold",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(state === "blocked" && "line-through decoration-1")}
          >
            {Number(day.day.slice(8))}
          </span>
          <span className="sr-only">{dayLabel(day, state)}</span>
          <span aria-hidden="true" className="hidden text-xs font-normal text-muted lg:block">
            {state === "blocked" || state === "off" ? calendarCopy.grid.states[state] : null}
          </span>
          {booked ? (
            <span
              aria-hidden="true"
              className="absolute right-1 bottom-1 size-2 rounded-full bg-accent-strong lg:hidden"
            />
          ) : null}
        </button>
      </form>
      {booked ? (
        <ul className="absolute inset-x-1.5 bottom-1.5 hidden lg:block">
          {/* One fits below the day's number; the month's list under the grid names them all. */}
          {day.bookings.slice(0, 1).map((booking) => (
            <li key={booking.inquiryId}>
              <Link
                to={inquiryPath(booking.inquiryId)}
                className="mt-0.5 flex min-h-11 flex-col justify-center bg-accent-strong/10 px-2 text-left text-xs leading-tight hover:bg-accent-strong/20"
              >
                <span className="sr-only">{formatDay(day.day)}: </span>
                <span className="font-semibold">
                  {booking.firstName}
                  {day.bookings.length > 1 ? (
                    <span className="font-normal text-muted">
                      {" "}
                      {calendarCopy.grid.moreBookings(day.bookings.length - 1)}
                    </span>
                  ) : null}
                </span>
                <span>{packageLabel(booking.package)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

function MonthLink({
  to,
  label,
  enabled,
  direction,
}: {
  to: string;
  label: string;
  enabled: boolean;
  direction: "previous" | "next";
}) {
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
      <path
        d={direction === "previous" ? "M10 3L5 8l5 5" : "M6 3l5 5-5 5"}
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
  const box = "grid size-11 shrink-0 place-items-center";
  return enabled ? (
    <Link to={to} aria-label={label} className={cn(box, "hover:bg-sand")} preventScrollReset>
      {icon}
    </Link>
  ) : (
    <span className={cn(box, "opacity-35")}>{icon}</span>
  );
}

function Legend() {
  const { legend } = calendarCopy;
  const swatch = "inline-grid size-7 shrink-0 place-items-center border text-xs";
  const items = [
    { label: legend.free, look: cn(swatch, "border-ink/15 bg-white/70"), mark: "1" },
    { label: legend.blocked, look: cn(swatch, hatched, "border-ink/15 line-through"), mark: "1" },
    {
      label: legend.booked,
      look: cn(swatch, "relative border-ink/15 bg-white/70"),
      mark: <span className="size-2 rounded-full bg-accent-strong" />,
    },
    { label: legend.off, look: cn(swatch, "border-ink/15 bg-sand/50 text-muted"), mark: "1" },
    { label: legend.today, look: cn(swatch, "border-ink font-bold"), mark: "1" },
    { label: legend.outside, look: cn(swatch, "border-dashed border-ink/40"), mark: "1" },
  ];
  return (
    <div className="mt-6">
      <h3 className="sr-only">{legend.heading}</h3>
      <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm text-muted">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={item.look}>
              {item.mark}
            </span>
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
