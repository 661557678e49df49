import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { axes, codePoints } from "./sfnt.ts";
import {
  coreCodePoints,
  extendedCodePoints,
  latinCodePoints,
  latinUnicodeRange,
  outputPath,
  parseUnicodeRange,
  partCodePoints,
  sourcePath,
  subsetWebFont,
  toSfnt,
  unicodeRanges,
  webFonts,
  type WebFont,
} from "./subset.ts";

// The @font-face rules live in the stylesheets' shared theme (app/theme.css).
const css = readFileSync("app/theme.css", "utf8");
const compact = (range: string) => range.replace(/\s+/g, "");
const sorted = (codes: Iterable<number>) => [...codes].sort((a, b) => a - b);

/** The @font-face rules of theme.css that load a web font file (not the local() fallbacks). */
const fontFaces = css
  .split("@font-face")
  .slice(1)
  .map((block) => block.slice(0, block.indexOf("}")))
  .filter((rule) => rule.includes("src: url("));

/** The @font-face rule that loads this file. */
function fontFace(font: WebFont): string {
  const url = `src: url("./${path.relative("app", font.output)}")`;
  const rules = fontFaces.filter((rule) => rule.includes(url));
  expect(rules, `@font-face rules for ${font.output} in theme.css`).toHaveLength(1);
  return rules[0]!;
}

const declaration = (rule: string, property: string) =>
  new RegExp(`${property}:\\s*([^;]+);`).exec(rule)?.[1]?.replace(/\s+/g, " ").trim();

const families = [...new Set(webFonts.map((font) => font.family))];
const part = (family: string, name: WebFont["part"]) =>
  webFonts.find((font) => font.family === family && font.part === name)!;

const sfnt = new Map<WebFont, { source: Buffer; subset: Buffer }>();
beforeAll(async () => {
  for (const font of webFonts) {
    sfnt.set(font, {
      source: await toSfnt(readFileSync(sourcePath(font))),
      subset: await toSfnt(readFileSync(outputPath(font))),
    });
  }
});

describe.each(webFonts.map((font) => [`${font.family} ${font.part}`, font] as const))(
  "%s",
  (_, font) => {
    test("the committed file is what `npm run fonts` makes of the fontsource file", async () => {
      expect((await subsetWebFont(font)).equals(readFileSync(outputPath(font)))).toBe(true);
    });

    test("keeps the characters the fontsource file has in its part of the Latin range", () => {
      const { source, subset } = sfnt.get(font)!;
      const expected = [...codePoints(source)].filter((code) =>
        partCodePoints[font.part].has(code),
      );
      expect(sorted(codePoints(subset))).toEqual(sorted(expected));
    });

    test("has the weights, format and unicode-range its @font-face in theme.css declares", () => {
      const wght = axes(sfnt.get(font)!.subset).find((axis) => axis.tag === "wght");
      const face = fontFace(font);
      expect(face).toContain(`font-family: "${font.family}";`);
      if (typeof font.wght === "number") {
        expect(wght).toBeUndefined();
        expect(face).toContain(`font-weight: ${font.wght};`);
        expect(face).toContain('format("woff2");');
      } else {
        expect(wght).toEqual({ tag: "wght", ...font.wght });
        expect(face).toContain(`font-weight: ${font.wght.min} ${font.wght.max};`);
        expect(face).toContain('format("woff2-variations");');
      }
      expect(face).toContain("font-style: normal;");
      expect(face).toContain("font-display: swap;");
      const range = declaration(face, "unicode-range")!;
      expect(compact(range)).toBe(compact(unicodeRanges[font.part]));
      expect(sorted(parseUnicodeRange(range))).toEqual(sorted(partCodePoints[font.part]));
    });
  },
);

describe.each(families)("%s", (family) => {
  test("core and extended files split the fontsource file's Latin characters", () => {
    const core = codePoints(sfnt.get(part(family, "core"))!.subset);
    const extended = codePoints(sfnt.get(part(family, "extended"))!.subset);
    const source = codePoints(sfnt.get(part(family, "core"))!.source);
    expect(sorted(new Set([...core, ...extended]))).toEqual(
      sorted([...source].filter((code) => latinCodePoints.has(code))),
    );
    expect([...core].filter((code) => extended.has(code))).toEqual([]);
    // Every visible core character has a glyph: German text never needs the extended file.
    const visible = [...coreCodePoints].filter((code) => code >= 0x20);
    expect(visible.filter((code) => !core.has(code))).toEqual([]);
  });

  test("the core file fits TCP's initial congestion window with its response headers", () => {
    // 10 segments of 1,460 bytes; about 300 of them go to the HTTP response headers.
    expect(readFileSync(outputPath(part(family, "core"))).length).toBeLessThan(14_000);
  });

  test("theme.css declares the family's two files with the same weight and style", () => {
    const faces = fontFaces.filter((rule) => rule.includes(`font-family: "${family}";`));
    expect(faces).toHaveLength(2);
    const described = faces.map((rule) =>
      ["font-weight", "font-style", "font-display"].map((name) => declaration(rule, name)),
    );
    expect(described[0]).toEqual(described[1]);
    expect(part(family, "core").source).toBe(part(family, "extended").source);
    expect(part(family, "core").wght).toEqual(part(family, "extended").wght);
  });
});

test("the core and extended ranges split fontsource's Latin subset", () => {
  for (const pkg of ["cormorant-garamond", "manrope"]) {
    const unicode = JSON.parse(
      readFileSync(`node_modules/@fontsource-variable/${pkg}/unicode.json`, "utf8"),
    ) as Record<string, string>;
    expect(compact(latinUnicodeRange)).toBe(compact(unicode.latin!));
  }
  expect(sorted(new Set([...coreCodePoints, ...extendedCodePoints]))).toEqual(
    sorted(latinCodePoints),
  );
  expect([...coreCodePoints].filter((code) => extendedCodePoints.has(code))).toEqual([]);
  // The characters German text needs, by name, are in the core.
  for (const char of "\t\n Az09äöüÄÖÜß„“‚‘’«»–—…€·•§©\u00a0àáèé")
    expect(coreCodePoints.has(char.codePointAt(0)!), char).toBe(true);
  // and rarer ones are not.
  for (const char of "ÀÉëñøØÆœ™×¿\u00ad\u2010")
    expect(extendedCodePoints.has(char.codePointAt(0)!), char).toBe(true);
});

const tailwindWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

test("every font weight set in app/ is one the subset fonts have", () => {
  const weightRange = (family: string) => {
    const { wght } = part(family, "core");
    return typeof wght === "number" ? { min: wght, max: wght } : wght;
  };
  const sans = weightRange("Manrope");
  const serif = weightRange("Cormorant Garamond");
  const files = readdirSync("app", { recursive: true, encoding: "utf8" })
    // Mails (*.server.ts) use the reader's own fonts.
    .filter((file) => /\.(tsx|ts|css)$/.test(file) && !file.endsWith(".server.ts"));
  for (const file of files) {
    const source = readFileSync(path.join("app", file), "utf8");
    const used = [
      ...[...source.matchAll(/\bfont-(\w+)\b/g)].map(([, name]) => tailwindWeights[name!]),
      ...[...source.matchAll(/font-weight:\s*(\d+)/g)].map(([, weight]) => Number(weight)),
    ].filter((weight) => weight !== undefined);
    for (const weight of used) {
      expect(weight, file).toBeGreaterThanOrEqual(sans.min);
      expect(weight, file).toBeLessThanOrEqual(sans.max);
    }
    // The serif has one weight: a class list with font-serif sets no other.
    for (const [classes] of source.matchAll(/[^"`\n]*\bfont-serif\b[^"`\n]*/g)) {
      for (const [, name] of classes.matchAll(/\bfont-(\w+)\b/g)) {
        const weight = tailwindWeights[name!];
        if (weight !== undefined) expect(weight, `${file}: ${classes.trim()}`).toBe(serif.min);
      }
    }
  }
});
