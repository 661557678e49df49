import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { axes, codePoints } from "./sfnt.ts";
import {
  latinCodePoints,
  latinUnicodeRange,
  outputPath,
  sourcePath,
  subsetWebFont,
  toSfnt,
  webFonts,
  type WebFont,
} from "./subset.ts";

const css = readFileSync("app/app.css", "utf8");
const compact = (range: string) => range.replace(/\s+/g, "");

/** The @font-face rule of one family in app.css. */
function fontFace(family: string): string {
  const rule = css
    .split("@font-face")
    .find((block) => block.includes(`font-family: "${family}";`) && block.includes("src: url("));
  if (!rule) throw new Error(`no @font-face for ${family} in app.css`);
  return rule.slice(0, rule.indexOf("}"));
}

const sfnt = new Map<WebFont, { source: Buffer; subset: Buffer }>();
beforeAll(async () => {
  for (const font of webFonts) {
    sfnt.set(font, {
      source: await toSfnt(readFileSync(sourcePath(font))),
      subset: await toSfnt(readFileSync(outputPath(font))),
    });
  }
});

describe.each(webFonts.map((font) => [font.family, font] as const))("%s", (_, font) => {
  test("the committed file is what `npm run fonts` makes of the fontsource file", async () => {
    expect((await subsetWebFont(font)).equals(readFileSync(outputPath(font)))).toBe(true);
  });

  test("keeps every character the fontsource file had in the Latin range, and no other", () => {
    const { source, subset } = sfnt.get(font)!;
    const expected = [...codePoints(source)].filter((code) => latinCodePoints.has(code));
    expect([...codePoints(subset)].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    // The characters German text and the legal pages need, by name.
    const needed = "äöüÄÖÜß„“‚‘’–—…€·•™§©×é";
    for (const char of needed)
      expect(codePoints(subset).has(char.codePointAt(0)!), char).toBe(true);
  });

  test("has the weights app.css declares, in the format it declares", () => {
    const wght = axes(sfnt.get(font)!.subset).find((axis) => axis.tag === "wght");
    const face = fontFace(font.family);
    expect(face).toContain(`src: url("./${path.relative("app", font.output)}")`);
    if (typeof font.wght === "number") {
      expect(wght).toBeUndefined();
      expect(face).toContain(`font-weight: ${font.wght};`);
      expect(face).toContain('format("woff2");');
    } else {
      expect(wght).toEqual({ tag: "wght", ...font.wght });
      expect(face).toContain(`font-weight: ${font.wght.min} ${font.wght.max};`);
      expect(face).toContain('format("woff2-variations");');
    }
    expect(face).toContain("font-display: swap;");
    expect(compact(face)).toContain(`unicode-range:${compact(latinUnicodeRange)};`);
  });
});

test("the character set is fontsource's Latin subset", () => {
  for (const pkg of ["cormorant-garamond", "manrope"]) {
    const unicode = JSON.parse(
      readFileSync(`node_modules/@fontsource-variable/${pkg}/unicode.json`, "utf8"),
    ) as Record<string, string>;
    expect(compact(latinUnicodeRange)).toBe(compact(unicode.latin!));
  }
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
    const { wght } = webFonts.find((font) => font.family === family)!;
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
