/**
 * What `npm run fonts` makes of the two fontsource variable fonts, and how (see docs/decisions/0008).
 * The site uses Cormorant Garamond only at weight 400 and Manrope at 400, 500, 600 and 700, so the
 * serif is pinned to a static 400 and the sans narrowed to 400–700. Both keep the whole fontsource
 * "latin" character set and every layout feature a browser applies by default except `locl`,
 * whose rules in these fonts are only for Azerbaijani, Catalan, Crimean Tatar, Hungarian, Kazakh,
 * Dutch, Polish, Tatar and Turkish text (the site is German). Off-by-default features go, apart
 * from Manrope's tabular figures, which the contact form's character count asks for.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** fontsource's "latin" subset; app.css declares the same unicode-range for both faces. */
export const latinUnicodeRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, " +
  "U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** The code points of a CSS unicode-range value ("U+0000-00FF, U+0131, …"). */
export function parseUnicodeRange(range: string): number[] {
  const result: number[] = [];
  for (const part of range.split(",")) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`not a unicode-range part: ${part}`);
    const start = Number.parseInt(match[1]!, 16);
    const end = match[2] === undefined ? start : Number.parseInt(match[2], 16);
    for (let code = start; code <= end; code++) result.push(code);
  }
  return result;
}

export const latinCodePoints: ReadonlySet<number> = new Set(parseUnicodeRange(latinUnicodeRange));

/**
 * The features browsers apply to horizontal Latin text without being asked (HarfBuzz's defaults),
 * minus `locl` (see above). Features the fonts do not have cost nothing.
 */
const defaultFeatures = [
  "ccmp",
  "rvrn",
  "rlig",
  "rclt",
  "calt",
  "liga",
  "clig",
  "kern",
  "mark",
  "mkmk",
  "curs",
  "dist",
];

export type AxisRange = { min: number; max: number; default: number };

export type WebFont = {
  family: string;
  /** The fontsource file, as a package path. */
  source: string;
  /** Where the subset is written, relative to the repository root (committed). */
  output: string;
  /** A weight pins the axis (a static font); a range keeps the font variable within it. */
  wght: number | AxisRange;
  features: string[];
};

export const webFonts: readonly WebFont[] = [
  {
    family: "Cormorant Garamond",
    source:
      "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    output: "app/assets/fonts/cormorant-garamond-subset.woff2",
    wght: 400,
    features: defaultFeatures,
  },
  {
    family: "Manrope",
    source: "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
    output: "app/assets/fonts/manrope-subset.woff2",
    wght: { min: 400, max: 700, default: 400 },
    features: [...defaultFeatures, "tnum"],
  },
];

const require = createRequire(import.meta.url);
const root = new URL("../../", import.meta.url);

export const sourcePath = (font: WebFont) => require.resolve(font.source);
export const outputPath = (font: WebFont) => fileURLToPath(new URL(font.output, root));

/** The subset font as WOFF2. Deterministic: the same inputs give the same bytes. */
export async function subsetWebFont(font: WebFont): Promise<Buffer> {
  const text = String.fromCodePoint(...latinCodePoints);
  return subsetFont(await readFile(sourcePath(font)), text, {
    targetFormat: "woff2",
    variationAxes: { wght: font.wght },
    keepFeatures: font.features,
  });
}

/** A WOFF2 (or any) font as plain SFNT with every glyph, to read its tables. */
export function toSfnt(font: Uint8Array): Promise<Buffer> {
  return subsetFont(font, undefined, { targetFormat: "sfnt", keepAllGlyphs: true });
}
