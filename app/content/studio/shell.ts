/**
 * The studio's frame: page titles, navigation and the pages still being built. The studio
 * addresses the owner neutrally (no "du", no "Sie"): "Anfrage beantworten", "Passkey hinzufügen".
 */
import type { Facts } from "#app/website/schema.ts";

/** "Einstellungen · Studio · Atelier Mustermann", with the live release's studio name. */
export const studioTitle = (facts: Pick<Facts, "studioName">, page: string) =>
  `${page} · Studio · ${facts.studioName}`;

/**
 * The count of new inquiries before a studio page's title, "(3) Kalender · Studio · …", as tabs
 * and the app switcher show it; `titleWithoutCount` takes it off again.
 */
export const titleWithCount = (count: number, title: string) =>
  count > 0 ? `(${count}) ${title}` : title;
export const titleWithoutCount = (title: string) => title.replace(/^\(\d+\) /, "");

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
  /** After "Anfragen" in the navigation, for screen readers: "Anfragen (3 neu)". */
  newCount: (count: number) => `(${count} neu)`,
  signOut: "Abmelden",
  toWebsite: "Zur Website",
  /** "Mehr": every area of the studio, one line each on what it is for. */
  more: {
    title: "Mehr",
    intro: "Alle Bereiche des Studios.",
    areasLabel: "Alle Bereiche",
    leaveLabel: "Website und Abmelden",
    areas: {
      inbox: "Anfragen lesen, beantworten und ihren Stand festhalten.",
      calendar: "Freie, blockierte und gebuchte Tage im Monat.",
      overview: "Anfragen, Buchungen und ihr Wert im Überblick.",
      photos: "Fotos hochladen, beschreiben und anordnen.",
      website: "Texte, Pakete und Angaben der Website ändern und veröffentlichen.",
      templates: "Vorlagen für wiederkehrende Antworten.",
      privacy: "Auskunft und Löschung auf Anfrage einer Person.",
      settings: "Passkeys, Benachrichtigungen und Zugang.",
    },
    toWebsite: "Die Website, wie Besucherinnen sie sehen.",
    signOut: "Dieses Gerät vom Studio abmelden.",
  },
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
