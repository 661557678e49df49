/**
 * How the galleries' pages answer: the status of a refused use case or form, the status of each
 * answer to a piece of an upload, and what a page says after a form that redirected back to it.
 */
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { GalleryRefusal } from "#app/galleries/galleries.server.ts";
import type { PieceResult } from "#app/photos/upload.server.ts";

export const galleryRefusals: Record<GalleryRefusal | "invalid", { status: number }> = {
  invalid: { status: 400 },
  "not-found": { status: 404 },
  "not-booked": { status: 409 },
  closed: { status: 409 },
};

/** A piece of a gallery's upload, as the photo library's are answered, plus an unknown gallery. */
export const galleryUploadStatuses: Record<PieceResult["status"] | "not-found", number> = {
  partial: 200,
  done: 201,
  refused: 422,
  resume: 409,
  invalid: 400,
  "not-found": 404,
};

const notices = {
  gesperrt: galleriesCopy.revoke.done,
  gespeichert: galleriesCopy.settings.saved,
  geloescht: galleriesCopy.remove.done,
} as const;

export function galleryNotice(params: URLSearchParams): string | null {
  const found = (Object.keys(notices) as (keyof typeof notices)[]).find((key) => params.has(key));
  return found ? notices[found] : null;
}
