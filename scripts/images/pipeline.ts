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

/**
 * Enough for 1x to 3x screens from a 320 px phone to a full-HD desktop. No output is longer than
 * 1920 px on either side: a 2560 px step was the most expensive file of every picture to encode
 * (AVIF time grows with the pixels) and only a retina desktop showing the hero or the lightbox
 * would ask for it; a portrait picture stops at 1280 px wide, which no layout on the site draws
 * wider (ADR 0015).
 */
export const widthLadder = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
export const maxLongSide = 1920;

/**
 * Encoder settings. Changing them changes every output name (they are part of the hash).
 * AVIF effort 3: on camera photographs it gives the same size and SSIM as effort 4 at the widths
 * phones load (480 to 800 px, within 3 %) and up to 15 % more bytes at 1600 px, for a quarter to a
 * fifth of the encoding time (ADR 0015).
 */
const encoderSettings = {
  avif: { quality: 52, effort: 3, chromaSubsampling: "4:2:0" },
  // WebP is the fallback for the few browsers without AVIF: effort 2 without "smart" chroma
  // subsampling takes a quarter of the time of effort 4 with it, for about 5 % more bytes.
  webp: { quality: 74, effort: 2 },
  /** Colour samples along the placeholder's longer side (see gradientPlaceholder). */
  placeholderCells: 4,
  version: 3,
} as const;

/** The width that the `<img src>` fallback uses (the nearest ladder width not above it). */
const fallbackWidth = 1024;

/**
 * The phone cut (ADR 0026): a tall 9:16 crop of a picture that a layout shows full-screen on a
 * phone (the hero). A phone then loads the part it shows, instead of a landscape file it crops two
 * thirds away and draws 2.6 to 2.9 times enlarged. Two widths: 480 px (853 px tall) is drawn 1.6
 * to 1.8 times enlarged on phones at 1.75 to 2x and weighs less than the 800 px landscape file it
 * replaces; at 540 px the hero of a camera photograph needed one more round trip on slow 4G.
 * `denseWidth`: a third file only for screens of 2.5x and more (most iPhones), which would
 * otherwise enlarge the 480 px file 2.7 times (ADR 0028).
 */
export const phoneCut = { aspect: 9 / 16, widths: [360, 480], denseWidth: 720 } as const;

export type Focal = { x: number; y: number };

export type ImageVariant = { width: number; url: string };

/** A phone cut's files: `width` × `height` is its largest size. */
export type CutEntry = {
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** The larger file for screens of 2.5x and more, when the picture is large enough for it. */
  dense?: { width: number; height: number; avif: ImageVariant[]; webp: ImageVariant[] };
};

export type ManifestEntry = {
  /** Hash of the source bytes and the settings; also part of every output name. */
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  avif: ImageVariant[];
  webp: ImageVariant[];
  fallback: string;
  /** Only for pictures cut for phones. */
  phone?: CutEntry;
};

/**
 * Widths to generate for an original: the ladder up to its own size (never upscaled) and to
 * `maxLongSide` on its longer side.
 */
export function widthsFor(originalWidth: number, originalHeight: number): number[] {
  const top = Math.min(
    originalWidth,
    Math.round((maxLongSide * originalWidth) / Math.max(originalWidth, originalHeight)),
  );
  // The top step is the largest size; a ladder step just below it would add a file without
  // adding detail, so steps within 10 % of the top are left out.
  return [...widthLadder.filter((width) => width < top * 0.9), top];
}

export function sourceHash(source: Buffer, cut?: Focal): string {
  const settings = cut ? { ...encoderSettings, phoneCut, cut } : encoderSettings;
  return createHash("sha256")
    .update(JSON.stringify(settings))
    .update(source)
    .digest("hex")
    .slice(0, 10);
}

/**
 * The phone cut's box in a picture of `width` × `height`: the full height (or the full width of a
 * picture taller than 9:16), centred on the focal point as far as the edges allow.
 */
export function cutBox(width: number, height: number, focal: Focal) {
  const cutWidth = Math.min(width, Math.round(height * phoneCut.aspect));
  const cutHeight = Math.min(height, Math.round(cutWidth / phoneCut.aspect));
  const clamp = (centre: number, size: number, whole: number) =>
    Math.min(whole - size, Math.max(0, Math.round(centre * whole - size / 2)));
  return {
    left: clamp(focal.x, cutWidth, width),
    top: clamp(focal.y, cutHeight, height),
    width: cutWidth,
    height: cutHeight,
  };
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
 *
 * The original is decoded once, turned upright and scaled to the largest width needed (JPEG
 * decoding can skip most of a 25-megapixel photo's pixels on the way); every width is made from
 * that copy, so a camera file costs one decode instead of one per output.
 */
export async function processImage(
  sourcePath: string,
  outDir: string,
  urlPrefix: string,
  previous?: ManifestEntry,
  /** Also make the phone cut, centred on this focal point. */
  cut?: Focal,
): Promise<{ entry: ManifestEntry; encoded: number }> {
  const source = await readFile(sourcePath);
  const hash = sourceHash(source, cut);
  const slug = slugFor(sourcePath);
  const fileName = (width: number, format: "avif" | "webp", prefix = "") =>
    `${slug}-${hash}-${prefix}${width}.${format}`;

  if (previous?.hash === hash && sameWidths(previous)) {
    const files = outputsOf(previous).map((variant) =>
      path.join(outDir, path.basename(variant.url)),
    );
    if ((await Promise.all(files.map(exists))).every(Boolean))
      return { entry: previous, encoded: 0 };
  }

  // autoOrient() applies the EXIF orientation before the metadata is dropped, so portrait phone
  // photos stay upright; the colours are converted to sRGB, the only profile browsers assume.
  const original = sharp(source, { failOn: "error" }).autoOrient();
  const { width, height } = (await original.metadata()).autoOrient;
  const widths = widthsFor(width, height);
  const decoded = await original
    .resize({ width: widths.at(-1)!, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = sharp(decoded.data, { raw: decoded.info });

  await mkdir(outDir, { recursive: true });
  let encoded = 0;
  /** Encodes `picture` at each width (skipping files that exist) and lists the variants. */
  const encodeLadder = async (picture: Sharp, ladder: readonly number[], prefix = "") => {
    const variants = { avif: [] as ImageVariant[], webp: [] as ImageVariant[] };
    for (const targetWidth of ladder) {
      const resized = picture.clone().resize({ width: targetWidth, withoutEnlargement: true });
      for (const format of ["avif", "webp"] as const) {
        const name = fileName(targetWidth, format, prefix);
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
    return variants;
  };
  const variants = await encodeLadder(image, widths);
  let phone: CutEntry | undefined;
  if (cut) {
    // Cut from the decoded copy (already at most 1920 px wide): enough for the cut's widths.
    const box = cutBox(decoded.info.width, decoded.info.height, cut);
    // As for the ladder: never wider than the cut itself, no step within 10 % of the top one.
    const largest = Math.min(box.width, phoneCut.widths.at(-1)!);
    const cutWidths = [...phoneCut.widths.filter((width) => width < largest * 0.9), largest];
    const heightAt = (width: number) => Math.round((width * box.height) / box.width);
    const cutImage = image.clone().extract(box);
    phone = {
      width: largest,
      height: heightAt(largest),
      ...(await encodeLadder(cutImage, cutWidths, "cut")),
    };
    // Like a ladder step: only if it adds detail, and never wider than the cut itself.
    const dense = Math.min(box.width, phoneCut.denseWidth);
    if (dense >= largest * 1.1)
      phone.dense = {
        width: dense,
        height: heightAt(dense),
        ...(await encodeLadder(cutImage, [dense], "cut")),
      };
  }

  const fallback =
    [...variants.webp].reverse().find((variant) => variant.width <= fallbackWidth) ??
    variants.webp[0]!;
  return {
    entry: {
      hash,
      width,
      height,
      placeholder: await gradientPlaceholder(image, decoded.info.width, decoded.info.height),
      avif: variants.avif,
      webp: variants.webp,
      fallback: fallback.url,
      ...(phone ? { phone } : {}),
    },
    encoded,
  };
}

/** Every output file of a manifest entry. */
export function outputsOf(entry: ManifestEntry): ImageVariant[] {
  return [
    ...entry.avif,
    ...entry.webp,
    ...(entry.phone ? [...entry.phone.avif, ...entry.phone.webp] : []),
    ...(entry.phone?.dense ? [...entry.phone.dense.avif, ...entry.phone.dense.webp] : []),
  ];
}

/** Whether a manifest entry was made with today's width ladder. */
function sameWidths(entry: ManifestEntry) {
  return (
    entry.avif.map((variant) => variant.width).join() ===
    widthsFor(entry.width, entry.height).join()
  );
}
