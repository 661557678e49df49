/**
 * Publishing's and restoring's blockers as the studio names them: each with its place on the home
 * page and the photo there, read from the content that was refused (the draft, or the release
 * she tried to restore). Client-safe.
 */
import type { PlaceName } from "#app/photos/places.ts";
import { placeOfPath, refAt } from "#app/studio/photos/placement.ts";
import type { PublishBlocker } from "#app/website/publish.server.ts";
import type { PhotosContent } from "#app/website/schema.ts";

/** A blocker with the place it names and the photo there. */
export type NamedBlocker = PublishBlocker & {
  place: { place: PlaceName; index: number } | null;
  photoId: string | null;
};

export function nameBlockers(
  blockers: PublishBlocker[],
  photos: PhotosContent | undefined,
): NamedBlocker[] {
  return blockers.map((blocker) => {
    const place = placeOfPath(blocker.path);
    const ref = place && photos ? refAt(photos, place) : undefined;
    return { ...blocker, place, photoId: ref?.id ?? null };
  });
}
