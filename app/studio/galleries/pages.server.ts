/**
 * What the galleries' pages show, read in one place: the list with the booked inquiries a new
 * gallery can be made from, and one gallery with its pictures. The original file names are in
 * the owner's pages only.
 */
import type { Database } from "#app/lib/db.server.ts";
import type { PackageOffer } from "#app/galleries/galleries.server.ts";
import { previewFile } from "#app/galleries/encode/files.server.ts";
import {
  bookedWithoutGallery,
  listGalleries,
  listPictures,
  readGallery,
  type Picture,
} from "#app/galleries/store/galleries.server.ts";
import { galleryPreviewPath } from "#app/studio/galleries/galleries.ts";

export function galleriesPage(db: Database, packages: readonly PackageOffer[]) {
  return {
    galleries: listGalleries(db),
    booked: bookedWithoutGallery(db).map((client) => ({
      ...client,
      packageName: packages.find((entry) => entry.id === client.packageKey)?.name ?? null,
    })),
    packages: packages.map(({ id, name }) => ({ id, name })),
  };
}

export type PictureView = Omit<Picture, "previews" | "galleryId"> & {
  /** The smallest previews, for her grid: AVIF and WebP with their widths. */
  preview: { avif: string; webp: string; width: number } | null;
};

function pictureView(galleryId: string, picture: Picture): PictureView {
  const { previews, galleryId: _gallery, ...rest } = picture;
  const width = previews[0];
  return {
    ...rest,
    preview:
      picture.encodeState === "ready" && width
        ? {
            avif: galleryPreviewPath(galleryId, previewFile(picture.id, width, "avif")),
            webp: galleryPreviewPath(galleryId, previewFile(picture.id, width, "webp")),
            width,
          }
        : null,
  };
}

export function galleryPage(db: Database, id: string, packages: readonly PackageOffer[]) {
  const gallery = readGallery(db, id);
  if (!gallery) return null;
  const pictures = listPictures(db, id).map((picture) => pictureView(id, picture));
  return {
    gallery,
    packageName: packages.find((entry) => entry.id === gallery.packageKey)?.name ?? null,
    proofs: pictures.filter((picture) => picture.kind === "proof"),
    finals: pictures.filter((picture) => picture.kind === "final"),
    /** Pictures still waiting for the worker: the page looks again until none are. */
    encoding: pictures.filter(
      (picture) => picture.encodeState === "queued" || picture.encodeState === "encoding",
    ).length,
  };
}
