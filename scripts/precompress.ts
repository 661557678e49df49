/**
 * Runs after `react-router build` (the `postbuild` script): writes `file.br` and `file.gz` next to
 * every compressible file in build/client, so the server serves compressed bytes straight from
 * disk (app/lib/static-compression.server.ts).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  compress,
  compressibleExtensions,
  precompressedSuffix,
  type Encoding,
} from "../app/lib/static-compression.server.ts";

const clientDir = path.resolve("build/client");
const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const raw = await readFile(file);
    before += raw.length;
    for (const encoding of Object.keys(precompressedSuffix) as Encoding[]) {
      const body = await compress(raw, encoding);
      if (encoding === "br") after += body.length;
      await writeFile(file + precompressedSuffix[encoding], body);
    }
  }),
);
console.log(
  `precompress: ${files.length} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
