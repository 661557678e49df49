/**
 * Which days are taken (ADR 0024): days the owner blocked herself (holidays, other work) and the
 * preferred dates of inquiries set to Gebucht. Booked days are not copied anywhere: they are read
 * from the inquiries, so a status change back frees the day by itself, and erasing an inquiry
 * frees its day too.
 */
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import {
  addMonthsIso,
  daysBetween,
  maxRangeDays,
  todayInBerlin,
  weekdayOf,
  weekdaysBetween,
} from "#app/availability/days.ts";

export type BookedDay = {
  day: string;
  inquiryId: string;
  firstName: string;
  lastName: string;
  package: string;
  message: string;
  createdAt: number;
};

/**
 * An inquiry's preferred date as an ISO day in SQL ("2026-12-26"): the form stores "26.12.2026";
 * an ISO value is taken as it is, anything else is no date. Booked days, the inbox's order and
 * its month filter all read the day this way.
 */
export const preferredDaySql = `CASE
  WHEN preferred_date GLOB '[0-9][0-9].[0-9][0-9].[0-9][0-9][0-9][0-9]'
    THEN substr(preferred_date, 7, 4) || '-' || substr(preferred_date, 4, 2) || '-' || substr(preferred_date, 1, 2)
  WHEN preferred_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' THEN preferred_date
  END`;

/** Blocks every day from `from` to `to`; returns how many were not blocked before. */
export function blockDays(db: Database, from: string, to: string, now: number): number {
  const days = daysBetween(from, to, maxRangeDays);
  return transaction(db, () => {
    const insert = prepared(
      db,
      "INSERT OR IGNORE INTO blocked_days (day, created_at) VALUES (?, ?)",
    );
    return days.reduce((added, day) => added + Number(insert.run(day, now).changes), 0);
  });
}

/** Frees every day the owner blocked from `from` to `to`; returns how many were blocked. */
export function freeDays(db: Database, from: string, to: string): number {
  return Number(
    prepared(db, "DELETE FROM blocked_days WHERE day BETWEEN ? AND ?").run(from, to).changes,
  );
}

export function ownerBlockedDays(db: Database, from: string, to: string): string[] {
  return prepared(db, "SELECT day FROM blocked_days WHERE day BETWEEN ? AND ? ORDER BY day")
    .all(from, to)
    .map((row) => String(row.day));
}

/** Inquiries set to Gebucht with a preferred date between `from` and `to`, by day. */
export function bookedDays(db: Database, from: string, to: string): BookedDay[] {
  return prepared(
    db,
    `SELECT * FROM (
       SELECT ${preferredDaySql} AS day,
         id AS inquiryId, first_name AS firstName, last_name AS lastName, package, message,
         created_at AS createdAt
       FROM inquiries
       WHERE status = 'received' AND stage = 'booked' AND preferred_date IS NOT NULL)
     WHERE day BETWEEN ? AND ? ORDER BY day, createdAt`,
  ).all(from, to) as BookedDay[];
}

/** The weekdays the owner never shoots (0 = Sunday … 6 = Saturday), sorted. */
export function weeklyDaysOff(db: Database): number[] {
  return prepared(db, "SELECT weekday FROM weekly_days_off ORDER BY weekday")
    .all()
    .map((row) => Number(row.weekday));
}

/** Replaces the recurring days off with `weekdays` (0 = Sunday … 6 = Saturday). */
export function setWeeklyDaysOff(db: Database, weekdays: readonly number[], now: number): void {
  transaction(db, () => {
    const wanted = new Set(weekdays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6));
    prepared(
      db,
      "DELETE FROM weekly_days_off WHERE weekday NOT IN (SELECT value FROM json_each(?))",
    ).run(JSON.stringify([...wanted]));
    const insert = prepared(
      db,
      "INSERT OR IGNORE INTO weekly_days_off (weekday, created_at) VALUES (?, ?)",
    );
    for (const day of wanted) insert.run(day, now);
  });
}

/** Every taken day between `from` and `to`, sorted, each once. */
export function takenDays(db: Database, from: string, to: string): string[] {
  const days = new Set([
    ...ownerBlockedDays(db, from, to),
    ...bookedDays(db, from, to).map((booked) => booked.day),
    ...weekdaysBetween(from, to, weeklyDaysOff(db)),
  ]);
  return [...days].sort();
}

export function isDayTaken(db: Database, day: string): boolean {
  return takenDays(db, day, day).length > 0;
}

/** From today (Berlin) to the same day in 12 months: what the public calendar can show. */
export function publicWindow(now: number): { from: string; to: string } {
  const from = todayInBerlin(now);
  return { from, to: addMonthsIso(from, 12) };
}

/** One month of the studio's grid (ISO days from `from` to `to`), read together. */
export function calendarMonth(db: Database, from: string, to: string, now: number) {
  const window = publicWindow(now);
  return transaction(db, () => ({
    today: window.from,
    windowEnd: window.to,
    blocked: ownerBlockedDays(db, from, to),
    booked: bookedDays(db, from, to),
    weeklyDaysOff: weeklyDaysOff(db),
  }));
}

/**
 * What a day (ISO) is for one inquiry that asks for it: free, blocked by the owner (that day, or
 * its weekday as a recurring day off), booked by
 * another inquiry (the first such, for its name), or already past. The studio says this where she
 * decides: on the inquiry's page and before a reply that would promise the day.
 */
export type DayStatus =
  | { state: "free" | "blocked" | "past" }
  | { state: "booked"; inquiryId: string; firstName: string; lastName: string };

export function dayStatus(
  db: Database,
  day: string,
  { now, exceptInquiryId }: { now: number; exceptInquiryId?: string },
): DayStatus {
  if (day < todayInBerlin(now)) return { state: "past" };
  const other = bookedDays(db, day, day).find((booked) => booked.inquiryId !== exceptInquiryId);
  if (other) {
    const { inquiryId, firstName, lastName } = other;
    return { state: "booked", inquiryId, firstName, lastName };
  }
  const blocked =
    ownerBlockedDays(db, day, day).length > 0 || weeklyDaysOff(db).includes(weekdayOf(day));
  return blocked ? { state: "blocked" } : { state: "free" };
}
