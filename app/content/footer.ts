/** The footer's fixed copy; the studio's facts and its claim are the owner's. */
export const footer = {
  contactHeading: "Kontakt",
  legalHeading: "Rechtliches",
  copyright: (year: number, name: string) => `© ${year} ${name}. Alle Rechte vorbehalten.`,
} as const;
