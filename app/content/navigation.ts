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
