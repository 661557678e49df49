/**
 * The worker's side of the photo queue (migration 13's photo_jobs): claiming the oldest job,
 * its progress, and committing what it made (the files, the master, the phone cut) or why it
 * failed, each in one transaction. Jobs are queued by the library (./store.server.ts: an upload, a
 * moved focal point). On the worker's own connection, which waits in SQLite's busy timeout.
 */
import type { Focal, ManifestEntry } from "#app/images/images.ts";
import type { EncodedCut, EncodedFile } from "#app/images/upload.server.ts";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import { focalKey } from "#app/photos/limits.ts";
import type { PhotoProblem } from "#app/photos/store.server.ts";

export type PhotoJob = {
  id: number;
  photoId: string;
  kind: "encode" | "cut";
  upload: string | null;
  focal: Focal | null;
  attempts: number;
};

/**
 * After a restart: jobs that were running when the worker stopped run again from the start.
 * Nothing of them is stored yet (a job's files are committed together when it ends).
 */
export function requeueRunning(db: Database): number {
  const { changes } = prepared(
    db,
    "UPDATE photo_jobs SET state = 'queued', done = 0, started_at = NULL WHERE state = 'running'",
  ).run();
  prepared(
    db,
    `UPDATE photos SET status = 'queued'
       WHERE status = 'encoding' AND id IN (SELECT photo_id FROM photo_jobs WHERE kind = 'encode')`,
  ).run();
  return Number(changes);
}

/** The oldest queued job, now running; null when there is none. */
export function claimJob(db: Database, now: number): PhotoJob | null {
  return transaction(db, () => {
    const row = prepared(
      db,
      `SELECT id, photo_id AS photoId, kind, upload, focal_x AS focalX, focal_y AS focalY, attempts
         FROM photo_jobs WHERE state = 'queued' ORDER BY id LIMIT 1`,
    ).get();
    if (!row) return null;
    prepared(
      db,
      "UPDATE photo_jobs SET state = 'running', attempts = attempts + 1, started_at = ? WHERE id = ?",
    ).run(now, row.id as number);
    if (row.kind === "encode") {
      prepared(db, "UPDATE photos SET status = 'encoding' WHERE id = ?").run(row.photoId as string);
    }
    return {
      id: row.id as number,
      photoId: row.photoId as string,
      kind: row.kind as PhotoJob["kind"],
      upload: (row.upload as string | null) ?? null,
      focal: row.focalX === null ? null : { x: row.focalX as number, y: row.focalY as number },
      attempts: (row.attempts as number) + 1,
    };
  });
}

/** A job that met a busy database goes back to the queue, its attempt not counted. */
export function requeueJob(db: Database, job: PhotoJob): void {
  transaction(db, () => {
    prepared(
      db,
      `UPDATE photo_jobs SET state = 'queued', done = 0, started_at = NULL,
         attempts = max(attempts - 1, 0) WHERE id = ?`,
    ).run(job.id);
    if (job.kind === "encode") {
      prepared(db, "UPDATE photos SET status = 'queued' WHERE id = ? AND status = 'encoding'").run(
        job.photoId,
      );
    }
  });
}

export function setProgress(db: Database, jobId: number, done: number, total: number): void {
  prepared(db, "UPDATE photo_jobs SET done = ?, total = ? WHERE id = ?").run(done, total, jobId);
}

function insertFiles(db: Database, photoId: string, files: EncodedFile[], focal: string | null) {
  const insert = prepared(
    db,
    "INSERT OR REPLACE INTO photo_files (name, photo_id, focal, data) VALUES (?, ?, ?, ?)",
  );
  for (const file of files) insert.run(file.name, photoId, focal, file.data);
}

function insertCut(db: Database, photoId: string, cut: EncodedCut, files: EncodedFile[]) {
  const key = focalKey(cut.focal);
  prepared(db, "INSERT OR REPLACE INTO photo_cuts (photo_id, focal, entry) VALUES (?, ?, ?)").run(
    photoId,
    key,
    JSON.stringify(cut.entry),
  );
  insertFiles(db, photoId, files, key);
}

/**
 * An encoded upload, all at once: the ladder's files, the master, the first phone cut, the photo
 * ready. A photo deleted while it was encoding stays deleted (false).
 */
export function finishEncode(
  db: Database,
  job: PhotoJob,
  result: {
    entry: ManifestEntry;
    files: EncodedFile[];
    master: Uint8Array;
    cut: EncodedCut;
    cutFiles: EncodedFile[];
  },
): boolean {
  return transaction(db, () => {
    const jobStillThere = prepared(db, "DELETE FROM photo_jobs WHERE id = ?").run(job.id);
    if (jobStillThere.changes === 0) return false;
    insertFiles(db, job.photoId, result.files, null);
    prepared(db, "INSERT OR REPLACE INTO photo_masters (photo_id, data) VALUES (?, ?)").run(
      job.photoId,
      result.master,
    );
    insertCut(db, job.photoId, result.cut, result.cutFiles);
    prepared(
      db,
      `UPDATE photos SET status = 'ready', problem = NULL, width = ?, height = ?, entry = ?
         WHERE id = ?`,
    ).run(result.entry.width, result.entry.height, JSON.stringify(result.entry), job.photoId);
    return true;
  });
}

/** A new phone cut of an encoded photo. */
export function finishCut(
  db: Database,
  job: PhotoJob,
  cut: EncodedCut,
  files: EncodedFile[],
): boolean {
  return transaction(db, () => {
    const jobStillThere = prepared(db, "DELETE FROM photo_jobs WHERE id = ?").run(job.id);
    if (jobStillThere.changes === 0) return false;
    insertCut(db, job.photoId, cut, files);
    return true;
  });
}

/** A job given up, with the reason; one already given up (timed out, then failed) stays as it was. */
export function failJob(db: Database, job: PhotoJob, problem: PhotoProblem): void {
  transaction(db, () => {
    const jobStillThere = prepared(db, "DELETE FROM photo_jobs WHERE id = ?").run(job.id);
    if (jobStillThere.changes === 0) return;
    if (job.kind === "encode") {
      prepared(db, "UPDATE photos SET status = 'failed', problem = ? WHERE id = ?").run(
        problem,
        job.photoId,
      );
    }
  });
}

/** The master a new cut is made from (never served). */
export function readMaster(db: Database, photoId: string): Uint8Array | null {
  const row = prepared(db, "SELECT data FROM photo_masters WHERE photo_id = ?").get(photoId) as
    { data: Uint8Array } | undefined;
  return row?.data ?? null;
}
