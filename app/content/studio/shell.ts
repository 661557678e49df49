/**
 * The studio's frame: page titles, navigation and the pages still being built. The studio
 * addresses the owner neutrally (no "du", no "Sie"): "Anfrage beantworten", "Passkey hinzufügen".
 */
import { studio } from "../site";

/** "Einstellungen · Studio · Atelier Mustermann" */
export const studioTitle = (page: string) => `${page} · Studio · ${studio.name}`;

export const shellCopy = {
  brand: studio.name,
  area: "Studio",
  skipLink: "Zum Inhalt springen",
  navLabel: "Studio",
  nav: {
    inbox: "Anfragen",
    calendar: "Kalender",
    overview: "Übersicht",
    templates: "Textbausteine",
    privacy: "Datenschutz",
    settings: "Einstellungen",
    more: "Mehr",
  },
  signOut: "Abmelden",
  toWebsite: "Zur Website",
  notFound: {
    title: "Nicht gefunden",
    text: "Diese Seite gibt es im Studio nicht.",
    back: "Zu den Anfragen",
  },
  error: {
    title: "Etwas ist schiefgelaufen",
    text: "Bitte die Seite neu laden oder es später erneut versuchen.",
  },
} as const;

/** Pages that follow soon; each says what it will hold. */
export const comingPages = {
  overview: {
    title: "Übersicht",
    text: "Hier erscheinen bald die Anfragen pro Monat nach Quelle und Status und die Zeit bis zur ersten Antwort.",
  },
  templates: {
    title: "Textbausteine",
    text: "Hier entstehen bald Vorlagen für Antworten, mit Vorname, Paket und Wunschtermin der Anfrage.",
  },
  privacy: {
    title: "Datenschutz",
    text: "Hier lassen sich bald alle Daten zu einer E-Mail-Adresse exportieren oder löschen.",
  },
  badge: "In Arbeit",
} as const;
