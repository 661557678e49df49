/**
 * Her photo library in the database (migration 13): each photo's state, description, focal point
 * and consent, the files the site serves and their phone cuts, and the jobs it queues for the
 * photo worker (an upload to encode, a cut around a moved focal point; the worker's side of the
 * queue is ./queue.server.ts). Synchronous, on the caller's connection: the studio's pages wrap
 * the writes in retryWhileBusy, the worker's connection waits in SQLite's busy timeout.
 *
 * Nothing here knows an upload's original file name: it is never sent to the server's storage.
 */
import type { Focal, ManifestEntry } from "#app/images/images.ts";
import type { EncodeProblem } from "#app/images/upload.server.ts";
import { prepared, transaction, type Database, type Row } from "#app/lib/db.server.ts";
import { focalKey } from "#app/photos/limits.ts";
import type { PhotoLookup } from "#app/photos/resolve.ts";

export type PhotoStatus = "queued" | "encoding" | "ready" | "failed";
/**
 * Why a photo could not be encoded (the studio says it in German: content/studio/photos.ts).
 * "timed-out": its encoding did not end in time (worker.server.ts).
 */
export type PhotoProblem = EncodeProblem | "upload-missing" | "timed-out";

/** The consent behind a photo that shows a person (KUG § 22, DSGVO Art. 7). */
export type Consent = {
  showsPerson: boolean;
  /** "2026-11-26", the day it was given. */
  date: string | null;
  website: boolean;
  social: boolean;
  note: string;
};

export type Photo = {
  id: string;
  createdAt: number;
  status: PhotoStatus;
  problem: PhotoProblem | null;
  /** The upload's size in bytes. */
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  focal: Focal;
  consent: Consent;
  /** The ladder's files once encoded. */
  entry: ManifestEntry | null;
  /** While queued or encoding: files made of files to make. */
  progress: { done: number; total: number } | null;
};

const photoColumns = `p.id, p.created_at AS createdAt, p.status, p.problem, p.bytes, p.width,
  p.height, p.entry, p.alt, p.focal_x AS focalX, p.focal_y AS focalY,
  p.shows_person AS showsPerson, p.consent_date AS consentDate,
  p.consent_website AS consentWebsite, p.consent_social AS consentSocial,
  p.consent_note AS consentNote, j.done, j.total`;
// A photo may have two jobs at once (a phone cut running and the next one queued): one row per
// photo, with their progress added up.
const fromPhotos = `FROM photos p LEFT JOIN (
    SELECT photo_id, SUM(done) AS done, SUM(total) AS total FROM photo_jobs GROUP BY photo_id
  ) j ON j.photo_id = p.id`;

function toPhoto(row: Row): Photo {
  return {
    id: row.id as string,
    createdAt: row.createdAt as number,
    status: row.status as PhotoStatus,
    problem: (row.problem as PhotoProblem | null) ?? null,
    bytes: row.bytes as number,
    width: (row.width as number | null) ?? null,
    height: (row.height as number | null) ?? null,
    alt: row.alt as string,
    focal: { x: row.focalX as number, y: row.focalY as number },
    consent: {
      showsPerson: row.showsPerson === 1,
      date: (row.consentDate as string | null) ?? null,
      website: row.consentWebsite === 1,
      social: row.consentSocial === 1,
      note: row.consentNote as string,
    },
    entry: row.entry ? (JSON.parse(row.entry as string) as ManifestEntry) : null,
    progress:
      row.total === null || row.total === undefined
        ? null
        : { done: row.done as number, total: row.total as number },
  };
}

/** Every photo, newest first. */
export function listPhotos(db: Database): Photo[] {
  return prepared(db, `SELECT ${photoColumns} ${fromPhotos} ORDER BY p.created_at DESC, p.id`)
    .all()
    .map(toPhoto);
}

export function readPhoto(db: Database, id: string): Photo | null {
  const row = prepared(db, `SELECT ${photoColumns} ${fromPhotos} WHERE p.id = ?`).get(id);
  return row ? toPhoto(row) : null;
}

/** A received upload, queued for the worker. `upload` is its file's name in the uploads folder. */
export function addUpload(
  db: Database,
  photo: { id: string; bytes: number; upload: string },
  now: number,
): void {
  transaction(db, () => {
    prepared(
      db,
      "INSERT INTO photos (id, created_at, status, bytes) VALUES (?, ?, 'queued', ?)",
    ).run(photo.id, now, photo.bytes);
    prepared(
      db,
      `INSERT INTO photo_jobs (photo_id, kind, upload, state, created_at)
         VALUES (?, 'encode', ?, 'queued', ?)`,
    ).run(photo.id, photo.upload, now);
  });
}

/**
 * Her description and focal point of a photo. A new focal point of an encoded photo queues its
 * phone cut, unless a cut for that point exists already (she moved it back).
 */
export function describePhoto(
  db: Database,
  id: string,
  { alt, focal }: { alt: string; focal: Focal },
  now: number,
): boolean {
  return transaction(db, () => {
    const { changes } = prepared(
      db,
      "UPDATE photos SET alt = ?, focal_x = ?, focal_y = ? WHERE id = ?",
    ).run(alt, focal.x, focal.y, id);
    if (changes === 0) return false;
    queueCut(db, id, focal, now);
    return true;
  });
}

/**
 * Queues the phone cut around the photo's current focal point if it has none: after an encoding,
 * for a point she moved while the photo was still being encoded.
 */
export function ensureCurrentCut(db: Database, id: string, now: number): void {
  transaction(db, () => {
    const photo = prepared(db, "SELECT focal_x AS x, focal_y AS y FROM photos WHERE id = ?").get(
      id,
    ) as Focal | undefined;
    if (photo) queueCut(db, id, photo, now);
  });
}

/** Queues the phone cut around `focal` if the photo is encoded and has no such cut yet. */
function queueCut(db: Database, id: string, focal: Focal, now: number) {
  const photo = prepared(db, "SELECT status FROM photos WHERE id = ?").get(id) as
    { status: PhotoStatus } | undefined;
  if (photo?.status !== "ready") return;
  const has = prepared(db, "SELECT 1 FROM photo_cuts WHERE photo_id = ? AND focal = ?").get(
    id,
    focalKey(focal),
  );
  if (has) return;
  // One cut job per photo: the newest point replaces a queued one.
  prepared(
    db,
    "DELETE FROM photo_jobs WHERE photo_id = ? AND kind = 'cut' AND state = 'queued'",
  ).run(id);
  prepared(
    db,
    `INSERT INTO photo_jobs (photo_id, kind, focal_x, focal_y, state, created_at)
       VALUES (?, 'cut', ?, ?, 'queued', ?)`,
  ).run(id, focal.x, focal.y, now);
}

export function setConsent(db: Database, id: string, consent: Consent): boolean {
  const { changes } = prepared(
    db,
    `UPDATE photos SET shows_person = ?, consent_date = ?, consent_website = ?,
       consent_social = ?, consent_note = ? WHERE id = ?`,
  ).run(
    consent.showsPerson ? 1 : 0,
    consent.showsPerson ? consent.date : null,
    consent.showsPerson && consent.website ? 1 : 0,
    consent.showsPerson && consent.social ? 1 : 0,
    consent.showsPerson ? consent.note : "",
    id,
  );
  return changes > 0;
}

/**
 * Removes a photo with everything made of it: files, master, cuts, jobs. Returns the name of an
 * upload still waiting in the uploads folder, for the caller to delete. The caller has taken the
 * photo out of every release first (removePhoto, ./library.server.ts).
 */
export function deletePhotoRows(db: Database, id: string): string | null {
  const upload = prepared(
    db,
    "SELECT upload FROM photo_jobs WHERE photo_id = ? AND upload IS NOT NULL",
  ).get(id) as { upload: string } | undefined;
  for (const table of ["photo_files", "photo_cuts", "photo_masters", "photo_jobs"]) {
    prepared(db, `DELETE FROM ${table} WHERE photo_id = ?`).run(id);
  }
  prepared(db, "DELETE FROM photos WHERE id = ?").run(id);
  return upload?.upload ?? null;
}

/**
 * The pages' lookup of her photos: the ladder of an encoded photo and, if made, its phone cut
 * around the place's focal point. Reads only finished photos: a photo still encoding has no files.
 */
export function photoLookup(db: Database): PhotoLookup {
  return (ref) => {
    const row = prepared(db, "SELECT entry FROM photos WHERE id = ? AND status = 'ready'").get(
      ref.id,
    ) as { entry: string } | undefined;
    if (!row) return undefined;
    const entry = JSON.parse(row.entry) as ManifestEntry;
    const cut = prepared(db, "SELECT entry FROM photo_cuts WHERE photo_id = ? AND focal = ?").get(
      ref.id,
      focalKey(ref.focal),
    ) as { entry: string } | undefined;
    return cut ? { ...entry, phone: JSON.parse(cut.entry) as ManifestEntry["phone"] } : entry;
  };
}

/** Whether a photo's phone cut around `focal` is made. */
export function hasCut(db: Database, id: string, focal: Focal): boolean {
  return Boolean(
    prepared(db, "SELECT 1 FROM photo_cuts WHERE photo_id = ? AND focal = ?").get(
      id,
      focalKey(focal),
    ),
  );
}

/** A served file's bytes by its name, or null. Only photo_files is ever read for visitors. */
export function readPhotoFile(db: Database, name: string): Uint8Array | null {
  const row = prepared(db, "SELECT data FROM photo_files WHERE name = ?").get(name) as
    { data: Uint8Array } | undefined;
  return row?.data ?? null;
}

/**
 * Drops the phone cuts no place uses any more: `keep` holds "<photo id> <focal key>" for every
 * place in any release or the draft; a photo's own current focal point is always kept.
 */
export function pruneCuts(db: Database, keep: Set<string>): number {
  return transaction(db, () => {
    const cuts = prepared(
      db,
      `SELECT c.photo_id AS photoId, c.focal, p.focal_x AS x, p.focal_y AS y
         FROM photo_cuts c JOIN photos p ON p.id = c.photo_id`,
    ).all() as { photoId: string; focal: string; x: number; y: number }[];
    let pruned = 0;
    for (const cut of cuts) {
      if (cut.focal === focalKey(cut) || keep.has(`${cut.photoId} ${cut.focal}`)) continue;
      prepared(db, "DELETE FROM photo_cuts WHERE photo_id = ? AND focal = ?").run(
        cut.photoId,
        cut.focal,
      );
      prepared(db, "DELETE FROM photo_files WHERE photo_id = ? AND focal = ?").run(
        cut.photoId,
        cut.focal,
      );
      pruned += 1;
    }
    return pruned;
  });
}
