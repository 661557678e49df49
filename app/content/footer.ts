/** The footer's copy; the studio facts it shows come from `site.ts`. */
export const footer = {
  claim: "Boudoir-Fotografie mit Herz, Ruhe und Diskretion – für Frauen, Models und Creators.",
  contactHeading: "Kontakt",
  legalHeading: "Rechtliches",
  copyright: (year: number, name: string) => `© ${year} ${name}. Alle Rechte vorbehalten.`,
} as const;
