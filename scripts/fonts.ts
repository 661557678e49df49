/**
 * `npm run fonts`: writes the subset web fonts to app/assets/fonts/ from the fontsource files
 * (what is kept and why: scripts/fonts/subset.ts and docs/decisions/0008). The outputs are
 * committed, so a build never runs this; run it again after updating a @fontsource-variable
 * package, subset-font, or the weights the site uses. The same inputs give the same bytes.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { axes } from "./fonts/sfnt.ts";
import { outputPath, sourcePath, subsetWebFont, toSfnt, webFonts } from "./fonts/subset.ts";

const size = (bytes: number) => `${bytes.toLocaleString("en")} B`.padStart(9);

let before = 0;
let after = 0;
for (const font of webFonts) {
  const original = (await stat(sourcePath(font))).size;
  const subset = await subsetWebFont(font);
  const file = outputPath(font);
  await mkdir(path.dirname(file), { recursive: true });
  const unchanged = (await readFile(file).catch(() => null))?.equals(subset) ?? false;
  if (!unchanged) await writeFile(file, subset);

  const axis = axes(await toSfnt(subset)).find((entry) => entry.tag === "wght");
  const weights = axis ? `wght ${axis.min}–${axis.max}` : `static ${font.wght as number}`;
  const saved = Math.round((1 - subset.length / original) * 100);
  console.log(
    `${font.family.padEnd(20)} ${size(original)} → ${size(subset.length)} (−${saved} %, ${weights})` +
      `  ${path.relative(process.cwd(), file)}${unchanged ? " (unchanged)" : ""}`,
  );
  before += original;
  after += subset.length;
}
console.log(
  `${"total".padEnd(20)} ${size(before)} → ${size(after)} (−${Math.round((1 - after / before) * 100)} %)`,
);
