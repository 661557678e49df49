/**
 * The responsive image pipeline: one original in, AVIF and WebP at a ladder of widths out, plus
 * the facts the markup needs (intrinsic size, a tiny blurred placeholder in CSS), and the phone cut
 * around a focal point. Output names carry a hash of the source bytes and the encoder settings (the
 * cut's also its focal point), so they can be cached forever and a rebuild can skip every file that
 * already exists. Used by the build for the committed pictures (./build.server.ts, run by
 * scripts/images/build.ts) and by the photo worker for the owner's uploads (./upload.server.ts), so
 * both make exactly the same files.
 *
 * Metadata is never copied (sharp drops EXIF, GPS, XMP, IPTC and ICC unless asked to keep them):
 * boudoir clients' photos must not leak where or with which camera they were taken.
 */
import { createHash } from "node:crypto";
import { access, copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { CutEntry, Focal, ImageVariant, ManifestEntry } from "#app/images/images.ts";
import { gradientPlaceholder, placeholderCells } from "#app/images/placeholder.server.ts";

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
  /** Colour samples along the placeholder's longer side (./placeholder.server.ts). */
  placeholderCells,
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

/** The name hash of a picture's ladder: its source bytes and the encoder settings. */
export function sourceHash(source: Buffer): string {
  return createHash("sha256")
    .update(JSON.stringify(encoderSettings))
    .update(source)
    .digest("hex")
    .slice(0, 10);
}

/**
 * The name hash of a phone cut: the picture's own hash, the cut's settings and its focal point. A
 * moved focal point makes new cut files and leaves the ladder as it is.
 */
export function cutHash(pictureHash: string, focal: Focal): string {
  return createHash("sha256")
    .update(JSON.stringify({ encoderSettings, phoneCut, focal: [focal.x, focal.y] }))
    .update(pictureHash)
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

/**
 * Where encoded files go: a folder for the build, the database for the owner's uploads (which
 * commits a picture's files together, so none is served half-written). `has` lets a rebuild skip
 * files that already exist under their hashed name.
 */
export type Sink = {
  has(name: string): Promise<boolean>;
  put(name: string, data: Buffer): Promise<void>;
};

/** A folder: the build's public/images/. */
export function diskSink(dir: string): Sink {
  return {
    has: (name) =>
      access(path.join(dir, name)).then(
        () => true,
        () => false,
      ),
    put: async (name, data) => {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), data);
    },
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A folder with a cache beside it (IMAGE_CACHE_DIR): a file the folder lacks is copied from the
 * cache when it is there, and every new file goes to both. Names carry the hash of the original
 * and of the encoder's settings, so a cached file is always the one the build would encode. A
 * release on the server builds in a fresh folder; with the cache it encodes only what changed.
 */
export function cachedDiskSink(dir: string, cacheDir: string): Sink {
  const folder = diskSink(dir);
  return {
    async has(name) {
      if (await folder.has(name)) return true;
      if (!(await exists(path.join(cacheDir, name)))) return false;
      await mkdir(dir, { recursive: true });
      await copyFile(path.join(cacheDir, name), path.join(dir, name));
      return true;
    },
    async put(name, data) {
      await folder.put(name, data);
      await mkdir(cacheDir, { recursive: true });
      await writeFile(path.join(cacheDir, name), data);
    },
  };
}

/**
 * Memory: an upload's files, handed back together for the photo queue to commit in one
 * transaction. `onPut` hears of every file made (the studio's progress bar).
 */
export function memorySink(onPut: (made: number) => void = () => {}) {
  const files: { name: string; data: Uint8Array }[] = [];
  const sink: Sink = {
    has: async (name) => files.some((file) => file.name === name),
    put: async (name, data) => {
      files.push({ name, data });
      onPut(files.length);
    },
  };
  return { files, sink };
}

/** A picture decoded once: upright, sRGB, at most the largest width any output needs. */
export type Decoded = {
  image: Sharp;
  /** The upright size of the source. */
  width: number;
  height: number;
  /** The size of the decoded copy. */
  decodedWidth: number;
  decodedHeight: number;
};

/**
 * Decodes a picture once, turned upright and scaled to the largest width needed (JPEG decoding can
 * skip most of a 25-megapixel photo's pixels on the way); every output is made from that copy, so
 * a camera file costs one decode instead of one per output. `limitInputPixels` refuses a picture
 * larger than that before decoding it (sharp's own check of the header).
 */
export async function decode(
  source: Buffer,
  { limitInputPixels }: { limitInputPixels?: number } = {},
): Promise<Decoded> {
  // autoOrient() applies the EXIF orientation before the metadata is dropped, so portrait phone
  // photos stay upright; the colours are converted to sRGB, the only profile browsers assume.
  const original = sharp(source, {
    failOn: "error",
    ...(limitInputPixels ? { limitInputPixels } : {}),
  }).autoOrient();
  const { width, height } = (await original.metadata()).autoOrient;
  const widths = widthsFor(width, height);
  const decoded = await original
    .resize({ width: widths.at(-1)!, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    image: sharp(decoded.data, { raw: decoded.info }),
    width,
    height,
    decodedWidth: decoded.info.width,
    decodedHeight: decoded.info.height,
  };
}

/** Names a picture's files: "<slug>-<hash>-<prefix><width>.<format>". */
export type Naming = { slug: string; hash: string; sink: Sink; urlPrefix: string };

/** Encodes `picture` at each width (skipping files that exist) and lists the variants. */
async function encodeWidths(
  picture: Sharp,
  ladder: readonly number[],
  { slug, hash, sink, urlPrefix }: Naming,
  prefix = "",
) {
  const variants = { avif: [] as ImageVariant[], webp: [] as ImageVariant[], encoded: 0 };
  for (const targetWidth of ladder) {
    const resized = picture.clone().resize({ width: targetWidth, withoutEnlargement: true });
    for (const format of ["avif", "webp"] as const) {
      const name = `${slug}-${hash}-${prefix}${targetWidth}.${format}`;
      if (!(await sink.has(name))) {
        const encoder =
          format === "avif"
            ? resized.clone().avif(encoderSettings.avif)
            : resized.clone().webp(encoderSettings.webp);
        await sink.put(name, await encoder.toBuffer());
        variants.encoded += 1;
      }
      variants[format].push({ width: targetWidth, url: `${urlPrefix}/${name}` });
    }
  }
  return variants;
}

/** The width ladder, the fallback and the placeholder of a decoded picture. */
export async function encodeLadder(
  decoded: Decoded,
  naming: Naming,
): Promise<{ entry: ManifestEntry; encoded: number }> {
  const widths = widthsFor(decoded.width, decoded.height);
  const { avif, webp, encoded } = await encodeWidths(decoded.image, widths, naming);
  const fallback =
    [...webp].reverse().find((variant) => variant.width <= fallbackWidth) ?? webp[0]!;
  return {
    entry: {
      hash: naming.hash,
      width: decoded.width,
      height: decoded.height,
      placeholder: await gradientPlaceholder(
        decoded.image,
        decoded.decodedWidth,
        decoded.decodedHeight,
      ),
      avif,
      webp,
      fallback: fallback.url,
    },
    encoded,
  };
}

/**
 * The phone cut around `focal`, from the decoded copy (at most 1920 px wide: enough for the cut's
 * widths). Named by `naming.hash`, which is the cut's own hash (cutHash).
 */
export async function encodeCut(
  decoded: Decoded,
  focal: Focal,
  naming: Naming,
): Promise<{ cut: CutEntry; encoded: number }> {
  const box = cutBox(decoded.decodedWidth, decoded.decodedHeight, focal);
  // As for the ladder: never wider than the cut itself, no step within 10 % of the top one.
  const largest = Math.min(box.width, phoneCut.widths.at(-1)!);
  const cutWidths = [...phoneCut.widths.filter((width) => width < largest * 0.9), largest];
  const heightAt = (width: number) => Math.round((width * box.height) / box.width);
  const cutImage = decoded.image.clone().extract(box);
  const { encoded, ...variants } = await encodeWidths(cutImage, cutWidths, naming, "cut");
  const cut: CutEntry = {
    hash: naming.hash,
    width: largest,
    height: heightAt(largest),
    ...variants,
  };
  let total = encoded;
  // Like a ladder step: only if it adds detail, and never wider than the cut itself.
  const dense = Math.min(box.width, phoneCut.denseWidth);
  if (dense >= largest * 1.1) {
    const { encoded: more, ...denseVariants } = await encodeWidths(
      cutImage,
      [dense],
      naming,
      "cut",
    );
    cut.dense = { width: dense, height: heightAt(dense), ...denseVariants };
    total += more;
  }
  return { cut, encoded: total };
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
