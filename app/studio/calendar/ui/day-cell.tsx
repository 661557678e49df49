import { Link } from "react-router";
import { calendarCopy } from "#app/content/studio/calendar.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { cn } from "#app/lib/cn.ts";
import type { DayState, GridDay } from "#app/studio/calendar/month-grid.ts";
import { formatDay } from "#app/studio/ui/format.ts";

const { grid: copy } = calendarCopy;

export const inquiryPath = (id: string) => `/studio/anfragen/${encodeURIComponent(id)}`;

/** Blocked days are hatched, so the state does not rest on colour alone. */
export const hatched =
  "bg-[repeating-linear-gradient(135deg,var(--color-linen)_0_3px,var(--color-cream)_3px_7px)]";

const cellLook: Record<DayState, string> = {
  free: "bg-white/70 text-ink hover:bg-sand",
  blocked: cn(hatched, "text-ink"),
  off: "bg-sand/50 text-muted",
  past: "text-muted/70",
};

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
 * One day of the Kalender: a form of its own whose button blocks or frees the day without
 * JavaScript; on wide screens the day's first booking is named below its number.
 */
export function DayCell({
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
            {state === "blocked" || state === "off" ? copy.states[state] : null}
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
                      {copy.moreBookings(day.bookings.length - 1)}
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

/** The key to the cells' looks, drawn the way the cells draw them. */
export function CalendarLegend() {
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
