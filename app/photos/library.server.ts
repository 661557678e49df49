/**
 * The studio's use cases for her photos: describing one (alt text, focal point), recording the
 * consent behind it, placing photos on the page (the draft's `photos`), and taking a photo away,
 * deleted or its consent withdrawn, from the live site and from every release she could restore.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { emptyWal, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import {
  placesOf,
  usesPhoto,
  withDescription,
  withoutPhoto,
  type Place,
} from "#app/photos/places.ts";
import {
  deletePhotoRows,
  describePhoto,
  pruneCuts,
  setConsent,
  type Consent,
} from "#app/photos/store.server.ts";
import type { Focal } from "#app/images/images.ts";
import { focalKey } from "#app/photos/limits.ts";
import { changeEverywhere, changeLive, type WebsiteDeps } from "#app/website/publish.server.ts";
import type { PhotosContent } from "#app/website/schema.ts";
import {
  allContents,
  editedContent,
  liveRelease,
  readDraft,
  releaseContents,
  saveDraftDocument,
} from "#app/website/store.server.ts";

export type PhotoDeps = {
  db: Database;
  clock: () => number;
  log: Log;
  uploadsDir: string;
  wakeWorker: () => void;
  website: WebsiteDeps;
  /** A fresh install's places: what a removed photo's place shows instead. */
  defaults: PhotosContent;
};

/** Her description and focal point; the draft's places of the photo follow. */
export async function describe(
  deps: PhotoDeps,
  id: string,
  description: { alt: string; focal: Focal },
): Promise<boolean> {
  const found = await retryWhileBusy(() => {
    if (!describePhoto(deps.db, id, description, deps.clock())) return false;
    const edited = editedContent(deps.db).photos;
    if (usesPhoto(edited, id)) {
      saveDraftDocument(deps.db, "photos", withDescription(edited, id, description), deps.clock());
    }
    return true;
  });
  if (found) {
    deps.wakeWorker();
    await retryWhileBusy(() => pruneUnusedCuts(deps.db));
  }
  return found;
}

/** The phone cuts no release, no draft and no photo's own focal point uses any more. */
function pruneUnusedCuts(db: Database) {
  const keep = new Set(
    allContents(db).flatMap((content) =>
      placesOf(content.photos).map(({ ref }) => `${ref.id} ${focalKey(ref.focal)}`),
    ),
  );
  return pruneCuts(db, keep);
}

/**
 * Records the consent behind a photo. One that no longer covers the website (a person shown, the
 * website not ticked) takes a photo the live site shows off it at once, in the same transaction,
 * as a withdrawal does; the photo stays in her library, and the draft and older releases keep it
 * until she chooses another: publishing and restoring refuse them meanwhile (blockers).
 * `found: false`: no such photo. `offSite`: the live site showed it and no longer does.
 */
export async function recordConsent(
  deps: PhotoDeps,
  id: string,
  consent: Consent,
): Promise<{ found: boolean; offSite: boolean }> {
  if (!consent.showsPerson || consent.website) {
    const found = await retryWhileBusy(() => setConsent(deps.db, id, consent));
    return { found, offSite: false };
  }
  let found = false;
  const release = await changeLive(
    deps.website,
    (content) =>
      usesPhoto(content.photos, id)
        ? { ...content, photos: withoutPhoto(content.photos, id, deps.defaults) }
        : null,
    () => {
      found = setConsent(deps.db, id, consent);
    },
  );
  if (release) deps.log("info", "photos.off_site", { release: release.id });
  return { found, offSite: release !== null };
}

/** Saves the places (the placement editor): checked by the schema, nothing saved half. */
export function savePlaces(deps: PhotoDeps, input: unknown) {
  return retryWhileBusy(() => saveDraftDocument(deps.db, "photos", input, deps.clock()));
}

/** Where a photo is used: the draft's places, the live places, and older releases. */
export type PhotoUsage = { draft: Place[]; live: Place[]; releases: number[] };

export function photoUsage(db: Database, id: string): PhotoUsage {
  const live = liveRelease(db);
  const draft = readDraft(db);
  const of = (photos: PhotosContent) => placesOf(photos).filter(({ ref }) => ref.id === id);
  return {
    draft: draft ? of(draft.content.photos) : [],
    live: of(live.content.photos),
    releases: releaseContents(db)
      .filter((release) => release.id !== live.id && usesPhoto(release.content.photos, id))
      .map((release) => release.id),
  };
}

/**
 * The photo off the site at once (a new release when the live one shows it), out of every older
 * release and the draft, and deleted with its files, master and upload. Consent withdrawn (KUG
 * § 22, DSGVO Art. 7 (3)) and a deletion she confirmed are the same act: nothing of the photo
 * may stay where it could be shown again, nor be read from the disk: `secure_delete` zeroes its
 * pages, and the WAL, which still holds them as they were, is emptied as an erasure empties it.
 */
export async function removePhoto(
  deps: PhotoDeps,
  id: string,
  why: "deleted" | "withdrawn",
): Promise<{ release: number | null; checkpointed: boolean }> {
  let upload: string | null = null;
  const release = await changeEverywhere(
    deps.website,
    (content) =>
      usesPhoto(content.photos, id)
        ? { ...content, photos: withoutPhoto(content.photos, id, deps.defaults) }
        : null,
    () => {
      upload = deletePhotoRows(deps.db, id);
    },
  );
  if (upload) await rm(path.join(deps.uploadsDir, upload), { force: true });
  await retryWhileBusy(() => pruneUnusedCuts(deps.db));
  const checkpointed = await emptyWal(deps.db);
  if (!checkpointed) deps.log("warn", "photos.checkpoint_pending", {});
  deps.log("info", "photos.removed", { why, release: release?.id ?? null, checkpointed });
  return { release: release?.id ?? null, checkpointed };
}
