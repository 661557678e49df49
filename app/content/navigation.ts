/** Section navigation in the header; targets are section ids on the home page. */
export const sectionLinks = [
  { label: "Philosophie", id: "philosophie" },
  { label: "Portfolio", id: "portfolio" },
  { label: "Ablauf", id: "ablauf" },
  { label: "Pakete", id: "pakete" },
  { label: "Creators", id: "creators" },
  { label: "FAQ", id: "faq" },
] as const;

export const contactLink = { label: "Shooting anfragen", id: "contact" } as const;

/**
 * The legal pages, for the footer and the 404 page (their texts are in `legal.ts`, kept out of
 * this small module so the footer does not pull them into every page).
 */
export const legalLinks = [
  { label: "Impressum", href: "/impressum" },
  { label: "Datenschutz", href: "/datenschutz" },
  { label: "Nutzungsbedingungen", href: "/nutzungsbedingungen" },
] as const;

/** Labels of the shell every public page shares (skip link, header menu, back links). */
export const shellCopy = {
  skipLink: "Zum Inhalt springen",
  mainNavigation: "Hauptnavigation",
  mobileNavigation: "Mobile Navigation",
  menu: "Menü",
  close: "Schließen",
  legalNavigation: "Rechtliche Hinweise",
  backToHome: "Zurück zur Startseite",
} as const;

export const notFoundPage = {
  heading: "Oops! Page not found",
  text: "Diese Seite gibt es leider nicht (mehr).",
} as const;

export const errorPage = {
  heading: "Etwas ist schiefgelaufen",
  text: "Bitte lade die Seite neu oder versuche es später erneut.",
  home: "Zur Startseite",
} as const;
