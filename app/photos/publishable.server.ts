/**
 * A release never points at a photo that is not ready to be seen: every uploaded photo in it is
 * encoded, a hero picture has its phone cut around the place's focal point, a photo that shows a
 * person has consent that covers the website, and every photo has its description (alt text). Passed to publishing as its `blockers` check.
 */
import type { Database } from "#app/lib/db.server.ts";
import { uploadedPhotoId } from "#app/photos/limits.ts";
import { placePath, placesOf } from "#app/photos/places.ts";
import { hasCut, readPhoto } from "#app/photos/store.server.ts";
import type { PublishBlocker } from "#app/website/publish.server.ts";
import type { SiteContent } from "#app/website/schema.ts";

export function photoBlockers(db: Database, content: SiteContent): PublishBlocker[] {
  const blockers: PublishBlocker[] = [];
  for (const place of placesOf(content.photos)) {
    const path = placePath(place);
    const { ref } = place;
    if (uploadedPhotoId.test(ref.id)) {
      const photo = readPhoto(db, ref.id);
      if (!photo || photo.status === "failed") {
        blockers.push({ path, reason: "photo-missing" });
        continue;
      }
      const cutMissing = place.place === "hero" && !hasCut(db, ref.id, ref.focal);
      if (photo.status !== "ready" || cutMissing) {
        blockers.push({ path, reason: "photo-encoding" });
        continue;
      }
      // A person is shown only with consent that covers the website (§ 22 KUG).
      if (photo.consent.showsPerson && !photo.consent.website) {
        blockers.push({ path, reason: "photo-consent" });
        continue;
      }
    }
    if (!ref.alt.trim()) blockers.push({ path, reason: "photo-alt" });
  }
  return blockers;
}
