/**
 * The blurred placeholder every picture carries inline (ADR 0007): a few soft CSS gradients in its
 * colours, shown until the picture has loaded.
 */
import type { Sharp } from "sharp";

/**
 * Colour samples along the placeholder's longer side. Part of the encoder settings
 * (./pipeline.server.ts): a change renames every output.
 */
export const placeholderCells = 4;

const hex = (pixel: ArrayLike<number>) =>
  `#${Array.from(pixel, (channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/**
 * A blurred placeholder small enough to inline, as a CSS `background-image` value: the picture
 * shrunk to a grid of colours (4 along the longer side, 3 along the shorter), each drawn as a soft
 * radial gradient over the average colour. Pure CSS costs the browser almost nothing before the
 * first paint; the earlier SVG-blur data URIs made Chromium build a hidden SVG document per image
 * during style calculation, about 100 ms on a fast desktop for the home page (ADR 0007).
 */
export async function gradientPlaceholder(image: Sharp, width: number, height: number) {
  const long = placeholderCells;
  const [columns, rows] = width >= height ? [long, long - 1] : [long - 1, long];
  const sample = async (w: number, h: number) =>
    (await image.clone().resize(w, h, { fit: "fill" }).removeAlpha().raw().toBuffer()) as Buffer;
  const grid = await sample(columns, rows);
  const average = await sample(1, 1);
  // Each blob reaches 1.5 cells from its centre, so neighbours blend into one another.
  const radius = (axis: number) => `${Math.round(150 / axis)}%`;
  const centre = (index: number, axis: number) => `${Math.round(((index + 0.5) / axis) * 100)}%`;
  const blobs: string[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const offset = (row * columns + column) * 3;
      const colour = hex(grid.subarray(offset, offset + 3));
      blobs.push(
        `radial-gradient(${radius(columns)} ${radius(rows)} at ${centre(column, columns)} ${centre(row, rows)},${colour},${colour}00)`,
      );
    }
  return [...blobs, `linear-gradient(${hex(average)} 0 0)`].join(",");
}
