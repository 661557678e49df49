import type { SiteLocale } from "#app/content/locale.ts";
import { formatGermanDate } from "#app/lib/format.ts";

/** Calendar arithmetic on local calendar days (time of day is always midnight). */

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Same day in another month, clamped to that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const lastDay = new Date(date.getFullYear(), date.getMonth() + months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), lastDay));
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Six weeks that cover the month of `month`, starting on the locale's first weekday. */
export function sixWeeksOfMonth(month: Date, weekStartsOn: 0 | 1): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = addDays(first, -((first.getDay() - weekStartsOn + 7) % 7));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/** First and last day of the week that contains `date`. */
export function weekBounds(date: Date, weekStartsOn: 0 | 1): [Date, Date] {
  const start = addDays(date, -((date.getDay() - weekStartsOn + 7) % 7));
  return [start, addDays(start, 6)];
}

/** Weekday names in display order, e.g. Mo…So for German, Sun…Sat for English. */
export function weekdayNames(tag: string, weekStartsOn: 0 | 1) {
  const short = new Intl.DateTimeFormat(tag, { weekday: "short" });
  const long = new Intl.DateTimeFormat(tag, { weekday: "long" });
  // 4 January 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(2026, 0, 4 + weekStartsOn + index);
    return { short: short.format(day).replace(/\.$/, ""), long: long.format(day) };
  });
}

const typedPatterns: Record<SiteLocale, RegExp> = {
  de: /^(?<day>\d{1,2})\.(?<month>\d{1,2})\.(?<year>\d{4})$/,
  en: /^(?<month>\d{1,2})\/(?<day>\d{1,2})\/(?<year>\d{4})$/,
};
const isoPattern = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;

/**
 * Reads a typed date in the locale's format (German "21.11.2026", English "11/21/2026") or ISO
 * "2026-11-21" (what mobile pickers and pasted values often are). Impossible days give null.
 */
export function parseTypedDate(text: string, locale: SiteLocale): Date | null {
  const match = typedPatterns[locale].exec(text.trim()) ?? isoPattern.exec(text.trim());
  if (!match?.groups) return null;
  const year = Number(match.groups.year);
  const month = Number(match.groups.month);
  const day = Number(match.groups.day);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** A date written the way the locale's typed format expects it. */
export function formatTypedDate(date: Date, locale: SiteLocale): string {
  if (locale === "de") return formatGermanDate(date);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/**
 * The inquiry always carries the German local date string; a typed value that cannot be read is
 * passed on unchanged so the schema reports it.
 */
export function toInquiryDate(text: string, locale: SiteLocale): string {
  const date = parseTypedDate(text, locale);
  return date ? formatGermanDate(date) : text.trim();
}
