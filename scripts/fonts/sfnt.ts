/**
 * Just enough of an SFNT (TrueType/OpenType) reader to check subset fonts: the table directory,
 * the code points the cmap maps to a glyph, and the variation axes. WOFF2 files are turned into
 * SFNT first (see `toSfnt` in subset.ts).
 */

export type Axis = { tag: string; min: number; default: number; max: number };

function tables(font: Uint8Array): Map<string, DataView> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const result = new Map<string, DataView>();
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    result.set(tag, new DataView(font.buffer, font.byteOffset + offset, length));
  }
  return result;
}

/** Every code point the font's Unicode cmap subtable maps to a real glyph (not .notdef). */
export function codePoints(font: Uint8Array): Set<number> {
  const cmap = tables(font).get("cmap");
  if (!cmap) throw new Error("the font has no cmap table");
  const subtables = new Map<string, number>();
  for (let index = 0; index < cmap.getUint16(2); index++) {
    const record = 4 + index * 8;
    const key = `${cmap.getUint16(record)}/${cmap.getUint16(record + 2)}`;
    subtables.set(key, cmap.getUint32(record + 4));
  }
  const full = subtables.get("3/10") ?? subtables.get("0/4");
  const bmp = subtables.get("3/1") ?? subtables.get("0/3");
  const result = new Set<number>();
  if (full !== undefined && cmap.getUint16(full) === 12) {
    const groups = cmap.getUint32(full + 12);
    for (let group = 0; group < groups; group++) {
      const at = full + 16 + group * 12;
      const [start, end, glyph] = [
        cmap.getUint32(at),
        cmap.getUint32(at + 4),
        cmap.getUint32(at + 8),
      ];
      for (let code = start; code <= end; code++) if (glyph + code - start !== 0) result.add(code);
    }
    return result;
  }
  if (bmp === undefined || cmap.getUint16(bmp) !== 4) throw new Error("no cmap format 4 or 12");
  const segments = cmap.getUint16(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const start = cmap.getUint16(starts + segment * 2);
    const end = cmap.getUint16(ends + segment * 2);
    const delta = cmap.getInt16(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.getUint16(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        glyph = cmap.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) result.add(code);
    }
  }
  return result;
}

/** The font's variation axes (from `fvar`); empty for a static font. */
export function axes(font: Uint8Array): Axis[] {
  const fvar = tables(font).get("fvar");
  if (!fvar) return [];
  const first = fvar.getUint16(4);
  const count = fvar.getUint16(8);
  const size = fvar.getUint16(10);
  const fixed = (at: number) => fvar.getInt32(at) / 65536;
  return Array.from({ length: count }, (_, index) => {
    const at = first + index * size;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((byte) => fvar.getUint8(at + byte)));
    return { tag, min: fixed(at + 4), default: fixed(at + 8), max: fixed(at + 12) };
  });
}
