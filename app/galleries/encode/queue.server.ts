/**
 * The gallery pictures' encoding queue, taken by the photo worker (ADR 0041): a picture's row is
 * its job (encode_state, upload, attempts). Claiming, finishing and failing each in one
 * transaction, on the worker's own connection.
 */
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import type { PictureKind } from "#app/galleries/gallery.ts";
import type { EncodedPicture } from "#app/galleries/encode/encode.server.ts";

export type PictureJob = {
  pictureId: string;
  galleryId: string;
  kind: PictureKind;
  upload: string;
  watermark: boolean;
  attempts: number;
};

/** After a restart: pictures that were being encoded are queued again (nothing of them counts). */
export function requeueRunningPictures(db: Database): number {
  const { changes } = prepared(
    db,
    "UPDATE gallery_pictures SET encode_state = 'queued' WHERE encode_state = 'encoding'",
  ).run();
  return Number(changes);
}

/** The oldest queued picture, now encoding; null when there is none. */
export function claimPicture(db: Database): PictureJob | null {
  return transaction(db, () => {
    const row = prepared(
      db,
      `SELECT p.id, p.gallery_id AS galleryId, p.kind, p.upload, p.attempts, g.watermark
         FROM gallery_pictures p JOIN galleries g ON g.id = p.gallery_id
         WHERE p.encode_state = 'queued' AND p.upload IS NOT NULL
         ORDER BY p.created_at, p.sort LIMIT 1`,
    ).get();
    if (!row) return null;
    prepared(
      db,
      "UPDATE gallery_pictures SET encode_state = 'encoding', attempts = attempts + 1 WHERE id = ?",
    ).run(row.id as string);
    return {
      pictureId: row.id as string,
      galleryId: row.galleryId as string,
      kind: row.kind as PictureKind,
      upload: row.upload as string,
      watermark: row.watermark === 1,
      attempts: (row.attempts as number) + 1,
    };
  });
}

/** A job that met a busy database goes back, its attempt not counted. */
export function requeuePicture(db: Database, job: PictureJob): void {
  prepared(
    db,
    `UPDATE gallery_pictures SET encode_state = 'queued', attempts = max(attempts - 1, 0)
       WHERE id = ? AND encode_state = 'encoding'`,
  ).run(job.pictureId);
}

/**
 * The picture's files are on disk: its row says what they are, and its upload is no longer
 * waited for. False: the picture (or its gallery) was deleted meanwhile.
 */
export function finishPicture(db: Database, job: PictureJob, encoded: EncodedPicture): boolean {
  const { changes } = prepared(
    db,
    `UPDATE gallery_pictures SET encode_state = 'ready', problem = NULL, upload = NULL,
       width = ?, height = ?, lqip = ?, previews = ?, sha256 = ?
     WHERE id = ? AND encode_state = 'encoding'`,
  ).run(
    encoded.width,
    encoded.height,
    encoded.lqip,
    JSON.stringify(encoded.previews),
    encoded.sha256,
    job.pictureId,
  );
  return changes > 0;
}

/** Given up, with the reason the studio shows. */
export function failPicture(db: Database, job: PictureJob, problem: string): void {
  prepared(
    db,
    `UPDATE gallery_pictures SET encode_state = 'failed', problem = ?, upload = NULL
       WHERE id = ? AND encode_state IN ('queued', 'encoding')`,
  ).run(problem, job.pictureId);
}
