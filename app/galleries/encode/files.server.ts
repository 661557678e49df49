/**
 * Where a gallery's files are (ADR 0041): one folder per gallery under GALLERIES_DIR, named by
 * random ids only, so no original file name, date or order shows in a path or a URL.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { galleryIdPattern, pictureIdPattern } from "#app/galleries/gallery.ts";

export type PreviewFormat = "avif" | "webp";

export function galleryFolder(galleriesDir: string, galleryId: string): string {
  // The id is checked before it becomes a path: never a way out of the store.
  if (!galleryIdPattern.test(galleryId)) throw new Error("not a gallery id");
  return path.join(galleriesDir, galleryId);
}

export function previewFile(pictureId: string, width: number, format: PreviewFormat): string {
  if (!pictureIdPattern.test(pictureId)) throw new Error("not a picture id");
  return `${pictureId}-${width}.${format}`;
}

export function deliveredFile(pictureId: string): string {
  if (!pictureIdPattern.test(pictureId)) throw new Error("not a picture id");
  return `${pictureId}.jpg`;
}

/** Every file of a gallery, for good. */
export async function removeGalleryFolder(galleriesDir: string, galleryId: string) {
  await rm(galleryFolder(galleriesDir, galleryId), { recursive: true, force: true });
}
