/**
 * Receiving a picture from the studio, piece by piece (ADR 0032): the browser sends the file in
 * pieces of `uploadChunkBytes`, each a request with the upload's id, its offset and the file's
 * size. The pieces are appended to a file in the uploads folder (owner-only); the first piece is
 * sniffed, so a disguised or HEIC file is refused before the rest is sent. When the last piece is
 * in, the file is handed over to what it becomes (`HandOver`): a photo of her library
 * (`receiveChunk`, here) or a picture of a client's gallery (app/galleries/upload.server.ts),
 * queued for the one worker that encodes both (ADR 0041). A piece sent again (a retry after a
 * dropped connection) is answered with the offset the server has, so the browser resumes there.
 *
 * For her library the original file name never reaches the server: the browser sends only the
 * bytes. A gallery's upload names its file for the owner alone (she finds it in Lightroom).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, truncate } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { prepared, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import { maxUploadBytes, uploadChunkBytes } from "#app/photos/limits.ts";
import { sniff, sniffBytes } from "#app/photos/sniff.ts";
import { addUpload } from "#app/photos/store.server.ts";

export type UploadDeps = {
  db: Database;
  clock: () => number;
  uploadsDir: string;
  /** Tells the photo worker a job is waiting. */
  wakeWorker: () => void;
};

/**
 * What the studio shows for a refused file (content/studio/photos.ts has the words). The last two
 * are the server's caps: too many uploads unfinished at once, or too many bytes waiting.
 */
export type UploadRefusal =
  "heic" | "not-a-photo" | "too-large" | "empty" | "too-many-open" | "queue-full" | "gone";

/** The answer to a piece, whatever the file becomes: `id` is the new photo's or picture's. */
export type PieceResult =
  | { status: "partial"; received: number }
  | { status: "done"; id: string }
  | { status: "refused"; reason: UploadRefusal }
  /** The offset does not continue the upload: the server has `received` bytes of it. */
  | { status: "resume"; received: number }
  | { status: "invalid" };

/** The photo library's answer (the studio's page and the deploy test read `photoId`). */
export type ChunkResult =
  Exclude<PieceResult, { status: "done" }> | { status: "done"; photoId: string };

/**
 * What a whole file becomes: `newId` names it (its upload waits as `<id>.upload`), `accept`
 * records it, queued for the worker, in one transaction (retried while the database is busy);
 * false when its place is gone meanwhile (a gallery deleted during the upload).
 */
export type HandOver = {
  newId: () => string;
  accept: (file: { id: string; upload: string; bytes: number }, now: number) => boolean;
};

const uploadIdPattern = /^[0-9a-f]{32}$/;
const partName = (uploadId: string) => `${uploadId}.part`;

/**
 * Uploads nobody finished are deleted once no piece came for an hour: a piece is at most 512 KB,
 * which the slowest phone network sends in under half a minute, and the page gives up on a piece
 * after a few minutes of retries. A part's modification time is its last piece.
 */
export const abandonedAfterMs = 3600_000;

/**
 * At most this many uploads unfinished at once (the page sends one photo at a time), and at most
 * this many bytes announced by them and waiting for the worker together: a stolen session or a
 * script cannot fill the disk with uploads that never end.
 */
export const maxOpenUploads = 10;
export const maxWaitingBytes = 1024 * 1024 * 1024;

/** Pieces being written now, by upload: a second one for the same upload waits its turn. */
const inFlight = new Map<string, Promise<unknown>>();
/**
 * Uploads finished in the last hours, with their photo: a phone that lost the answer to the last
 * piece and sends it again is told its photo, instead of starting a second one.
 */
const finished = new Map<string, { id: string; at: number }>();
const rememberFinishedMs = 6 * 3600_000;

export type Chunk = {
  uploadId: string;
  offset: number;
  /** The whole file's size. */
  total: number;
  body: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null;
};

/** A piece of a photo for her library. */
export async function receiveChunk(deps: UploadDeps, chunk: Chunk): Promise<ChunkResult> {
  const result = await receivePiece(deps, chunk, {
    // The whole file becomes a photo with a random id; the file takes the id as its name.
    newId: () => `foto-${randomBytes(8).toString("hex")}`,
    accept: ({ id, upload, bytes }, now) => {
      addUpload(deps.db, { id, bytes, upload }, now);
      return true;
    },
  });
  return result.status === "done" ? { status: "done", photoId: result.id } : result;
}

/** A piece of an upload; the whole file goes to `handOver`. */
export async function receivePiece(
  deps: Omit<UploadDeps, "db">,
  chunk: Chunk,
  handOver: HandOver,
): Promise<PieceResult> {
  const { uploadId, offset, total } = chunk;
  if (!uploadIdPattern.test(uploadId) || !Number.isSafeInteger(offset) || offset < 0) {
    return { status: "invalid" };
  }
  if (!Number.isSafeInteger(total) || total <= 0) return { status: "refused", reason: "empty" };
  if (total > maxUploadBytes) return { status: "refused", reason: "too-large" };
  if (!chunk.body) return { status: "invalid" };

  // A retry while the piece it repeats is still arriving (the phone gave up waiting for the
  // answer): it waits for that piece, then finds the file where the piece left it.
  while (inFlight.has(uploadId)) await inFlight.get(uploadId)!.catch(() => {});
  const done = finished.get(uploadId);
  if (done) {
    await chunk.body.cancel().catch(() => {});
    return { status: "done", id: done.id };
  }
  const receiving = receive(deps, { ...chunk, body: chunk.body }, handOver);
  inFlight.set(uploadId, receiving);
  try {
    return await receiving;
  } finally {
    inFlight.delete(uploadId);
  }
}

async function receive(
  deps: Omit<UploadDeps, "db">,
  chunk: Chunk & { body: NonNullable<Chunk["body"]> },
  handOver: HandOver,
): Promise<PieceResult> {
  const { uploadId, offset, total } = chunk;
  await mkdir(deps.uploadsDir, { recursive: true, mode: 0o700 });
  const part = path.join(deps.uploadsDir, partName(uploadId));
  const stored = await stat(part).then(
    (file) => file.size,
    () => 0,
  );
  if (offset !== stored) {
    await chunk.body.cancel().catch(() => {});
    return { status: "resume", received: stored };
  }
  if (offset === 0) {
    const capped = await admit(deps.uploadsDir, part, total);
    if (capped) {
      await chunk.body.cancel().catch(() => {});
      return { status: "refused", reason: capped };
    }
  }

  // The piece is counted as it streams to the file: more than a piece, or past the file's
  // announced size, and the upload is dropped.
  let size = 0;
  let head: Buffer = Buffer.alloc(0);
  let refused: UploadRefusal | null = null;
  const check = new Transform({
    transform(data: Buffer, _encoding, done) {
      size += data.length;
      if (size > uploadChunkBytes || offset + size > total) {
        return done(new Error("piece too large"));
      }
      if (offset === 0 && head.length < sniffBytes) {
        head = Buffer.concat([head, data]);
        if (head.length >= Math.min(sniffBytes, total)) {
          const kind = sniff(head);
          if (kind === "heic") refused = "heic";
          else if (!kind) refused = "not-a-photo";
          if (refused) return done(new Error("refused"));
        }
      }
      done(null, data);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(chunk.body as WebReadableStream<Uint8Array>),
      check,
      createWriteStream(part, { flags: offset === 0 ? "w" : "a", mode: 0o600 }),
    );
  } catch {
    // A refused file goes; a piece cut off (a dropped connection) is cut back to where it began,
    // so the phone's retry continues from the pieces already here.
    if (refused || offset === 0) {
      await rm(part, { force: true });
      announced.delete(part);
    } else await truncate(part, offset).catch(() => {});
    return refused ? { status: "refused", reason: refused } : { status: "invalid" };
  }
  if (offset === 0 && size < Math.min(sniffBytes, total)) {
    await rm(part, { force: true });
    announced.delete(part);
    return { status: "refused", reason: "not-a-photo" };
  }

  const received = offset + size;
  if (received < total) return { status: "partial", received };

  // The whole file: it takes its new id as its name, and is handed over.
  const id = handOver.newId();
  const upload = `${id}.upload`;
  const file = path.join(deps.uploadsDir, upload);
  await rename(part, file);
  announced.delete(part);
  const accepted = await retryWhileBusy(() =>
    handOver.accept({ id, upload, bytes: total }, deps.clock()),
  );
  if (!accepted) {
    await rm(file, { force: true });
    return { status: "refused", reason: "gone" };
  }
  const now = deps.clock();
  for (const [key, entry] of finished)
    if (now - entry.at > rememberFinishedMs) finished.delete(key);
  finished.set(uploadId, { id, at: now });
  deps.wakeWorker();
  return { status: "done", id };
}

/**
 * The sizes announced by uploads begun in this process, by their part's path, with when each
 * began: the caps count an upload from its first piece on, before its part holds its bytes.
 */
const announced = new Map<string, { total: number; at: number }>();
let admitting: Promise<unknown> = Promise.resolve();

/**
 * Whether a new upload of `total` bytes may begin, or the cap it would break. One at a time, so
 * two first pieces arriving together cannot both take the last place.
 */
function admit(dir: string, part: string, total: number): Promise<UploadRefusal | null> {
  const admission = admitting.then(async () => {
    // Compared with the files' modification times: the machine's clock, as the housekeeping's.
    const now = Date.now();
    const waiting = await waitingUploads(dir, now);
    if (waiting.open >= maxOpenUploads) return "too-many-open" as const;
    if (waiting.bytes + total > maxWaitingBytes) return "queue-full" as const;
    announced.set(part, { total, at: now });
    return null;
  });
  admitting = admission.catch(() => {});
  return admission;
}

/**
 * The uploads unfinished (parts with a piece in the last hour, and those just admitted) and the
 * bytes they announced, plus the originals waiting for the worker.
 */
async function waitingUploads(dir: string, now: number) {
  const parts = new Set<string>();
  let bytes = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    if (name.endsWith(".upload")) bytes += info.size;
    if (!name.endsWith(".part") || now - info.mtimeMs > abandonedAfterMs) continue;
    parts.add(file);
    bytes += Math.max(info.size, announced.get(file)?.total ?? 0);
  }
  for (const [file, { total, at }] of announced) {
    if (parts.has(file) || path.dirname(file) !== dir) continue;
    // Admitted a moment ago, its part not written yet; older ones ended without a part.
    if (now - at > 60_000) announced.delete(file);
    else {
      parts.add(file);
      bytes += total;
    }
  }
  return { open: parts.size, bytes };
}

/**
 * Housekeeping: deletes pieces of uploads abandoned for an hour, and originals no job waits for any
 * more (a worker stopped between storing a photo and deleting its original).
 */
export async function removeAbandonedUploads(
  db: Database,
  uploadsDir: string,
  now: number,
): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  // Photos' and gallery pictures' jobs share the folder (ADR 0041).
  const waiting = new Set(
    (
      prepared(
        db,
        `SELECT upload FROM photo_jobs WHERE upload IS NOT NULL
         UNION ALL SELECT upload FROM gallery_pictures WHERE upload IS NOT NULL`,
      ).all() as { upload: string }[]
    ).map((row) => row.upload),
  );
  const age = (file: string) =>
    stat(file).then(
      (info) => now - info.mtimeMs,
      () => 0,
    );
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(".upload") && !waiting.has(entry))) {
    const file = path.join(uploadsDir, name);
    // One that just arrived may not have its job yet: only those older than a minute.
    if ((await age(file)) > 60_000) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  for (const name of names.filter((entry) => entry.endsWith(".part"))) {
    const file = path.join(uploadsDir, name);
    if ((await age(file)) > abandonedAfterMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
