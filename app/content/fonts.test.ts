import { readFileSync } from "node:fs";
import { beforeAll, expect, test } from "vitest";
import { formatEuro, installmentLine } from "~/lib/format";
import { codePoints } from "../../scripts/fonts/sfnt";
import { latinCodePoints, outputPath, toSfnt, webFonts } from "../../scripts/fonts/subset";

// Every content module, as loaded, and as written (the source also holds strings that only
// functions return).
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});
const sources = import.meta.glob<string>(["./*.ts", "!./*.test.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) strings(item, found);
  return found;
}

// Text the page formats at run time: prices, and the calendar's German month and day names.
const days = Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1));
const formatted = [
  ...[90, 450, 1290, 12_500].flatMap((price) => [formatEuro(price), installmentLine(price)]),
  ...days.flatMap((day) => [
    new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric" }).format(day),
    new Intl.DateTimeFormat("de-DE", { dateStyle: "full" }).format(day),
    new Intl.DateTimeFormat("de-DE", { weekday: "short" }).format(day),
  ]),
];

const text = [...strings(Object.values(modules)), ...Object.values(sources), ...formatted].join("");
// Line breaks and tabs in the sources are layout, not glyphs.
const characters = [...new Set(text)].filter((char) => !/[\n\r\t]/.test(char));
const name = (char: string) =>
  `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;

let fontCodePoints: Map<string, Set<number>>;
beforeAll(async () => {
  fontCodePoints = new Map();
  for (const font of webFonts) {
    fontCodePoints.set(font.family, codePoints(await toSfnt(readFileSync(outputPath(font)))));
  }
});

test("the content modules were all read", () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
  expect(characters).toEqual(expect.arrayContaining([..."äöüß–€"]));
});

test("every character of the content is inside the subset fonts' character set", () => {
  const outside = characters.filter((char) => !latinCodePoints.has(char.codePointAt(0)!));
  expect(outside.map(name)).toEqual([]);
});

test("both subset fonts have a glyph for every character of the content", () => {
  for (const [family, available] of fontCodePoints) {
    const missing = characters.filter((char) => !available.has(char.codePointAt(0)!));
    expect(missing.map(name), family).toEqual([]);
  }
});
