/**
 * Calendar days as the availability speaks them: ISO dates ("2026-12-24"), local calendar days
 * without a time. Shared by the server, the studio's calendar and the public form.
 */

export const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The most days one block or release may span (a year and a day). */
export const maxRangeDays = 366;

/** How far ahead days may be blocked: nobody books a shoot further out. */
export const blockHorizonYears = 3;

const pad = (value: number) => String(value).padStart(2, "0");

/** The ISO date of a local calendar day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "24.12.2026" (the inquiry's preferred date) → "2026-12-24"; anything else → null. */
export function isoFromGermanDate(value: string | null | undefined): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value ?? "");
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Whether an ISO date names a real day ("2026-02-30" does not). */
export function isRealIsoDay(value: string): boolean {
  if (!isoDayPattern.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/** The day's number since 1970-01-01 (an ISO date; whole days, no time zone). */
export function dayNumber(iso: string): number {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** How many days from `from` to `to`, both included: counted, never listed. */
export function dayCount(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/**
 * Every day from `from` to `to`, both included (ISO dates; empty when `to` is before `from`), at
 * most `limit` of them: a range typed as "bis 31.12.9999" must never be listed day by day.
 */
export function daysBetween(from: string, to: string, limit = maxRangeDays): string[] {
  const days: string[] = [];
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  for (let i = 0; i < limit; i++) {
    const date = new Date(Date.UTC(year, month - 1, day + i));
    const iso = date.toISOString().slice(0, 10);
    if (iso > to) return days;
    days.push(iso);
  }
  return days;
}

/** The same day `months` later (clamped to the month's end), as an ISO date. */
export function addMonthsIso(from: string, months: number): string {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last)))
    .toISOString()
    .slice(0, 10);
}

/** Today in the studio's time zone, as an ISO date. */
export function todayInBerlin(now: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(now);
}

/** The weekday of an ISO date, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(iso: string): number {
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

/** The ISO date of a day number (days since 1970-01-01). */
export function isoFromDayNumber(number: number): string {
  return new Date(number * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every day from `from` to `to` that falls on one of `weekdays` (0 = Sunday), sorted: stepped
 * by weeks from each weekday's first day, never by testing every day.
 */
export function weekdaysBetween(from: string, to: string, weekdays: Iterable<number>): string[] {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const numbers: number[] = [];
  for (const weekday of new Set(weekdays)) {
    for (let day = start + ((weekday - weekdayOf(from) + 7) % 7); day <= end; day += 7) {
      numbers.push(day);
    }
  }
  return numbers.sort((a, b) => a - b).map(isoFromDayNumber);
}
