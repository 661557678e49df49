/**
 * Dates as the studio shows them, always in the studio's time zone (server and browser agree),
 * with the weekday: she plans by weekdays ("Sa., 27.12.2026").
 */
const zone = "Europe/Berlin";

const dateTime = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: zone,
});
const longDate = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: zone,
});
const longDateTime = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: zone,
});
const month = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

// A calendar day has no time: formatted at UTC midnight, so no zone can move it.
const calendarDay = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sa., 27.12.2026, 14:05" */
export const formatDateTime = (ms: number) => dateTime.format(ms);
/** "Sa., 27. Dezember 2026" */
export const formatLongDate = (ms: number) => longDate.format(ms);
/** "Sa., 27. Dezember 2026 um 14:05" */
export const formatLongDateTime = (ms: number) => longDateTime.format(ms);

/**
 * A calendar day, ISO ("2026-12-27") or as the inquiry form stores it ("27.12.2026"), as
 * "Sa., 27.12.2026"; anything else as it is.
 */
export function formatDay(value: string): string {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = (value.includes("-") ? match.slice(1) : match.slice(1).reverse()).map(
    Number,
  ) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1
    ? calendarDay.format(date)
    : value;
}

/** A calendar month ("2026-12") as "Dezember 2026". */
export function formatMonth(key: string): string {
  const [year, number] = key.split("-").map(Number) as [number, number];
  return month.format(new Date(Date.UTC(year, number - 1, 15)));
}
