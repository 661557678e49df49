/**
 * The studio's frame: page titles, navigation and the pages still being built. The studio
 * addresses the owner neutrally (no "du", no "Sie"): "Anfrage beantworten", "Passkey hinzufügen".
 */
import { studio } from "#app/content/site.ts";

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
    website: "Website",
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
