/**
 * How the photo pages answer the owner, in one place: what a page says after a form that
 * redirected back to it (the search parameter and its words).
 */
import { photosCopy } from "#app/content/studio/photos.ts";

const photoNotices = {
  geloescht: photosCopy.notices.deleted,
  widerrufen: photosCopy.notices.withdrawn,
} as const;

export type PhotoNotice = keyof typeof photoNotices;

export function photoNotice(params: URLSearchParams): string | null {
  const found = (Object.keys(photoNotices) as PhotoNotice[]).find((key) => params.has(key));
  return found ? photoNotices[found] : null;
}
