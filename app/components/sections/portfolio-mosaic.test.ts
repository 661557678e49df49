import { describe, expect, it } from "vitest";
import {
  mosaicShapes,
  spansPhoneRow,
  tileCells,
  tileClassName,
  tileSizes,
  type TileShape,
} from "#app/components/sections/portfolio-mosaic.ts";

type Span = { columns: number; rows: number };

/** A tile's spans as its classes give them, below md (`phone`) or from md up (`desktop`). */
function spansOf(className: string, screen: "phone" | "desktop"): Span {
  const span = { columns: 1, rows: 1 };
  const classes = className.split(" ");
  const apply = (prefix: string) => {
    for (const name of classes) {
      const match = new RegExp(`^${prefix}(col|row)-span-(\\d)$`).exec(name);
      if (match) span[match[1] === "col" ? "columns" : "rows"] = Number(match[2]);
    }
  };
  apply("");
  if (screen === "desktop") apply("md:");
  return span;
}

/**
 * CSS grid's auto-placement as the browser runs it for these tiles (row by row, `sparse`, every
 * tile auto-placed): the cursor only moves forward, so a cell it passes stays empty. Returns the
 * grid's cells, each holding the index of its tile or -1.
 */
function place(spans: Span[], columns: number): number[][] {
  const grid: number[][] = [];
  const cell = (row: number, column: number) => grid[row]?.[column] ?? -1;
  let row = 0;
  let column = 0;
  spans.forEach((span, index) => {
    if (span.columns > columns) throw new Error(`tile ${index} is wider than the grid`);
    for (;;) {
      if (column + span.columns > columns) {
        row += 1;
        column = 0;
        continue;
      }
      let free = true;
      for (let r = row; r < row + span.rows; r++)
        for (let c = column; c < column + span.columns; c++) if (cell(r, c) !== -1) free = false;
      if (free) break;
      column += 1;
    }
    for (let r = row; r < row + span.rows; r++) {
      grid[r] ??= Array.from({ length: columns }, () => -1);
      for (let c = column; c < column + span.columns; c++) grid[r]![c] = index;
    }
  });
  return grid;
}

const layout = (count: number, screen: "phone" | "desktop") =>
  mosaicShapes(count).map((shape, index) =>
    spansOf(tileClassName(shape, spansPhoneRow(index, count)), screen),
  );

const counts = Array.from({ length: 35 }, (_, i) => i + 6);

describe("the portfolio's mosaic", () => {
  it("keeps the 22 pictures' layout it had before the owner could choose them", () => {
    expect(mosaicShapes(22)).toEqual([
      ...["large", "square", "square", "square", "square"],
      ...["square", "tall", "wide", "square", "square", "square"],
      ...["square", "square", "large", "square", "square"],
      ...["wide", "tall", "square", "square", "square", "square"],
    ]);
  });

  it.each(counts)("closes every row of four columns for %i pictures", (count) => {
    const shapes = mosaicShapes(count);
    expect(shapes).toHaveLength(count);
    const grid = place(layout(count, "desktop"), 4);
    for (const [index, row] of grid.entries()) {
      expect(row, `row ${index}`).not.toContain(-1);
      // A row is as tall as its squares: without one it would collapse.
      const squares = row.filter((tile) => shapes[tile] === "square");
      expect(squares.length, `row ${index} has a square`).toBeGreaterThan(0);
    }
    expect(new Set(grid.flat()).size).toBe(count);
  });

  it.each(counts)("closes every row of two columns on phones for %i pictures", (count) => {
    const grid = place(layout(count, "phone"), 2);
    for (const [index, row] of grid.entries()) expect(row, `row ${index}`).not.toContain(-1);
    expect(new Set(grid.flat()).size).toBe(count);
  });

  it("shows the larger shapes in most blocks, not only squares", () => {
    for (const count of counts) {
      const shapes = mosaicShapes(count);
      const blocks = place(layout(count, "desktop"), 4).length / 2;
      const larger = shapes.filter((shape) => shape === "large" || shape === "tall").length;
      expect(larger, `${count} pictures`).toBeGreaterThanOrEqual(Math.floor(blocks / 2));
    }
  });
});

describe("a tile's classes and sizes", () => {
  const shapes = Object.keys(tileCells) as TileShape[];

  it.each(shapes)("%s spans its cells from md up and one square below", (shape) => {
    expect(spansOf(tileClassName(shape, false), "desktop")).toEqual(tileCells[shape]);
    expect(spansOf(tileClassName(shape, false), "phone")).toEqual({ columns: 1, rows: 1 });
    expect(spansOf(tileClassName(shape, true), "desktop")).toEqual(tileCells[shape]);
    expect(spansOf(tileClassName(shape, true), "phone")).toEqual({ columns: 2, rows: 1 });
    // Squares size their rows; a larger tile stretches over its cells instead.
    expect(tileClassName(shape, false)).toContain("aspect-square");
    expect(tileClassName(shape, false).includes("md:aspect-auto")).toBe(shape !== "square");
  });

  it.each(shapes)("%s asks for a file as wide as it is drawn", (shape) => {
    const vw = (sizes: string, media: string) =>
      Number(new RegExp(`${media.replace(/[()]/g, "\\$&")} (\\d+)vw`).exec(sizes)?.[1]);
    const sizes = tileSizes(shape, false);
    // From md up a column is a quarter of the screen less the gaps; a tall tile is cropped from
    // a portrait picture and asks for a little more.
    const columns = tileCells[shape].columns;
    expect(vw(sizes, "(min-width: 768px)")).toBeGreaterThanOrEqual(columns * 24);
    expect(vw(sizes, "(min-width: 768px)")).toBeLessThanOrEqual(columns * 24 + 8);
    expect(sizes.endsWith(", 50vw")).toBe(true);
    expect(tileSizes(shape, true).endsWith(", 100vw")).toBe(true);
  });

  it("lets only the first tile of an odd count span both phone columns", () => {
    expect(spansPhoneRow(0, 7)).toBe(true);
    expect(spansPhoneRow(1, 7)).toBe(false);
    expect(spansPhoneRow(0, 22)).toBe(false);
  });
});
