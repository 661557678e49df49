/**
 * The responsive image pipeline: one original in, AVIF and WebP at a ladder of widths out, plus
 * the facts the markup needs (intrinsic size, a tiny blurred placeholder in CSS). Output names carry a
 * hash of the source bytes and the encoder settings, so they can be cached forever and a rebuild
 * can skip every image whose outputs already exist.
 *
 * Metadata is never copied (sharp drops EXIF, GPS, XMP, IPTC and ICC unless asked to keep them):
 * boudoir clients' photos must not leak where or with which camera they were taken.
 */
import { createHash } from "node:crypto";
import { access, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

/** Enough for 1x to 3x screens from a 320 px phone to a 2560 px wide desktop. */
export const widthLadder = [320, 480, 640, 800, 1024, 1280, 1600, 1920, 2560] as const;

/**
 * Encoder settings. Changing them changes every output name (they are part of the hash).
 * AVIF effort stays modest: effort 4 is several times faster than the default on 2 cores for a
 * few percent more bytes.
 */
const encoderSettings = {
  avif: { quality: 52, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 74, effort: 4, smartSubsample: true },
  /** Colour samples along the placeholder's longer side (see gradientPlaceholder). */
  placeholderCells: 4,
  version: 2,
} as const;

/** The width that the `<img src>` fallback uses (the nearest ladder width not above it). */
const fallbackWidth = 1024;

export type ImageVariant = { width: number; url: string };

export type ManifestEntry = {
  /** Hash of the source bytes and the settings; also part of every output name. */
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  avif: ImageVariant[];
  webp: ImageVariant[];
  fallback: string;
};

/** Widths to generate for an original: the ladder up to its own width (never upscaled). */
export function widthsFor(originalWidth: number): number[] {
  const largest = widthLadder[widthLadder.length - 1]!;
  const top = Math.min(originalWidth, largest);
  // The top step is the original's own width (no upscaling); a ladder step just below it would
  // add a file without adding detail, so steps within 10 % of the top are left out.
  return [...widthLadder.filter((width) => width < top * 0.9), top];
}

export function sourceHash(source: Buffer): string {
  return createHash("sha256")
    .update(JSON.stringify(encoderSettings))
    .update(source)
    .digest("hex")
    .slice(0, 10);
}

/** The name stem of an original: "Hero 1.JPG" becomes "hero-1". */
export function slugFor(file: string): string {
  return (
    path
      .parse(file)
      .name.normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "image"
  );
}

const hex = (pixel: ArrayLike<number>) =>
  `#${Array.from(pixel, (channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/**
 * A blurred placeholder small enough to inline, as a CSS `background-image` value: the picture
 * shrunk to a grid of colours (4 along the longer side, 3 along the shorter), each drawn as a soft
 * radial gradient over the average colour. Pure CSS costs the browser almost nothing before the
 * first paint; the earlier SVG-blur data URIs made Chromium build a hidden SVG document per image
 * during style calculation, about 100 ms on a fast desktop for the home page (ADR 0007).
 */
async function gradientPlaceholder(image: Sharp, width: number, height: number) {
  const long = encoderSettings.placeholderCells;
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

async function exists(file: string) {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Processes one original into `outDir` (served as `urlPrefix`). Outputs that already exist under
 * their hashed name are not encoded again; pass the previous manifest entry to skip the work
 * entirely when nothing changed.
 */
export async function processImage(
  sourcePath: string,
  outDir: string,
  urlPrefix: string,
  previous?: ManifestEntry,
): Promise<{ entry: ManifestEntry; encoded: number }> {
  const source = await readFile(sourcePath);
  const hash = sourceHash(source);
  const slug = slugFor(sourcePath);
  const fileName = (width: number, format: "avif" | "webp") => `${slug}-${hash}-${width}.${format}`;

  const ladderUnchanged =
    previous?.avif.map((variant) => variant.width).join() ===
    widthsFor(previous?.width ?? 0).join();
  if (previous?.hash === hash && ladderUnchanged) {
    const files = [...previous.avif, ...previous.webp].map((variant) =>
      path.join(outDir, path.basename(variant.url)),
    );
    if ((await Promise.all(files.map(exists))).every(Boolean))
      return { entry: previous, encoded: 0 };
  }

  // autoOrient() applies the EXIF orientation before the metadata is dropped, so portrait phone
  // photos stay upright; the colours are converted to sRGB, the only profile browsers assume.
  const image = sharp(source, { failOn: "error" }).autoOrient().toColourspace("srgb");
  const { width, height } = (await image.metadata()).autoOrient;

  await mkdir(outDir, { recursive: true });
  const widths = widthsFor(width);
  let encoded = 0;
  const variants = { avif: [] as ImageVariant[], webp: [] as ImageVariant[] };
  for (const targetWidth of widths) {
    const resized = image.clone().resize({ width: targetWidth, withoutEnlargement: true });
    for (const format of ["avif", "webp"] as const) {
      const name = fileName(targetWidth, format);
      const target = path.join(outDir, name);
      if (!(await exists(target))) {
        const pipeline =
          format === "avif"
            ? resized.clone().avif(encoderSettings.avif)
            : resized.clone().webp(encoderSettings.webp);
        await pipeline.toFile(target);
        encoded += 1;
      }
      variants[format].push({ width: targetWidth, url: `${urlPrefix}/${name}` });
    }
  }

  const fallback =
    [...variants.webp].reverse().find((variant) => variant.width <= fallbackWidth) ??
    variants.webp[0]!;
  return {
    entry: {
      hash,
      width,
      height,
      placeholder: await gradientPlaceholder(image, width, height),
      avif: variants.avif,
      webp: variants.webp,
      fallback: fallback.url,
    },
    encoded,
  };
}
