/**
 * How the photo pages answer the owner, in one place: the status of a form that was not saved
 * (its fields' words are the schema's), the status of each answer to a piece of an upload (a
 * refused file's words are `uploadRefusals` in app/content, which the page shows by its reason),
 * and what a page says after a form that redirected back to it (the search parameter and its
 * words).
 */
import { photosCopy } from "#app/content/studio/photos.ts";
import type { ChunkResult } from "#app/photos/upload.server.ts";

/** The description or the consent with a field to correct: the form again, with its messages. */
export const photoRefusals = { invalid: { status: 400 } } as const;

/** A piece of an upload: taken, the last one (a new photo), refused, resumed elsewhere, garbled. */
export const uploadStatuses: Record<ChunkResult["status"], number> = {
  partial: 200,
  done: 201,
  refused: 422,
  resume: 409,
  invalid: 400,
};

const photoNotices = {
  geloescht: photosCopy.notices.deleted,
  widerrufen: photosCopy.notices.withdrawn,
} as const;

export type PhotoNotice = keyof typeof photoNotices;

export function photoNotice(params: URLSearchParams): string | null {
  const found = (Object.keys(photoNotices) as PhotoNotice[]).find((key) => params.has(key));
  return found ? photoNotices[found] : null;
}
