/**
 * A prerendered page served with a few bytes of its own per response (the home page's form
 * token, ADR 0023), compressed as well as the build compresses it, without compressing anything
 * per response.
 *
 * The page up to `</body>` is compressed once, when the server starts, at each format's top
 * level, and the encoder is flushed instead of finished: Brotli's BROTLI_OPERATION_FLUSH and
 * deflate's Z_SYNC_FLUSH end on a byte boundary with the stream still open. Each response then
 * continues that stream with the per-response tail (the appendix and `</body></html>`) as stored
 * data, which every decoder copies as it is, and ends it:
 *
 * - Brotli: uncompressed meta-blocks (RFC 7932, section 9.2) and an empty last meta-block;
 * - gzip: stored deflate blocks, the last one final (RFC 1951, section 3.2.4), then the trailer
 *   (RFC 1952): the CRC-32 of the whole page, continued from the prefix's, and its length.
 *
 * The tail is a couple of hundred bytes, so storing it instead of compressing it costs about
 * that many bytes, and a response costs a copy of the compressed page and a CRC of the tail.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, crc32, gzip } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

export type AppendablePage = {
  /** The page with `appendix` inserted before `</body>`, encoded. */
  render(appendix: string, encoding: PageEncoding): Buffer;
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The most one uncompressed Brotli meta-block holds with a four-nibble length. */
const brotliBlockMax = 1 << 16;
/** The most one stored deflate block holds (its length is 16 bits). */
const deflateBlockMax = 0xffff;

/** Uncompressed meta-blocks holding `data`, then the empty last meta-block. */
function brotliTail(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += brotliBlockMax) {
    const block = data.subarray(at, at + brotliBlockMax);
    // Bits from the lowest: ISLAST = 0, MNIBBLES = 0 (four nibbles), MLEN - 1 in 16 bits,
    // ISUNCOMPRESSED = 1, then zeros to the byte boundary.
    const header = ((block.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), block);
  }
  // ISLAST = 1, ISLASTEMPTY = 1.
  parts.push(Buffer.from([0b11]));
  return parts;
}

/** Stored deflate blocks holding `data`, the last one final. */
function deflateTail(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let at = 0;
  do {
    const block = data.subarray(at, at + deflateBlockMax);
    at += block.length;
    const header = Buffer.alloc(5);
    // BFINAL, BTYPE = 00 (stored), zeros to the byte boundary; then LEN and its complement.
    header[0] = at >= data.length ? 1 : 0;
    header.writeUInt16LE(block.length, 1);
    header.writeUInt16LE(~block.length & 0xffff, 3);
    parts.push(header, block);
  } while (at < data.length);
  return parts;
}

export async function prepareAppendablePage(html: Buffer): Promise<AppendablePage> {
  const text = html.toString("utf8");
  const at = text.lastIndexOf("</body>");
  if (at < 0) throw new Error("a page that takes an appendix needs a </body>");
  const prefix = Buffer.from(text.slice(0, at));
  const suffix = text.slice(at);

  const [brotliPrefix, gzipPrefix] = await Promise.all([
    brotliAsync(prefix, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: prefix.length,
      },
    }),
    gzipAsync(prefix, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
  ]);
  const prefixCrc = crc32(prefix);

  return {
    render(appendix, encoding) {
      const tail = Buffer.from(appendix + suffix);
      if (encoding === "identity") return Buffer.concat([prefix, tail]);
      if (encoding === "br") return Buffer.concat([brotliPrefix, ...brotliTail(tail)]);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc32(tail, prefixCrc), 0);
      // ISIZE is the length modulo 2^32.
      trailer.writeUInt32LE((prefix.length + tail.length) % 2 ** 32, 4);
      return Buffer.concat([gzipPrefix, ...deflateTail(tail), trailer]);
    },
  };
}
