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
