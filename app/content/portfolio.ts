/**
 * Copy of the portfolio (spec section 2, point 3). Its pictures are the owner's (content.photos);
 * the mosaic they are laid out in is components/sections/portfolio-mosaic.ts.
 */
export const portfolio = {
  label: "Portfolio",
  heading: "Momente voller Stärke und Sinnlichkeit",
  intro:
    "Eine Auswahl von Frauen, die mir ihr Vertrauen geschenkt haben – und mit ihrer Einwilligung gezeigt.",
  openImage: "Bild vergrößern",
  dialogLabel: "Bildansicht",
  close: "Schließen",
  previous: "Vorheriges Bild",
  next: "Nächstes Bild",
  /** "Bild 3 von 22" */
  counter: (position: number, total: number) => `Bild ${position} von ${total}`,
} as const;
