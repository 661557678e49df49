/**
 * The studio's frame: page titles, navigation and the pages still being built. The studio
 * addresses the owner neutrally (no "du", no "Sie"): "Anfrage beantworten", "Passkey hinzufügen".
 */
import type { Facts } from "#app/website/schema.ts";

/** "Einstellungen · Studio · Atelier Mustermann", with the live release's studio name. */
export const studioTitle = (facts: Pick<Facts, "studioName">, page: string) =>
  `${page} · Studio · ${facts.studioName}`;

export const shellCopy = {
  area: "Studio",
  skipLink: "Zum Inhalt springen",
  navLabel: "Studio",
  nav: {
    inbox: "Anfragen",
    calendar: "Kalender",
    overview: "Übersicht",
    templates: "Textbausteine",
    privacy: "Datenschutz",
    website: "Website",
    photos: "Fotos",
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
