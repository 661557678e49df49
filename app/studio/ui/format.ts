/** Dates as the studio shows them, always in the studio's time zone (server and browser agree). */
const zone = "Europe/Berlin";

const dateTime = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: zone,
});
const longDate = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: zone });
const longDateTime = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: zone,
});

export const formatDateTime = (ms: number) => dateTime.format(ms);
export const formatLongDate = (ms: number) => longDate.format(ms);
export const formatLongDateTime = (ms: number) => longDateTime.format(ms);
