/** Copy and mosaic layout of the portfolio (spec section 2, point 3). */
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

/** How many grid cells a tile spans in the four-column mosaic (from md up). */
export type TileShape = "square" | "large" | "tall" | "wide";

/**
 * The mosaic repeats four blocks of 4 × 2 cells; filled in order, each block closes without a
 * hole (large = 2 × 2, tall = 1 × 2, wide = 2 × 1). 5 + 6 + 5 + 6 = 22 tiles, one per image.
 */
export const mosaicShapes: readonly TileShape[] = [
  ...(["large", "square", "square", "square", "square"] as const),
  ...(["square", "tall", "wide", "square", "square", "square"] as const),
  ...(["square", "square", "large", "square", "square"] as const),
  ...(["wide", "tall", "square", "square", "square", "square"] as const),
];
