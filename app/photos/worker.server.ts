/**
 * The photo worker's loop (run in a process of its own, ./worker-process.server.ts): one job at a
 * time from the queue in the database, oldest first. It serves her library and, as a further
 * `JobSource`, her clients' galleries (app/galleries/encode/, ADR 0041), taking turns, so a shoot
 * of 400 pictures does not hold up a photo for her home page. A job's files are committed together when it
 * ends, so a worker stopped half-way (a restart, a crash) has stored nothing of it, and the job
 * runs again from the start (requeueRunning).
 */
import { rmSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { isBusy, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import {
  encodeCutFromMaster,
  encodeUpload,
  problemOf,
  type UploadEncoding,
} from "#app/images/upload.server.ts";
import { maxUploadPixels } from "#app/photos/limits.ts";
import {
  claimJob,
  failJob,
  finishCut,
  finishEncode,
  readMaster,
  requeueJob,
  requeueRunning,
  setProgress,
  type PhotoJob,
} from "#app/photos/queue.server.ts";
import { ensureCurrentCut, readPhoto } from "#app/photos/store.server.ts";

export type WorkerDeps = {
  db: Database;
  clock: () => number;
  log: Log;
  /** Where received uploads wait for their encoding (./upload.server.ts). */
  uploadsDir: string;
  /** How long one job may take before it is given up (`jobTimeoutMs` by default). */
  jobTimeoutMs?: number;
};

/**
 * A job still running after this long is given up as hanging: a 24-megapixel photo takes about
 * 4 s here, a 100-megapixel one under 20 s, so five minutes leave room for a machine 15 times
 * busier, and a decoder that never returns holds the queue for no longer.
 */
export const jobTimeoutMs = 5 * 60_000;

/** Her photos' files are served under /fotos/ (app/routes/photo-file.ts). */
const encoding: UploadEncoding = { urlPrefix: "/fotos", limitInputPixels: maxUploadPixels };

/** A job that took the worker down this many times (the kernel's OOM killer) is given up. */
const maxAttempts = 3;
/** How long the worker waits after a busy database before it takes the job again. */
const busyPauseMs = 2000;
/** Progress is written at most this often: a file takes a second or more anyway. */
const progressEveryMs = 250;

/** Runs one job to its end: finished, or failed with a reason the studio can say. */
export async function runJob(deps: WorkerDeps, job: PhotoJob): Promise<void> {
  const { db, log } = deps;
  let lastWrite = 0;
  const progress = (done: number, total: number) => {
    const now = deps.clock();
    if (now - lastWrite < progressEveryMs && done < total) return;
    lastWrite = now;
    setProgress(db, job.id, Math.min(done, total), total);
  };
  const started = deps.clock();
  try {
    if (job.attempts > maxAttempts) throw new Error("given up after repeated attempts");
    if (job.kind === "encode") await encode(deps, job, progress);
    else await cut(deps, job, progress);
    log("info", "photos.encoded", { kind: job.kind, ms: deps.clock() - started });
  } catch (error) {
    // The database was busy for longer than its timeout (a backup, a long publish): nothing of the
    // job is stored, and it runs again in a moment; her upload stays.
    if (isBusy(error)) {
      log("warn", "photos.encode_postponed", { kind: job.kind });
      await retryWhileBusy(() => requeueJob(db, job), { forMs: 60_000, stepMs: 500 });
      await new Promise((resolve) => setTimeout(resolve, busyPauseMs));
      return;
    }
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    const problem = missing ? "upload-missing" : problemOf(error);
    log("warn", "photos.encode_failed", {
      kind: job.kind,
      problem,
      message: error instanceof Error ? error.message : "unknown",
    });
    failJob(db, job, problem);
    if (job.upload) await rm(path.join(deps.uploadsDir, job.upload), { force: true });
  }
}

async function encode(deps: WorkerDeps, job: PhotoJob, progress: (d: number, t: number) => void) {
  const photo = readPhoto(deps.db, job.photoId);
  if (!photo || !job.upload) throw new Error("no upload for this job");
  const file = path.join(deps.uploadsDir, job.upload);
  const source = await readFile(file);
  const encoded = await encodeUpload(source, photo.id, photo.focal, encoding, progress);
  if (finishEncode(deps.db, job, encoded)) ensureCurrentCut(deps.db, photo.id, deps.clock());
  // The original, with whatever its camera wrote into it, is not kept (ADR 0032).
  await rm(file, { force: true });
}

async function cut(deps: WorkerDeps, job: PhotoJob, progress: (d: number, t: number) => void) {
  const photo = readPhoto(deps.db, job.photoId);
  const master = readMaster(deps.db, job.photoId);
  if (!photo?.entry || !master || !job.focal) throw new Error("no master for this cut");
  const { hash } = photo.entry;
  const made = await encodeCutFromMaster(master, photo.id, hash, job.focal, encoding, progress);
  finishCut(deps.db, job, made.cut, made.files);
}

/** A queue the worker takes jobs from: her library's (below) and her clients' galleries'. */
export type JobSource<Job> = {
  name: string;
  /** After a restart: its jobs that were running are queued again; how many. */
  requeueRunning(): number;
  /** Its oldest queued job, now running; null when it has none. */
  claim(): Job | null;
  /** Runs the job to its end (finished, or failed with a reason): never throws. */
  run(job: Job): Promise<void>;
  /** Records the job as failed after it timed out. */
  giveUp(job: Job): Promise<void>;
};

/** Her library's photos: uploads to encode and new cuts to make. */
export function librarySource(deps: WorkerDeps): JobSource<PhotoJob> {
  return {
    name: "photos",
    requeueRunning: () => requeueRunning(deps.db),
    claim: () => claimJob(deps.db, deps.clock()),
    run: (job) => runJob(deps, job),
    async giveUp(job) {
      await retryWhileBusy(() => failJob(deps.db, job, "timed-out"), {
        forMs: 60_000,
        stepMs: 500,
      });
      // Synchronous: the worker process's one libuv thread may be the one that hangs.
      if (job.upload) rmSync(path.join(deps.uploadsDir, job.upload), { force: true });
    },
  };
}

/**
 * Runs one job, for at most `jobTimeoutMs`: a job still running then is given up (failed with
 * "timed-out", its upload deleted), and the worker goes on. The work itself cannot be stopped (a
 * decode in libvips' thread, a read in libuv's), so it runs on unheard; whatever it finishes later
 * finds its job gone and stores nothing. Resolves false when it timed out.
 */
export async function runJobInTime<Job>(
  deps: WorkerDeps,
  source: JobSource<Job>,
  job: Job,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), deps.jobTimeoutMs ?? jobTimeoutMs);
  });
  const ended = await Promise.race([source.run(job), timedOut]);
  clearTimeout(timer);
  if (ended !== "timed-out") return true;
  deps.log("error", "photos.job_timed_out", { source: source.name });
  await source.giveUp(job);
  return false;
}

export type PhotoWorker = { wake(): void; stop(): Promise<void> };

/**
 * Works through the queue, then waits for `wake()` (an upload arrived) or the next poll (a job
 * queued by another process, or a wake that was missed). After a job that timed out, `onStuck`
 * is told: the hanging work still holds a thread (the worker process has one of each), so the
 * process ends there and is started afresh (./worker-process.server.ts).
 */
export function startWorker(
  deps: WorkerDeps,
  {
    pollMs = 2000,
    onStuck,
    sources = [],
  }: {
    pollMs?: number;
    onStuck?: () => void;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source runs its own jobs
    sources?: JobSource<any>[];
  } = {},
): PhotoWorker {
  // Her library's queue first, then the others, taking turns: after a job of one, the next one
  // looks at the following queue first, so a shoot of 400 pictures does not hold up her photos.
  const all = [librarySource(deps), ...sources];
  for (const source of all) {
    const again = source.requeueRunning();
    if (again) deps.log("info", "photos.requeued", { source: source.name, jobs: again });
  }
  const queues = all.map((source) => async (): Promise<boolean | null> => {
    const job: unknown = source.claim();
    return job ? runJobInTime(deps, source, job) : null;
  });
  let turn = 0;
  const nextJob = async (): Promise<boolean | null> => {
    for (let looked = 0; looked < queues.length; looked += 1) {
      const index = (turn + looked) % queues.length;
      const ran = await queues[index]!();
      if (ran !== null) {
        turn = (index + 1) % queues.length;
        return ran;
      }
    }
    return null;
  };
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;

  const loop = (async () => {
    while (!stopping) {
      const ran = await nextJob();
      if (ran !== null) {
        if (!ran) onStuck?.();
        continue;
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, pollMs);
      });
      clearTimeout(timer);
    }
  })();

  return {
    wake: () => wakeUp?.(),
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
    },
  };
}
