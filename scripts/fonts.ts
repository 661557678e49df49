/**
 * `npm run fonts`: writes the subset web fonts to app/assets/fonts/ from the fontsource files, a
 * preloaded "core" and a lazily loaded "extended" file per family (what is kept and why:
 * scripts/fonts/subset.ts and docs/decisions/0008). The outputs are committed, so a build never
 * runs this; run it again after updating a @fontsource-variable package, subset-font, the core
 * characters or the weights the site uses. The same inputs give the same bytes.
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { axes } from "./fonts/sfnt.ts";
import { outputPath, sourcePath, subsetWebFont, toSfnt, webFonts } from "./fonts/subset.ts";

const size = (bytes: number) => `${bytes.toLocaleString("en")} B`.padStart(9);

const written = new Set<string>();
for (const font of webFonts) {
  const original = (await stat(sourcePath(font))).size;
  const subset = await subsetWebFont(font);
  const file = outputPath(font);
  await mkdir(path.dirname(file), { recursive: true });
  const unchanged = (await readFile(file).catch(() => null))?.equals(subset) ?? false;
  if (!unchanged) await writeFile(file, subset);
  written.add(file);

  const axis = axes(await toSfnt(subset)).find((entry) => entry.tag === "wght");
  const weights = axis ? `wght ${axis.min}–${axis.max}` : `static ${font.wght as number}`;
  console.log(
    `${`${font.family} ${font.part}`.padEnd(28)} ${size(original)} → ${size(subset.length)} (${weights})` +
      `  ${path.relative(process.cwd(), file)}${unchanged ? " (unchanged)" : ""}`,
  );
}

// Files of an earlier split (or of a font the site no longer uses) would otherwise linger.
for (const directory of new Set([...written].map((file) => path.dirname(file)))) {
  for (const name of await readdir(directory)) {
    const file = path.join(directory, name);
    if (name.endsWith(".woff2") && !written.has(file)) {
      await rm(file);
      console.log(`removed ${path.relative(process.cwd(), file)}`);
    }
  }
}
