/**
 * The studio's month grid as data (ADR 0033), shared by the server's markup and the page's
 * keyboard and pointer handling: ISO days only, no time zones. Each day of the month has one
 * state the grid shows and says: free, blocked by the owner, a recurring day off, or past; a
 * booking and "outside the public window" come on top of it.
 */
import {
  addMonthsIso,
  blockHorizonYears,
  dayNumber,
  isoFromDayNumber,
  isRealIsoDay,
  weekdayOf,
} from "#app/availability/days.ts";

export type DayState = "free" | "blocked" | "off" | "past";

export type GridBooking = { inquiryId: string; firstName: string; package: string };

export type GridDay = {
  day: string;
  state: DayState;
  today: boolean;
  /** Visitors can pick the day's state in the public form (today … +12 months). */
  inWindow: boolean;
  bookings: GridBooking[];
};

export type MonthFacts = {
  today: string;
  windowEnd: string;
  blocked: ReadonlySet<string>;
  weeklyDaysOff: ReadonlySet<number>;
  booked: ReadonlyMap<string, GridBooking[]>;
};

const monthPattern = /^(\d{4})-(\d{2})$/;

/**
 * The months the calendar shows on `today`: a year back (past bookings), and forward as far as
 * days may be blocked.
 */
export function monthRange(today: string): { first: string; last: string } {
  const month = today.slice(0, 7);
  return { first: shiftMonth(month, -12), last: shiftMonth(month, 12 * blockHorizonYears) };
}

/**
 * "2026-12" from `?monat=`, or the month of today when it is missing, not a month, or one the
 * calendar does not show (a typed "9999-12" would end in a year 10000 no date can hold).
 */
export function monthParam(value: string | null, today: string): string {
  const match = monthPattern.exec(value ?? "");
  const { first, last } = monthRange(today);
  if (match && isRealIsoDay(`${match[1]}-${match[2]}-01`) && value! >= first && value! <= last) {
    return value!;
  }
  return today.slice(0, 7);
}

export const firstOfMonth = (month: string) => `${month}-01`;
export const lastOfMonth = (month: string) =>
  isoFromDayNumber(dayNumber(addMonthsIso(firstOfMonth(month), 1)) - 1);
export const shiftMonth = (month: string, by: number) =>
  addMonthsIso(firstOfMonth(month), by).slice(0, 7);

export const addDaysIso = (day: string, days: number) => isoFromDayNumber(dayNumber(day) + days);

/** Monday-first column of a day: 0 = Monday … 6 = Sunday. */
export const columnOf = (day: string) => (weekdayOf(day) + 6) % 7;

/** The weeks (Monday to Sunday) covering the month; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const start = dayNumber(first) - columnOf(first);
  const weeks: (string | null)[][] = [];
  for (let week = start; week <= dayNumber(last); week += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, column) => {
        const day = isoFromDayNumber(week + column);
        return day.startsWith(month) ? day : null;
      }),
    );
  }
  return weeks;
}

export function dayFacts(day: string, facts: MonthFacts): GridDay {
  const state: DayState =
    day < facts.today
      ? "past"
      : facts.blocked.has(day)
        ? "blocked"
        : facts.weeklyDaysOff.has(weekdayOf(day))
          ? "off"
          : "free";
  return {
    day,
    state,
    today: day === facts.today,
    inWindow: day >= facts.today && day <= facts.windowEnd,
    bookings: facts.booked.get(day) ?? [],
  };
}

/** The month's weeks as `monthWeeks` lays them out, each day with what the grid shows of it. */
export function monthWeeksWithFacts(month: string, facts: MonthFacts): (GridDay | null)[][] {
  return monthWeeks(month).map((week) => week.map((day) => (day ? dayFacts(day, facts) : null)));
}

/** Where a key moves the focused day (WAI-ARIA grid: days, weeks, week ends, months). */
export function keyTarget(day: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDaysIso(day, -1);
    case "ArrowRight":
      return addDaysIso(day, 1);
    case "ArrowUp":
      return addDaysIso(day, -7);
    case "ArrowDown":
      return addDaysIso(day, 7);
    case "Home":
      return addDaysIso(day, -columnOf(day));
    case "End":
      return addDaysIso(day, 6 - columnOf(day));
    case "PageUp":
      return addMonthsIso(day, shiftKey ? -12 : -1);
    case "PageDown":
      return addMonthsIso(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** A range from two days in either order. */
export const orderedRange = (a: string, b: string) =>
  a <= b ? { from: a, to: b } : { from: b, to: a };
