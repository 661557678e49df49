import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * German copy lives only in app/content/ (docs/development.md, "Rules"). Outside it, code lines (comments stripped)
 * must not carry German letters or the most common German words: a cheap tripwire that finds a
 * text written into a component or an error message.
 */
const roots = ["app", "server"];
const skip = [/^app\/content\//, /^app\/generated\//, /\.test\.tsx?$/, /test-inquiry\.ts$/];
const german =
  /[äöüßÄÖÜ]|\b(?:Bitte|bitte|deine?|nicht|Anfrage|Fehler|Seite|und|oder|ist|Zur|Zum)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

function codeLines(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.replace(/(^|\s)\/\/.*$/, "").replace(/\{\/\*.*?\*\/\}/g, ""));
}

describe("German copy", () => {
  it("is written only in app/content", () => {
    const found = roots
      .flatMap(sourceFiles)
      .filter((file) => !skip.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        codeLines(readFileSync(file, "utf8"))
          .map((line, i) => ({ where: `${file}:${i + 1}`, line: line.trim() }))
          .filter(({ line }) => german.test(line)),
      );
    expect(found).toEqual([]);
  });
});
