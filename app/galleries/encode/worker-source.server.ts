/**
 * The galleries' side of the photo worker (app/photos/worker.server.ts, ADR 0041): how it takes
 * a gallery picture from the queue, encodes it into the gallery's folder, and records it. The
 * worker alternates between her library's jobs and these, in its one process.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { isBusy, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { problemOf } from "#app/images/upload.server.ts";
import { encodePicture } from "#app/galleries/encode/encode.server.ts";
import { galleryFolder } from "#app/galleries/encode/files.server.ts";
import {
  claimPicture,
  failPicture,
  finishPicture,
  requeuePicture,
  requeueRunningPictures,
  type PictureJob,
} from "#app/galleries/encode/queue.server.ts";
import type { JobSource } from "#app/photos/worker.server.ts";

export type GalleryWorkerDeps = {
  db: Database;
  log: Log;
  uploadsDir: string;
  galleriesDir: string;
  /** The studio's name, for a watermark (the live release's). */
  watermarkText: () => string;
  limitInputPixels: number;
};

/** A picture that took the worker down this many times (the OOM killer) is given up. */
const maxAttempts = 3;

export async function encodeGalleryPicture(deps: GalleryWorkerDeps, job: PictureJob) {
  const { db, log } = deps;
  const file = path.join(deps.uploadsDir, job.upload);
  try {
    if (job.attempts > maxAttempts) throw new Error("given up after repeated attempts");
    const source = await readFile(file);
    const encoded = await encodePicture({
      source,
      pictureId: job.pictureId,
      kind: job.kind,
      folder: galleryFolder(deps.galleriesDir, job.galleryId),
      watermark: job.watermark ? deps.watermarkText().trim() || null : null,
      limitInputPixels: deps.limitInputPixels,
    });
    const kept = await retryWhileBusy(() => finishPicture(db, job, encoded), {
      forMs: 60_000,
      stepMs: 500,
    });
    // Deleted while it was encoded (the picture or its whole gallery): its files go too, and a
    // gallery folder this run made again is removed, so nothing of a deleted gallery stays.
    if (!kept) await removePictureFiles(deps, job);
    log("info", kept ? "galleries.encoded" : "galleries.encoded_for_nothing", { kind: job.kind });
  } catch (error) {
    if (isBusy(error)) {
      log("warn", "galleries.encode_postponed", {});
      await retryWhileBusy(() => requeuePicture(db, job), { forMs: 60_000, stepMs: 500 });
      return;
    }
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    const problem = missing ? "upload-missing" : problemOf(error);
    log("warn", "galleries.encode_failed", { problem });
    await retryWhileBusy(() => failPicture(db, job, problem), { forMs: 60_000, stepMs: 500 });
  }
  // The camera file, with whatever it carries, is not kept once its picture is made.
  await rm(file, { force: true });
}

async function removePictureFiles(deps: GalleryWorkerDeps, job: PictureJob) {
  const folder = galleryFolder(deps.galleriesDir, job.galleryId);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.startsWith(`${job.pictureId}`))) {
    await rm(path.join(folder, name), { force: true });
  }
  const gallery = deps.db.prepare("SELECT 1 FROM galleries WHERE id = ?").get(job.galleryId);
  if (!gallery) await rm(folder, { recursive: true, force: true });
}

export function galleryJobSource(deps: GalleryWorkerDeps): JobSource<PictureJob> {
  return {
    name: "galleries",
    requeueRunning: () => requeueRunningPictures(deps.db),
    claim: () => claimPicture(deps.db),
    run: (job) => encodeGalleryPicture(deps, job),
    async giveUp(job) {
      await retryWhileBusy(() => failPicture(deps.db, job, "timed-out"), {
        forMs: 60_000,
        stepMs: 500,
      });
      await rm(path.join(deps.uploadsDir, job.upload), { force: true });
    },
  };
}
