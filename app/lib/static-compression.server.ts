/**
 * Compression of the static files in build/client. `npm run build` writes a Brotli and a gzip copy
 * next to every text file (scripts/precompress.ts), so the server only reads bytes from disk and
 * never spends a visitor's time on Brotli's slow top level; files without a copy are compressed on
 * first request, off the event loop, and kept in memory.
 */
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = new Set([
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

/** Where the precompressed copy of a file lives: "index.html" → "index.html.br". */
export const precompressedSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The smallest output each format can produce; the work runs in libuv's thread pool. */
export function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION });
}
