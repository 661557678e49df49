/**
 * The portfolio's mosaic for any number of pictures (the owner shows 6 to 40). Pure: the count in,
 * each tile's shape, grid classes and `sizes` out.
 *
 * From md up the grid has four columns and no fixed row height: a row is as tall as its square
 * tiles (the larger tiles stretch over whole cells), so every row needs a square. The mosaic is
 * made of blocks of 4 × 2 cells, each filled in order by the browser's auto-placement without a
 * hole and with a square in both of its rows; such a block holds 4 to 8 tiles. Below md the grid
 * has two columns of squares; an odd count lets the first tile span both, so the last row closes.
 */

/** How many grid cells a tile spans in the four-column mosaic (from md up). */
export type TileShape = "square" | "large" | "tall" | "wide";

export const tileCells: Readonly<Record<TileShape, { columns: number; rows: number }>> = {
  square: { columns: 1, rows: 1 },
  large: { columns: 2, rows: 2 },
  tall: { columns: 1, rows: 2 },
  wide: { columns: 2, rows: 1 },
};

const s = "square";

/**
 * The blocks by their number of tiles, each in the order auto-placement fills it. A count's
 * second block alternates with its first (the large picture left, then right), so the mosaic does
 * not repeat itself row after row. The first of 5 and 6 with the second of each are today's four
 * blocks of 22.
 */
const blocks: Readonly<Record<number, readonly (readonly TileShape[])[]>> = {
  4: [
    ["large", "tall", s, s],
    [s, "tall", "large", s],
  ],
  5: [
    ["large", s, s, s, s],
    [s, s, "large", s, s],
  ],
  6: [
    [s, "tall", "wide", s, s, s],
    ["wide", "tall", s, s, s, s],
  ],
  7: [
    ["wide", s, s, s, s, s, s],
    [s, s, s, s, s, "wide", s],
  ],
  8: [[s, s, s, s, s, s, s, s]],
};

const smallestBlock = 4;
const largestBlock = 8;
/** The tiles per block the mosaic aims at: a large or tall picture in most blocks. */
const idealBlock = 5.5;

/** How many tiles each block holds: as close to the ideal as the count allows, spread evenly. */
function blockSizes(count: number): number[] {
  const fewest = Math.ceil(count / largestBlock);
  const most = Math.floor(count / smallestBlock);
  const total = Math.min(most, Math.max(fewest, Math.round(count / idealBlock)));
  const base = Math.floor(count / total);
  const extra = count % total;
  // Block i gets one more when the running share of the extras steps up: 22 → 5, 6, 5, 6.
  return Array.from(
    { length: total },
    (_, i) => base + Math.floor(((i + 1) * extra) / total) - Math.floor((i * extra) / total),
  );
}

/** Each tile's shape in the four-column mosaic, in order; any count from 4 up closes every row. */
export function mosaicShapes(count: number): TileShape[] {
  if (count < smallestBlock) return Array.from({ length: count }, () => s);
  const used: Record<number, number> = {};
  return blockSizes(count).flatMap((size) => {
    const variants = blocks[size]!;
    const nth = used[size] ?? 0;
    used[size] = nth + 1;
    return [...variants[nth % variants.length]!];
  });
}

/** Below md: whether the tile spans both columns, which the first does when the count is odd. */
export const spansPhoneRow = (index: number, count: number) => index === 0 && count % 2 === 1;

/**
 * Grid spans. Every tile is a square by default; from md up the larger ones lose the aspect ratio
 * and stretch over their cells. The picture is absolutely placed so it never sizes a track.
 */
const tileSpans: Record<TileShape, string> = {
  square: "",
  large: "md:col-span-2 md:row-span-2 md:aspect-auto",
  tall: "md:row-span-2 md:aspect-auto",
  wide: "md:col-span-2 md:aspect-auto",
};

/** A tile's grid classes: its shape from md up, and both phone columns where it spans them. */
export function tileClassName(shape: TileShape, phoneRow: boolean): string {
  const phone = phoneRow
    ? `col-span-2 ${tileCells[shape].columns === 1 ? "md:col-span-1" : ""}`
    : "";
  return `relative aspect-square ${phone} ${tileSpans[shape]}`.replace(/\s+/g, " ").trim();
}

/**
 * The width each tile is rendered at, for the browser's choice of file. The grid is at most
 * 80rem wide minus padding; a tall tile is cropped from a portrait image and needs a little more.
 */
const desktopSizes: Record<TileShape, string> = {
  square: "(min-width: 1280px) 300px, (min-width: 768px) 24vw",
  large: "(min-width: 1280px) 600px, (min-width: 768px) 48vw",
  tall: "(min-width: 1280px) 400px, (min-width: 768px) 32vw",
  wide: "(min-width: 1280px) 600px, (min-width: 768px) 48vw",
};

export const tileSizes = (shape: TileShape, phoneRow: boolean) =>
  `${desktopSizes[shape]}, ${phoneRow ? "100vw" : "50vw"}`;
