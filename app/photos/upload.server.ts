/**
 * Receiving a photo from the studio, piece by piece (ADR 0032): the browser sends the file in
 * pieces of `uploadChunkBytes`, each a request with the upload's id, its offset and the file's
 * size. The pieces are appended to a file in the uploads folder (owner-only); the first piece is
 * sniffed, so a disguised or HEIC file is refused before the rest is sent. When the last piece is
 * in, the file becomes a photo, queued for the worker. A piece sent again (a retry after a dropped
 * connection) is answered with the offset the server has, so the browser resumes there.
 *
 * The original file name never reaches the server: the browser sends only the bytes.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { retryWhileBusy, type Database } from "#app/lib/db.server.ts";
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

/** What the studio shows for a refused file (content/studio/photos.ts has the words). */
export type UploadRefusal = "heic" | "not-a-photo" | "too-large" | "empty";

export type ChunkResult =
  | { status: "partial"; received: number }
  | { status: "done"; photoId: string }
  | { status: "refused"; reason: UploadRefusal }
  /** The offset does not continue the upload: the server has `received` bytes of it. */
  | { status: "resume"; received: number }
  | { status: "invalid" };

const uploadIdPattern = /^[0-9a-f]{32}$/;
const partName = (uploadId: string) => `${uploadId}.part`;

/** Uploads nobody finished (the phone went away) are deleted after a day. */
export const abandonedAfterMs = 24 * 3600_000;

export type Chunk = {
  uploadId: string;
  offset: number;
  /** The whole file's size. */
  total: number;
  body: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null;
};

export async function receiveChunk(deps: UploadDeps, chunk: Chunk): Promise<ChunkResult> {
  const { uploadId, offset, total } = chunk;
  if (!uploadIdPattern.test(uploadId) || !Number.isSafeInteger(offset) || offset < 0) {
    return { status: "invalid" };
  }
  if (!Number.isSafeInteger(total) || total <= 0) return { status: "refused", reason: "empty" };
  if (total > maxUploadBytes) return { status: "refused", reason: "too-large" };
  if (!chunk.body) return { status: "invalid" };

  await mkdir(deps.uploadsDir, { recursive: true, mode: 0o700 });
  const part = path.join(deps.uploadsDir, partName(uploadId));
  const received = await stat(part).then(
    (file) => file.size,
    () => 0,
  );
  if (offset !== received) {
    await chunk.body.cancel().catch(() => {});
    return { status: "resume", received };
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
    await rm(part, { force: true });
    return refused ? { status: "refused", reason: refused } : { status: "invalid" };
  }
  if (offset === 0 && size < Math.min(sniffBytes, total)) {
    await rm(part, { force: true });
    return { status: "refused", reason: "not-a-photo" };
  }

  const now = offset + size;
  if (now < total) return { status: "partial", received: now };

  // The whole file: it becomes a photo with a random id; the file takes the id as its name.
  const photoId = `foto-${randomBytes(8).toString("hex")}`;
  const upload = `${photoId}.upload`;
  await rename(part, path.join(deps.uploadsDir, upload));
  await retryWhileBusy(() =>
    addUpload(deps.db, { id: photoId, bytes: total, upload }, deps.clock()),
  );
  deps.wakeWorker();
  return { status: "done", photoId };
}

/** Deletes pieces of uploads abandoned for a day (housekeeping). */
export async function removeAbandonedUploads(uploadsDir: string, now: number): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(".part"))) {
    const file = path.join(uploadsDir, name);
    const changed = await stat(file).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - changed > abandonedAfterMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
