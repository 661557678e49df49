import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, expect, test } from "vitest";
import { formatEuro } from "#app/lib/format.ts";
import { installmentLine } from "#app/content/packages.ts";
import { codePoints } from "#scripts/fonts/sfnt.ts";
import { coreCodePoints, outputPath, toSfnt, webFonts } from "#scripts/fonts/subset.ts";

// The site's text: every content module as loaded, and every string literal, template text and
// JSX text in app/ (components, routes, the form's messages in inquiry/schema.ts, the server's
// answers; comments are not read). The fonts' core files must cover all of it, so that a page
// only ever loads an extended file when a visitor types a rarer character.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) strings(item, found);
  return found;
}

const sourceFiles = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("generated"),
);

function literals(file: string): string[] {
  const text = readFileSync(path.join("app", file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Text the page formats at run time: prices, and the calendar's German month and day names.
const days = Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1));
const formatted = [
  ...[90, 450, 1290, 12_500].flatMap((price) => [formatEuro(price), installmentLine(price)]),
  ...days.flatMap((day) =>
    [
      { month: "long", year: "numeric" } as const,
      { dateStyle: "full" } as const,
      { weekday: "short" } as const,
      { weekday: "long" } as const,
    ].map((options) => new Intl.DateTimeFormat("de-DE", options).format(day)),
  ),
];

const text = [
  ...strings(Object.values(modules)),
  ...sourceFiles.flatMap(literals),
  ...formatted,
].join("");
// Line breaks and tabs in the sources are layout, not glyphs.
const characters = [...new Set(text)].filter((char) => !/[\n\r\t]/.test(char));
const name = (char: string) =>
  `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;

// The legal pages' back link arrow (U+2190) is outside fontsource's Latin range: neither file of
// either family has it or asks for it, and a system font draws it (docs/decisions/0008).
const systemFontCharacters = ["←"];

let coreFiles: Map<string, Set<number>>;
beforeAll(async () => {
  coreFiles = new Map();
  for (const font of webFonts.filter((font) => font.part === "core")) {
    coreFiles.set(font.family, codePoints(await toSfnt(readFileSync(outputPath(font)))));
  }
});

test("the site's text was all read", () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
  expect(sourceFiles).toEqual(
    expect.arrayContaining([
      "inquiry/schema.ts",
      "inquiry/form/contact-form.tsx",
      path.join("components", "legal", "legal-page.tsx"),
    ]),
  );
  expect(characters).toEqual(expect.arrayContaining([..."äöüß–€§©·…\u00a0"]));
  // In a component's JSX, a content module's function and the schema's messages.
  expect(text).toContain("Zurück zur Startseite");
  expect(text).toContain("Raten à");
  expect(text).toContain("Bitte wähle ein Paket aus");
  expect(text).toContain("März");
});

test("every character of the site's text is in the fonts' core range", () => {
  const outside = characters.filter((char) => !coreCodePoints.has(char.codePointAt(0)!));
  expect(outside.map(name)).toEqual(systemFontCharacters.map(name));
});

test("both core files have a glyph for every character of the site's text", () => {
  expect([...coreFiles.keys()].sort()).toEqual(["Cormorant Garamond", "Manrope"]);
  for (const [family, available] of coreFiles) {
    const missing = characters.filter(
      (char) => !available.has(char.codePointAt(0)!) && !systemFontCharacters.includes(char),
    );
    expect(missing.map(name), family).toEqual([]);
  }
});
