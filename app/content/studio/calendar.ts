/**
 * The studio's calendar (ADR 0024): blocking and freeing days, the booked days, and the private
 * calendar feed for the owner's phone. Neutral address throughout.
 */
import { packageLabel } from "#app/content/studio/inbox.ts";

const longDate = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Do., 24. Dezember 2026" from an ISO date. */
export const dayLabel = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

export const calendarCopy = {
  title: "Kalender",
  intro:
    "Gesperrte, gebuchte und feste freie Tage sind im Anfrageformular der Website nicht wählbar. Ein Tipp auf einen Tag sperrt ihn oder gibt ihn frei; Ziehen über mehrere Tage oder Umschalt plus Klick wählt einen Zeitraum.",
  grid: {
    previous: "Vorheriger Monat",
    next: "Nächster Monat",
    today: "Heute",
    states: {
      free: "frei",
      blocked: "gesperrt",
      off: "fester freier Tag",
      past: "vergangen",
    },
    booked: (name: string, pkg: string) => `gebucht: ${name}, ${packageLabel(pkg)}`,
    todayMark: "heute",
    outside: "nicht im Anfrageformular",
    offHint:
      "Dieser Tag ist ein fester freier Tag. Ändern lässt sich das unter „Feste freie Tage“.",
    selected: (count: number) => (count === 1 ? "1 Tag ausgewählt" : `${count} Tage ausgewählt`),
    blockRange: "Sperren",
    freeRange: "Freigeben",
    cancel: "Auswahl aufheben",
    didBlock: (label: string) => `${label} gesperrt.`,
    didFree: (label: string) => `${label} freigegeben.`,
    /** Beside the first booking of a day that has more (all are in the month's list). */
    moreBookings: (count: number) => `+${count}`,
    bookingsHeading: "Buchungen in diesem Monat",
    noBookings: "In diesem Monat keine Buchungen.",
  },
  legend: {
    heading: "Legende",
    free: "Frei",
    blocked: "Gesperrt",
    booked: "Gebucht",
    off: "Fester freier Tag",
    today: "Heute",
    outside: "Außerhalb der 12 Monate des Anfrageformulars",
  },
  weekly: {
    heading: "Feste freie Tage",
    text: "Wochentage ohne Shootings, etwa jeder Sonntag. Sie sind im Anfrageformular nicht wählbar.",
    save: "Speichern",
    saved: "Feste freie Tage gespeichert.",
  },
  block: {
    blocked: (count: number) => (count === 1 ? "1 Tag gesperrt." : `${count} Tage gesperrt.`),
    already: "Diese Tage waren schon gesperrt.",
    invalid: "Bitte ein gültiges Datum angeben.",
    past: "Vergangene Tage lassen sich nicht sperren.",
    order: "„Bis“ liegt vor „Von“.",
    tooLong: "Höchstens ein Jahr auf einmal.",
    beyond: "Höchstens drei Jahre im Voraus.",
  },
  blocked: {
    freed: (count: number) => (count === 1 ? "1 Tag freigegeben." : `${count} Tage freigegeben.`),
  },
} as const;

export const calendarFeedCopy = {
  heading: "Kalender-Abo",
  text: "Diese Adresse in der Kalender-App des Telefons abonnieren (auf dem iPhone unter Einstellungen, Kalender, Accounts: „Kalenderabo hinzufügen“). Sie zeigt jede Buchung als ganztägigen Termin.",
  addressLabel: "Adresse des Kalenders",
  open: "Im Kalender öffnen",
  create: "Adresse erzeugen",
  none: "Noch keine Adresse. Sie wird beim Erzeugen einmal angezeigt.",
  exists:
    "Eine Adresse ist eingerichtet. Sie wird nur beim Erzeugen angezeigt und ist nirgends gespeichert; wer sie nicht mehr hat, erzeugt eine neue.",
  shownOnce:
    "Neue Adresse erzeugt. Sie wird nur jetzt angezeigt: bitte gleich in der Kalender-App abonnieren.",
  regenerate: "Neue Adresse erzeugen",
  regenerateHint: "Die bisherige Adresse funktioniert danach nicht mehr.",
  replaceWarning:
    "Kalender, die die bisherige Adresse abonniert haben, werden danach nicht mehr aktualisiert und müssen die neue abonnieren.",
  replaceConfirm: "Ja, neue Adresse erzeugen",
  cancel: "Abbrechen",
  namesLabel: "Name und Nachricht im Kalender zeigen",
  namesHint:
    "Aus: Termine heißen nur „Shooting – Paket“. An: mit Name und Nachricht; diese Daten liegen dann auch beim Kalenderdienst des Telefons.",
  namesOn: "Namen werden im Kalender gezeigt.",
  namesOff: "Der Kalender zeigt keine Namen.",
  save: "Speichern",
  name: (studioName: string) => `Shootings – ${studioName}`,
  summary: (pkg: string, person: { firstName: string; lastName: string } | null) =>
    person
      ? `Shooting – ${packageLabel(pkg)} – ${person.firstName} ${person.lastName}`
      : `Shooting – ${packageLabel(pkg)}`,
} as const;

/** The week's columns, Monday first, with the weekday each stands for (0 = Sunday). */
export const weekColumns = [
  { short: "Mo", long: "Montag", weekday: 1 },
  { short: "Di", long: "Dienstag", weekday: 2 },
  { short: "Mi", long: "Mittwoch", weekday: 3 },
  { short: "Do", long: "Donnerstag", weekday: 4 },
  { short: "Fr", long: "Freitag", weekday: 5 },
  { short: "Sa", long: "Samstag", weekday: 6 },
  { short: "So", long: "Sonntag", weekday: 0 },
] as const;
