/**
 * The studio's overview over the retention window: inquiries, bookings, conversion and booked
 * value per month, by source and by package, and the time to the first reply. Neutral address.
 */
import { sourceOptions } from "#app/content/contact-form.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A time span as people say it: "2 Tage, 4 Stunden", "3 Stunden, 20 Minuten", "45 Minuten". */
export function durationLabel(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "unter einer Minute";
  if (minutes < 60) return plural(minutes, "Minute", "Minuten");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest
      ? `${plural(hours, "Stunde", "Stunden")}, ${plural(rest, "Minute", "Minuten")}`
      : plural(hours, "Stunde", "Stunden");
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest
    ? `${plural(days, "Tag", "Tage")}, ${plural(rest, "Stunde", "Stunden")}`
    : plural(days, "Tag", "Tage");
}

/** The sources as the overview's columns: the form's choices, the long one shortened. */
export const overviewSources = sourceOptions.map((option) => ({
  value: option.value,
  label: option.value === "returning" ? "Schon Kundin" : option.label,
}));

const bookings = (n: number) => (n === 1 ? "1 Buchung" : `${n} Buchungen`);

export const overviewCopy = {
  title: "Übersicht",
  /** The window is the retention period: older inquiries are deleted, nothing to count there. */
  window: (days: number) => `Letzte ${days} Tage`,
  intro: (days: number, since: string) =>
    `Anfragen der letzten ${days} Tage, seit ${since}, nach dem Monat ihres Eingangs. Ältere Anfragen sind gelöscht.`,
  figures: {
    inquiries: "Anfragen",
    booked: "Gebucht",
    value: "Gebuchter Wert",
    median: "Bis zur ersten Antwort",
  },
  medianSuffix: "im Median",
  spamBesides: (n: number) => (n === 1 ? "außerdem 1 Spam" : `außerdem ${n} Spam`),
  medianNone: "Noch keine Antwort",
  medianHint: (replied: number) =>
    `Gemessen von der Anfrage bis zur ersten Antwort aus dem Studio, über ${
      replied === 1 ? "eine beantwortete Anfrage" : `${replied} beantwortete Anfragen`
    }. Anfragen, die ohne Antwort aus dem Studio auf „Beantwortet“ gesetzt wurden, zählen nicht mit.`,
  medianHintNone:
    "Sobald eine Anfrage aus dem Studio beantwortet ist, steht hier die typische Zeit bis zur ersten Antwort.",
  conversionOf: (percent: number) => `${percent} % der Anfragen`,
  valueHint: "Paketpreise zum Zeitpunkt der Buchung",
  byMonthHeading: "Pro Monat",
  byMonthLegend: { inquiries: "Anfragen", booked: "davon gebucht" },
  monthLine: (inquiries: number, booked: number) =>
    inquiries === 0
      ? "keine Anfragen"
      : `${inquiries === 1 ? "1 Anfrage" : `${inquiries} Anfragen`}, ${booked} gebucht`,
  partialMonth: (since: string) => `ab ${since}`,
  bySourceHeading: "Nach Quelle",
  byPackageHeading: "Nach Paket",
  columns: {
    source: "Quelle",
    package: "Paket",
    inquiries: "Anfragen",
    booked: "Gebucht",
    conversion: "Quote",
    value: "Wert",
  },
  sumRow: "Alle",
  noConversion: "–",
  swipeHint: "Weitere Spalten: seitlich wischen.",
  spamNote: "Spam ist in keiner Zahl enthalten.",
  /** Bookings from before the studio recorded a booking's price: valued at today's price. */
  livePricedNote: (n: number) =>
    `* ${bookings(n)} ${n === 1 ? "stammt" : "stammen"} aus der Zeit, bevor das Studio den Preis bei der Buchung festhielt, und ${n === 1 ? "zählt" : "zählen"} mit dem heutigen Paketpreis.`,
  unpricedNote: (n: number) =>
    `${bookings(n)} ohne Paketpreis (etwa „Noch unsicher“ oder ein entferntes Paket) ${n === 1 ? "ist" : "sind"} im Wert nicht enthalten.`,
  empty: (days: number) => `In den letzten ${days} Tagen ist keine Anfrage eingegangen.`,
  retention: (days: number) => `Anfragen werden nach ${days} Tagen automatisch gelöscht.`,
} as const;
