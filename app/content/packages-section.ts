/** Copy of the packages section; the packages themselves are in `packages.ts`. */
export const packagesSection = {
  label: "Pakete & Preise",
  heading: "Wähle dein Erlebnis",
  intro:
    "Drei Pakete, ein Versprechen: viel Zeit für dich, behutsame Anleitung und Bilder, die du ein Leben lang behältst.",
  action: "Anfragen",
  vatNote: "Alle Preise inkl. gesetzlicher MwSt.",
} as const;
