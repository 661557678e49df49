/**
 * What `npm run fonts` makes of the two fontsource variable fonts, and how (see docs/decisions/0008).
 *
 * Each family is split by character into two files: a small "core" file with the characters the
 * site itself renders (German text and its punctuation), preloaded on every page, and an
 * "extended" file with the rest of fontsource's "latin" set, which app.css declares with its own
 * unicode-range, so a browser only fetches it when a page shows one of those characters (in
 * practice: when a visitor types, say, ë, ñ or ø into the contact form).
 *
 * The site uses Cormorant Garamond only at weight 400 and Manrope at 400, 500, 600 and 700, so the
 * serif is pinned to a static 400 and the sans narrowed to 400–700. Both keep every layout feature
 * a browser applies by default except `locl`, whose rules in these fonts are only for Azerbaijani,
 * Catalan, Crimean Tatar, Hungarian, Kazakh, Dutch, Polish, Tatar and Turkish text (the site is
 * German). Off-by-default features go, tabular figures included (nothing asks for them). Manrope's
 * core file also goes without `calt`, so that it fits TCP's first round trip (see `families`).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** fontsource's "latin" subset: what the two files of a family cover together. */
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

/** The shortest CSS unicode-range value for a set of code points ("U+0020-007E, U+00A0, …"). */
function formatUnicodeRange(codes: Iterable<number>): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index]!;
    index++;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(", ");
}

export const latinCodePoints: ReadonlySet<number> = new Set(parseUnicodeRange(latinUnicodeRange));

/**
 * The characters of the core files, the same for both families: everything the site renders
 * (content, UI strings, formatted prices and dates; app/content/fonts.test.ts checks them), and
 * what German text is likely to need next. Printable ASCII, the no-break space, § © « » ·,
 * the umlauts and ß, à á è é for French loanwords (Lumière, Rosé, "3 Raten à 160 €"), the
 * German and English quotation marks, dashes, the ellipsis, the bullet and the euro sign. And tab,
 * line feed and carriage return, which draw nothing: Chromium fetches the font whose
 * unicode-range has the tab for a message in the form with a line that starts with one.
 */
const coreCharacters =
  "\t\n\r" +
  String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index)) +
  "\u00A0§©«»·" +
  "ÄÖÜßäöü" +
  "àáèé" +
  "–—‘’‚“”„…•€";

export const coreCodePoints: ReadonlySet<number> = new Set(
  [...coreCharacters].map((char) => char.codePointAt(0)!),
);
/** The rest of fontsource's Latin range. */
export const extendedCodePoints: ReadonlySet<number> = new Set(
  [...latinCodePoints].filter((code) => !coreCodePoints.has(code)),
);

export const unicodeRanges = {
  core: formatUnicodeRange(coreCodePoints),
  extended: formatUnicodeRange(extendedCodePoints),
} as const;

export type Part = keyof typeof unicodeRanges;
export const partCodePoints: Record<Part, ReadonlySet<number>> = {
  core: coreCodePoints,
  extended: extendedCodePoints,
};

/**
 * The features browsers apply to horizontal Latin text without being asked (HarfBuzz's defaults),
 * minus `locl` (see above). Features a font does not have, or has no rules for among the kept
 * characters, cost nothing.
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
  part: Part;
  /** The fontsource file, as a package path. */
  source: string;
  /** Where the subset is written, relative to the repository root (committed). */
  output: string;
  /** A weight pins the axis (a static font); a range keeps the font variable within it. */
  wght: number | AxisRange;
  features: string[];
};

type Family = Omit<WebFont, "part" | "output" | "features"> & {
  file: string;
  features: Record<Part, string[]>;
};

const families: Family[] = [
  {
    family: "Cormorant Garamond",
    file: "cormorant-garamond",
    source:
      "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    wght: 400,
    features: { core: defaultFeatures, extended: defaultFeatures },
  },
  {
    family: "Manrope",
    file: "manrope",
    source: "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
    wght: { min: 400, max: 700, default: 400 },
    features: {
      // The preloaded core file has to fit TCP's initial congestion window (about 14,600 bytes
      // with the response headers): 14,860 bytes with `calt`, 13,952 without. Of the default
      // features only `calt`, `liga` and `kern` have rules for the core characters (leaving out
      // any other gives the same bytes). `calt` swaps - – — ( ) [ ] { } < > « » · : and @ for
      // raised forms of the same width next to capitals ("E-Mail", "(DSGVO)"); without it they
      // sit 0.045 em lower there. Without `liga` (fi, ff, tt) advance widths, and so line
      // breaks, would change instead. The measurements: docs/decisions/0008.
      core: defaultFeatures.filter((feature) => feature !== "calt"),
      extended: defaultFeatures,
    },
  },
];

export const webFonts: readonly WebFont[] = families.flatMap(({ file, features, ...family }) =>
  (["core", "extended"] as const).map((part) => ({
    ...family,
    part,
    output: `app/assets/fonts/${file}-${part}.woff2`,
    features: features[part],
  })),
);

const require = createRequire(import.meta.url);
const root = new URL("../../", import.meta.url);

export const sourcePath = (font: WebFont) => require.resolve(font.source);
export const outputPath = (font: WebFont) => fileURLToPath(new URL(font.output, root));

/** The subset font as WOFF2. Deterministic: the same inputs give the same bytes. */
export async function subsetWebFont(font: WebFont): Promise<Buffer> {
  const text = String.fromCodePoint(...partCodePoints[font.part]);
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
