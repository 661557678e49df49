/**
 * A preview file of a gallery's picture, opened for the studio: the name must be one the encoder
 * makes (`<picture id>-<width>.avif|webp`), of a picture of that very gallery, encoded: a file of
 * another gallery, the delivered JPEG, or a path that tries to leave the folder is not found.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { galleryFolder, previewFile } from "#app/galleries/encode/files.server.ts";
import { galleryIdPattern } from "#app/galleries/gallery.ts";
import { readPicture } from "#app/galleries/store/galleries.server.ts";
import type { GalleryDeps } from "#app/galleries/galleries.server.ts";

const previewName = /^([0-9a-f]{24})-(\d{1,5})\.(avif|webp)$/;

export async function openPreview(
  deps: Pick<GalleryDeps, "db" | "galleriesDir">,
  galleryId: string,
  file: string,
) {
  const match = previewName.exec(file);
  if (!match || !galleryIdPattern.test(galleryId)) return null;
  const [, pictureId, width, format] = match as unknown as [
    string,
    string,
    string,
    "avif" | "webp",
  ];
  const picture = readPicture(deps.db, pictureId);
  if (!picture || picture.galleryId !== galleryId || picture.encodeState !== "ready") return null;
  if (!picture.previews.includes(Number(width))) return null;
  const full = path.join(
    galleryFolder(deps.galleriesDir, galleryId),
    previewFile(pictureId, Number(width), format),
  );
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
    size: info.size,
    type: format === "avif" ? "image/avif" : "image/webp",
  };
}
