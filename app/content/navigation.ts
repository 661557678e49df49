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

/** The footer's legal pages (the legal issue provides the routes). */
export const legalLinks = [
  { label: "Impressum", href: "/impressum" },
  { label: "Datenschutz", href: "/datenschutz" },
  { label: "Nutzungsbedingungen", href: "/nutzungsbedingungen" },
] as const;
