/**
 * The studio's overview: inquiries per month by status and by source, and the time to the first
 * reply. Neutral address, like the whole studio.
 */
import { sourceOptions } from "#app/content/contact-form.ts";

const monthLong = new Intl.DateTimeFormat("de-DE", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const monthShort = new Intl.DateTimeFormat("de-DE", { month: "short", timeZone: "UTC" });

/** "2026-11" as "November 2026". */
export const monthLabel = (key: string) => monthLong.format(monthDate(key));
/** "2026-11" as "Nov", for the chart under its bars, or with its year, "Nov 2026". */
export const monthShortLabel = (key: string, withYear = false) =>
  `${monthShort.format(monthDate(key)).replace(".", "")}${withYear ? ` ${key.slice(0, 4)}` : ""}`;

function monthDate(key: string) {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 15));
}

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

export const overviewCopy = {
  title: "Übersicht",
  intro: "Die Anfragen der letzten zwölf Monate, nach dem Monat ihres Eingangs.",
  figuresLabel: "Die letzten zwölf Monate",
  figures: {
    inquiries: "Anfragen",
    booked: "Gebucht",
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
  bookedShare: (percent: number) => `${percent} % der Anfragen`,
  chartHeading: "Pro Monat",
  byStatusCaption: "Anfragen pro Monat nach Status",
  bySourceCaption: "Anfragen pro Monat nach Quelle",
  month: "Monat",
  total: "Summe",
  spam: "Spam",
  sumRow: "Zwölf Monate",
  swipeHint: "Weitere Spalten: seitlich wischen.",
  spamNote: "Spam ist in keiner Summe enthalten und bei den Quellen nicht mitgezählt.",
  empty: "In den letzten zwölf Monaten ist keine Anfrage eingegangen.",
  retention: (days: number) =>
    `Anfragen werden nach ${days} Tagen automatisch gelöscht. Ältere Monate bleiben deshalb leer.`,
} as const;
