/**
 * Runs after `react-router build` (the `postbuild` script): writes `file.br` and `file.gz` next to
 * every compressible file in build/client, at the smallest size each format can produce, so the
 * server (server/static-files.ts) serves compressed bytes straight from disk and never spends a
 * visitor's time on Brotli's slow top level.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".data",
  ".svg",
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const clientDir = path.resolve("build/client");
const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const raw = await readFile(file);
    before += raw.length;
    const br = await brotli(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    after += br.length;
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, await gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }));
  }),
);
console.log(
  `precompress: ${files.length} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
