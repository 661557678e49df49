/**
 * The studio's calendar (issue 17): blocking and freeing days, the booked days, and the private
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
    "Gesperrte und gebuchte Tage sind im Anfrageformular der Website nicht wählbar. Ein gebuchter Tag wird frei, sobald die Anfrage nicht mehr auf Gebucht steht.",
  block: {
    heading: "Tage sperren",
    text: "Ein einzelner Tag oder ein Zeitraum, etwa Urlaub.",
    from: "Von",
    to: "Bis (optional)",
    button: "Sperren",
    blocked: (count: number) => (count === 1 ? "1 Tag gesperrt." : `${count} Tage gesperrt.`),
    already: "Diese Tage waren schon gesperrt.",
    invalid: "Bitte ein gültiges Datum angeben.",
    past: "Vergangene Tage lassen sich nicht sperren.",
    order: "„Bis“ liegt vor „Von“.",
    tooLong: "Höchstens ein Jahr auf einmal.",
    beyond: "Höchstens drei Jahre im Voraus.",
  },
  blocked: {
    heading: "Gesperrte Tage",
    none: "Keine Tage gesperrt.",
    days: (count: number) => (count === 1 ? "1 Tag" : `${count} Tage`),
    free: "Freigeben",
    freeLabel: (range: string) => `${range} freigeben`,
    oneDay: "Einen einzelnen Tag freigeben",
    freeDay: "Tag freigeben",
    freed: (count: number) => (count === 1 ? "1 Tag freigegeben." : `${count} Tage freigegeben.`),
  },
  booked: {
    heading: "Gebucht",
    none: "Noch keine Buchungen mit Wunschtermin.",
    open: "Anfrage öffnen",
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
