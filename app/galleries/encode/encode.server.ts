/**
 * A gallery picture's files, made by the photo worker's process (ADR 0041): previews for the
 * client's page (AVIF and WebP at a short ladder of widths, optionally with the studio's name as
 * a discreet watermark), a tiny blurred LQIP for the page to show while they load, and, for a
 * final, the delivered file: the full-resolution JPEG, upright, in sRGB, with no metadata at all.
 *
 * sharp copies no EXIF, GPS, XMP, IPTC or ICC data unless asked to (`withMetadata`,
 * `keepMetadata`), and this file never asks: a client's photos must not tell where, when or with
 * which camera they were taken, nor the original file name (which is never in the bytes anyway).
 *
 * Files are written as `.tmp` and renamed: a half-written one is never served or backed up
 * (the backup skips `.tmp`), and a worker stopped half-way leaves only files its next run
 * overwrites.
 */
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  deliveredFile,
  previewFile,
  type PreviewFormat,
} from "#app/galleries/encode/files.server.ts";
import type { PictureKind } from "#app/galleries/gallery.ts";

/**
 * The previews' widths: a phone's grid (2 columns at 2–3x: 480), a desktop's grid and a phone's
 * full-screen viewer (960), a desktop's viewer (1600). Never wider than the picture.
 */
export const previewLadder = [480, 960, 1600] as const;

const settings = {
  avif: { quality: 55, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 76, effort: 2 },
  /** The delivered file: her edit as she exported it, at the resolution she exported. */
  jpeg: { quality: 92, chromaSubsampling: "4:4:4", mozjpeg: false },
} as const;

export type EncodedPicture = {
  width: number;
  height: number;
  /** A data: URL of about 300 bytes. */
  lqip: string;
  previews: number[];
  /** SHA-256 (hex) of the delivered JPEG; null for a proof. */
  sha256: string | null;
};

export type EncodeRequest = {
  source: Buffer;
  pictureId: string;
  kind: PictureKind;
  /** The gallery's folder (files.server.ts). */
  folder: string;
  /** The studio's name on the previews, or null for none. */
  watermark: string | null;
  limitInputPixels: number;
  progress?: (done: number, total: number) => void;
};

async function writeAtomically(file: string, data: Buffer) {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, data, { mode: 0o600 });
  await rename(temporary, file);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The studio's name, small and translucent, in the lower right corner: it marks a preview as hers
 * without covering the picture (a proof is chosen by how it looks).
 */
function watermarkSvg(text: string, width: number, height: number): Buffer {
  const size = Math.max(12, Math.round(Math.min(width, height) * 0.032));
  const margin = Math.round(size * 1.2);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width - margin}" y="${height - margin}" text-anchor="end" ` +
      `font-family="serif" font-size="${size}" letter-spacing="${Math.round(size * 0.12)}" ` +
      `fill="#ffffff" fill-opacity="0.55" stroke="#000000" stroke-opacity="0.12" ` +
      `stroke-width="${Math.max(1, Math.round(size / 24))}">${escapeXml(text)}</text></svg>`,
  );
}

export async function encodePicture(request: EncodeRequest): Promise<EncodedPicture> {
  const { source, pictureId, folder } = request;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const original = (): Sharp =>
    sharp(source, { failOn: "error", limitInputPixels: request.limitInputPixels }).autoOrient();
  const { width, height } = (await original().metadata()).autoOrient;
  const longSide = Math.max(width, height);
  const scale = (target: number) => Math.min(1, target / longSide);
  const widths = [
    ...new Set(previewLadder.map((side) => Math.max(1, Math.round(width * scale(side))))),
  ];
  const total = widths.length * 2 + (request.kind === "final" ? 1 : 0);
  let done = 0;
  const made = () => request.progress?.(++done, total);

  // One decode for the previews, at the largest preview's size, in sRGB; the watermark is drawn
  // once onto it, so each width shows it at the same place and relative size.
  const top = widths.at(-1)!;
  let base = await original()
    .resize({ width: top, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (request.watermark) {
    base = await sharp(base.data, { raw: base.info })
      .composite([{ input: watermarkSvg(request.watermark, base.info.width, base.info.height) }])
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const decoded = sharp(base.data, { raw: base.info });
  for (const target of widths) {
    const resized = decoded.clone().resize({ width: target });
    for (const format of ["avif", "webp"] as const satisfies PreviewFormat[]) {
      const encoder =
        format === "avif"
          ? resized.clone().avif(settings.avif)
          : resized.clone().webp(settings.webp);
      await writeAtomically(
        path.join(folder, previewFile(pictureId, target, format)),
        await encoder.toBuffer(),
      );
      made();
    }
  }
  const tiny = await decoded
    .clone()
    .resize({ width: 24 })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  const lqip = `data:image/webp;base64,${tiny.toString("base64")}`;

  let sha256: string | null = null;
  if (request.kind === "final") {
    // Decoded again at full resolution and encoded afresh: nothing of the original's container
    // (EXIF, GPS, XMP, IPTC, thumbnails, the camera's ICC profile) survives, only its pixels.
    const delivered = await original().toColourspace("srgb").jpeg(settings.jpeg).toBuffer();
    sha256 = createHash("sha256").update(delivered).digest("hex");
    await writeAtomically(path.join(folder, deliveredFile(pictureId)), delivered);
    made();
  }
  return { width, height, lqip, previews: widths, sha256 };
}
