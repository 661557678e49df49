import { execFileSync } from "node:child_process";
import {
  closeSync,
  constants as fsConstants,
  existsSync,
  mkdirSync,
  openSync,
  rmSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { ReadableStream } from "node:stream/web";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { prepared } from "#app/lib/db.server.ts";
import type { LogFields } from "#app/lib/log.server.ts";
import { uploadChunkBytes } from "#app/photos/limits.ts";
import {
  describe as describePhoto,
  photoUsage,
  recordConsent,
  removePhoto,
  savePlaces,
  type PhotoDeps,
} from "#app/photos/library.server.ts";
import { photoBlockers } from "#app/photos/publishable.server.ts";
import { claimJob, requeueRunning } from "#app/photos/queue.server.ts";
import { listPhotos, photoLookup, readPhoto, readPhotoFile } from "#app/photos/store.server.ts";
import {
  receiveChunk,
  removeAbandonedUploads,
  type ChunkResult,
  type UploadDeps,
} from "#app/photos/upload.server.ts";
import { runJob, startWorker, type WorkerDeps } from "#app/photos/worker.server.ts";
import { createWebsite } from "#app/website/live.server.ts";
import {
  publish,
  restore,
  type LivePages,
  type RenderedPages,
} from "#app/website/publish.server.ts";
import { allContents, liveRelease, listReleases } from "#app/website/store.server.ts";
import { cameraMarkers, cameraPhoto, markersIn } from "#tests/support/camera-photo.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const quiet = (_level: string, _event: string, _fields?: LogFields) => {};

/** The server's pages as the use cases see them: the last content swapped in. */
function fakePages() {
  let shown: { id: number; content: unknown } | null = null;
  let beforeRender: () => Promise<void> = async () => {};
  const pages: LivePages = {
    renderPage: () => Promise.reject(new Error("not used")),
    async render(content) {
      await beforeRender();
      return { count: 1, content } as RenderedPages;
    },
    prerendered: () => ({ count: 0 }),
    swap(id, set) {
      shown = { id, content: (set as { content?: unknown }).content };
    },
    shownId: () => shown?.id ?? null,
  };
  return {
    pages,
    shown: () => shown,
    /** Runs `hook` while the next rendering is under way (once). */
    duringNextRender(hook: () => Promise<void>) {
      beforeRender = async () => {
        beforeRender = async () => {};
        await hook();
      };
    },
  };
}

function setUp() {
  // As the server's connection: never wait inside SQLite (app.server.ts).
  const { db, dir, file } = testDatabase({ busyTimeoutMs: 0 });
  let now = Date.UTC(2026, 10, 26, 10);
  const clock = () => (now += 1000);
  const pages = fakePages();
  const website = createWebsite({
    db,
    clock,
    pages: pages.pages,
    log: quiet,
    buildContent: defaultContent,
    blockers: (content) => photoBlockers(db, content),
  });
  const uploadsDir = path.join(dir, "uploads");
  let wakes = 0;
  const deps: PhotoDeps & UploadDeps & WorkerDeps = {
    db,
    clock,
    log: quiet,
    uploadsDir,
    wakeWorker: () => void (wakes += 1),
    website: website.deps,
    defaults: defaultContent.photos,
  };
  return { db, file, deps, pages, website, uploadsDir, wakes: () => wakes };
}

const stream = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      // In small pieces, as a socket delivers them.
      for (let at = 0; at < bytes.length; at += 16 * 1024) {
        controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      }
      controller.close();
    },
  });

/** Sends `file` in pieces as the studio's page does; the last answer. */
async function upload(deps: UploadDeps, file: Uint8Array, pieceBytes = uploadChunkBytes) {
  const uploadId = crypto.randomUUID().replaceAll("-", "");
  let result: ChunkResult = { status: "invalid" };
  for (let offset = 0; offset < file.length; offset += pieceBytes) {
    const piece = file.subarray(offset, offset + pieceBytes);
    result = await receiveChunk(deps, {
      uploadId,
      offset,
      total: file.length,
      body: stream(piece),
    });
    if (result.status !== "partial") return result;
  }
  return result;
}

/** Runs the queue to its end, as the worker process does. */
async function work(deps: WorkerDeps) {
  for (let job = claimJob(deps.db, deps.clock()); job; job = claimJob(deps.db, deps.clock())) {
    await runJob(deps, job);
  }
}

async function uploadedPhoto(deps: PhotoDeps & UploadDeps & WorkerDeps, file?: Buffer) {
  const result = await upload(deps, file ?? (await cameraPhoto()), 8 * 1024);
  if (result.status !== "done") throw new Error(`upload: ${JSON.stringify(result)}`);
  await work(deps);
  return readPhoto(deps.db, result.photoId)!;
}

/** A PNG whose header claims `width` × `height` grey pixels, with one row of data. */
function pngHeaderClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const servedFiles = (db: ReturnType<typeof setUp>["db"]) =>
  prepared(db, "SELECT name, data FROM photo_files").all() as { name: string; data: Uint8Array }[];

describe("an upload", () => {
  it("arrives in pieces, is encoded by the worker and served without any of its metadata", async () => {
    const { db, deps, uploadsDir, wakes } = setUp();
    const original = await cameraPhoto();
    // The fixture really carries what must go.
    expect(markersIn(original)).toEqual(
      expect.arrayContaining([cameraMarkers.serial, "Exif block", "XMP block"]),
    );
    const result = await upload(deps, original, 8 * 1024);
    expect(result).toEqual({
      status: "done",
      photoId: expect.stringMatching(/^foto-[0-9a-f]{16}$/),
    });
    expect(wakes()).toBe(1);
    const id = (result as { photoId: string }).photoId;
    expect(readPhoto(db, id)).toMatchObject({ status: "queued", bytes: original.length });
    // The waiting upload is owner-only, under a name that is the photo's id.
    const waiting = readdirSync(uploadsDir);
    expect(waiting).toEqual([`${id}.upload`]);
    expect(statSync(path.join(uploadsDir, waiting[0]!)).mode & 0o777).toBe(0o600);

    await work(deps);
    const photo = readPhoto(db, id)!;
    // Turned upright: the camera stored it sideways.
    expect(photo).toMatchObject({ status: "ready", width: 1067, height: 1600, progress: null });
    // The original is gone; only the encoded files and the master are kept.
    expect(readdirSync(uploadsDir)).toEqual([]);
    const files = servedFiles(db);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(file.name).toMatch(new RegExp(`^${id}-[0-9a-f]{10}-(cut)?\\d+\\.(avif|webp)$`));
      expect(markersIn(file.data), file.name).toEqual([]);
      const meta = await sharp(file.data).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    const master = prepared(db, "SELECT data FROM photo_masters WHERE photo_id = ?").get(id) as {
      data: Uint8Array;
    };
    expect(markersIn(master.data)).toEqual([]);
    // Every file the entry names is served.
    for (const variant of [...photo.entry!.avif, ...photo.entry!.webp]) {
      expect(readPhotoFile(db, path.basename(variant.url))).not.toBeNull();
    }
  });

  it("is refused when it is HEIC, not a photo, or too large, before the rest is sent", async () => {
    const { deps, uploadsDir } = setUp();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic"),
      Buffer.alloc(64),
    ]);
    expect(await upload(deps, heic)).toEqual({ status: "refused", reason: "heic" });
    const pdf = Buffer.from("%PDF-1.7\n% a client's contract, named .jpg\n".repeat(10));
    expect(await upload(deps, pdf)).toEqual({ status: "refused", reason: "not-a-photo" });
    const tooLarge = await receiveChunk(deps, {
      uploadId: "a".repeat(32),
      offset: 0,
      total: 51 * 1024 * 1024,
      body: stream(Buffer.alloc(10)),
    });
    expect(tooLarge).toEqual({ status: "refused", reason: "too-large" });
    expect(readdirSync(uploadsDir)).toEqual([]);
    expect(listPhotos(deps.db)).toEqual([]);
  });

  it("resumes where the server is after a dropped piece, and refuses a piece larger than promised", async () => {
    const { deps } = setUp();
    const file = await cameraPhoto({ width: 400, height: 300 });
    const uploadId = "b".repeat(32);
    const first = await receiveChunk(deps, {
      uploadId,
      offset: 0,
      total: file.length,
      body: stream(file.subarray(0, 1000)),
    });
    expect(first).toEqual({ status: "partial", received: 1000 });
    // The phone lost the answer and sends from 0 again, or skips ahead: the server says where it is.
    const again = await receiveChunk(deps, {
      uploadId,
      offset: 2000,
      total: file.length,
      body: stream(file.subarray(2000)),
    });
    expect(again).toEqual({ status: "resume", received: 1000 });
    const overlong = await receiveChunk(deps, {
      uploadId,
      offset: 1000,
      total: 1500,
      body: stream(file.subarray(1000)),
    });
    expect(overlong).toEqual({ status: "invalid" });
  });

  it("keeps the pieces that arrived when a connection drops mid-piece, and answers a repeated last piece with its photo", async () => {
    const { deps } = setUp();
    const file = await cameraPhoto({ width: 600, height: 400 });
    const uploadId = "d".repeat(32);
    const piece = (offset: number, end: number) =>
      receiveChunk(deps, {
        uploadId,
        offset,
        total: file.length,
        body: stream(file.subarray(offset, end)),
      });
    expect(await piece(0, 4000)).toEqual({ status: "partial", received: 4000 });
    // The second piece breaks off half-way (the phone lost its network).
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(4000, 6000));
        controller.error(new Error("connection reset"));
      },
    });
    const dropped = await receiveChunk(deps, {
      uploadId,
      offset: 4000,
      total: file.length,
      body: broken,
    });
    expect(dropped).toEqual({ status: "invalid" });
    // The retry is told where to go on from: the first piece is still there.
    expect(await piece(8000, file.length)).toEqual({ status: "resume", received: 4000 });
    const done = await piece(4000, file.length);
    expect(done).toEqual({ status: "done", photoId: expect.any(String) });
    // The answer got lost and the phone sends the last piece again: the same photo, not a second.
    expect(await piece(4000, file.length)).toEqual(done);
    expect(listPhotos(deps.db)).toHaveLength(1);
  });

  it("leaves no original behind that no job waits for", async () => {
    const { deps, uploadsDir } = setUp();
    const done = await upload(deps, await cameraPhoto({ width: 400, height: 300 }));
    // A worker stopped between storing the photo and deleting its original leaves it behind.
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(path.join(uploadsDir, "foto-00000000000000aa.upload"), "original");
    const hourLater = Date.now() + 3600_000;
    expect(await removeAbandonedUploads(deps.db, uploadsDir, hourLater)).toBe(1);
    // The one still waiting for the worker stays.
    expect(readdirSync(uploadsDir)).toEqual([`${(done as { photoId: string }).photoId}.upload`]);
  });

  it("is refused beyond 10 unfinished uploads, or beyond 1 GB waiting in all, and says why", async () => {
    const { deps, uploadsDir } = setUp();
    const file = await cameraPhoto({ width: 400, height: 300 });
    const begin = (uploadId: string, total = file.length) =>
      receiveChunk(deps, { uploadId, offset: 0, total, body: stream(file.subarray(0, 1000)) });
    const ids = Array.from({ length: 10 }, (_, n) => n.toString(16).padStart(32, "a"));
    for (const uploadId of ids) {
      expect(await begin(uploadId)).toEqual({ status: "partial", received: 1000 });
    }
    expect(await begin("f".repeat(32))).toEqual({ status: "refused", reason: "too-many-open" });
    // The open ones go on; one finished makes room for the next.
    const rest = await receiveChunk(deps, {
      uploadId: ids[0]!,
      offset: 1000,
      total: file.length,
      body: stream(file.subarray(1000)),
    });
    expect(rest).toMatchObject({ status: "done" });
    expect(await begin("f".repeat(32))).toEqual({ status: "partial", received: 1000 });

    // Originals waiting for the worker count too: 1 GB of them (a sparse file) and no more.
    const { deps: other, uploadsDir: otherDir } = setUp();
    mkdirSync(otherDir, { recursive: true });
    const waiting = path.join(otherDir, "foto-00000000000000bb.upload");
    writeFileSync(waiting, "");
    truncateSync(waiting, 1024 * 1024 * 1024 - 40 * 1024 * 1024);
    const large = await receiveChunk(other, {
      uploadId: "c".repeat(32),
      offset: 0,
      total: 45 * 1024 * 1024,
      body: stream(file.subarray(0, 1000)),
    });
    expect(large).toEqual({ status: "refused", reason: "queue-full" });
    expect(await upload(other, file)).toMatchObject({ status: "done" });
    expect(readdirSync(uploadsDir).filter((name) => name.endsWith(".part"))).toHaveLength(10);
  });

  it("of which pieces came, but none for an hour, is deleted by the housekeeping", async () => {
    const { db, deps, uploadsDir } = setUp();
    const file = await cameraPhoto({ width: 400, height: 300 });
    for (const uploadId of ["1".repeat(32), "2".repeat(32)]) {
      await receiveChunk(deps, {
        uploadId,
        offset: 0,
        total: file.length,
        body: stream(file.subarray(0, 1000)),
      });
    }
    const now = Date.now();
    // The phone went away 61 minutes ago; the other sent its last piece 30 minutes ago.
    utimesSync(
      path.join(uploadsDir, `${"1".repeat(32)}.part`),
      (now - 61 * 60_000) / 1000,
      (now - 61 * 60_000) / 1000,
    );
    utimesSync(
      path.join(uploadsDir, `${"2".repeat(32)}.part`),
      (now - 30 * 60_000) / 1000,
      (now - 30 * 60_000) / 1000,
    );
    expect(await removeAbandonedUploads(db, uploadsDir, now)).toBe(1);
    expect(readdirSync(uploadsDir)).toEqual([`${"2".repeat(32)}.part`]);
  });

  it("that cannot be read, or has too many pixels, fails with its reason and leaves nothing behind", async () => {
    const { db, deps, uploadsDir } = setUp();
    // A JPEG's first bytes, then nothing a decoder can use.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const photo = await uploadedPhoto(deps, broken);
    expect(photo).toMatchObject({ status: "failed", problem: "unreadable" });
    // A PNG whose header claims 20,000 × 20,000 pixels: refused before decoding.
    const bomb = await uploadedPhoto(deps, pngHeaderClaiming(20_000, 20_000));
    expect(bomb).toMatchObject({ status: "failed", problem: "too-many-pixels" });
    expect(readdirSync(uploadsDir)).toEqual([]);
    expect(servedFiles(db)).toEqual([]);
  });
});

describe("the queue", () => {
  it("runs a job again after a restart in the middle of it, and serves nothing of it before", async () => {
    const { db, deps } = setUp();
    const result = await upload(deps, await cameraPhoto({ width: 800, height: 600 }));
    const id = (result as { photoId: string }).photoId;
    // The worker took the job, then its process was killed.
    expect(claimJob(db, deps.clock())).toMatchObject({ photoId: id, attempts: 1 });
    expect(readPhoto(db, id)?.status).toBe("encoding");
    expect(servedFiles(db)).toEqual([]);
    // The next worker starts.
    expect(requeueRunning(db)).toBe(1);
    expect(readPhoto(db, id)?.status).toBe("queued");
    await work(deps);
    expect(readPhoto(db, id)?.status).toBe("ready");
  });

  it("gives a job up that took the worker down three times", async () => {
    const { db, deps } = setUp();
    const result = await upload(deps, await cameraPhoto({ width: 400, height: 300 }));
    for (let crash = 0; crash < 3; crash += 1) {
      claimJob(db, deps.clock());
      requeueRunning(db);
    }
    await work(deps);
    expect(readPhoto(db, (result as { photoId: string }).photoId)).toMatchObject({
      status: "failed",
      problem: "unreadable",
    });
  });
});

describe("the worker", () => {
  it("gives up a job that hangs after its time, and goes on with the next", async () => {
    const { deps } = setUp();
    const hanging = await upload(deps, await cameraPhoto({ width: 400, height: 300 }));
    const next = await upload(deps, await cameraPhoto({ width: 600, height: 400 }));
    const hangingId = (hanging as { photoId: string }).photoId;
    const nextId = (next as { photoId: string }).photoId;
    // Its upload becomes a pipe nobody writes to: reading it never ends, like a decoder that hangs.
    const file = path.join(deps.uploadsDir, `${hangingId}.upload`);
    rmSync(file);
    execFileSync("mkfifo", ["-m", "600", file]);
    // Held open for writing (and reading), so the worker's read waits instead of ending.
    const held = openSync(file, fsConstants.O_RDWR);

    let stuck = 0;
    // The time limit holds for the next job too: long enough for its encoding on a busy machine
    // (1.5 s was not: it failed with "timed-out" under a load of 20 on two cores).
    const worker = startWorker(
      { ...deps, jobTimeoutMs: 8000 },
      { pollMs: 100, onStuck: () => void (stuck += 1) },
    );
    onTestFinished(async () => {
      // The read ends (nothing left to write), then the worker.
      closeSync(held);
      await worker.stop();
    });
    const done = () => readPhoto(deps.db, nextId)?.status === "ready";
    for (let waited = 0; !done() && waited < 90_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readPhoto(deps.db, hangingId)).toMatchObject({ status: "failed", problem: "timed-out" });
    expect(readPhoto(deps.db, nextId)?.status).toBe("ready");
    expect(stuck).toBe(1);
    expect(existsSync(file)).toBe(false);
  }, 120_000);
});

describe("her photos on the site", () => {
  it("a moved focal point makes only a new phone cut; the ladder stays", async () => {
    const { db, deps } = setUp();
    const photo = await uploadedPhoto(deps, await cameraPhoto({ width: 2400, height: 1600 }));
    const before = new Set(servedFiles(db).map((file) => file.name));
    expect(photoLookup(db)({ id: photo.id, alt: "", focal: photo.focal })?.phone).toBeDefined();

    const focal = { x: 0.2, y: 0.5 };
    await describePhoto(deps, photo.id, { alt: "Fensterlicht auf Seide", focal });
    expect(photoLookup(db)({ id: photo.id, alt: "", focal })?.phone).toBeUndefined();
    await work(deps);
    const after = servedFiles(db).map((file) => file.name);
    const added = after.filter((name) => !before.has(name));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((name) => /-cut\d+\.(avif|webp)$/.test(name))).toBe(true);
    // The old cut is no place's any more and was dropped; the ladder is untouched.
    const ladder = [...before].filter((name) => !name.includes("-cut"));
    expect(ladder.every((name) => after.includes(name))).toBe(true);
    const cut = photoLookup(db)({ id: photo.id, alt: "", focal })!.phone!;
    const file = readPhotoFile(db, path.basename(cut.avif.at(-1)!.url))!;
    expect((await sharp(file).metadata()).width).toBe(480);
  });

  it("a focal point moved while the photo was still encoding gets its cut afterwards", async () => {
    const { db, deps } = setUp();
    const result = await upload(deps, await cameraPhoto({ width: 1200, height: 800 }));
    const id = (result as { photoId: string }).photoId;
    const focal = { x: 0.8, y: 0.3 };
    await describePhoto(deps, id, { alt: "Vorhang", focal });
    await work(deps);
    expect(photoLookup(db)({ id, alt: "", focal })?.phone).toBeDefined();
  });

  it("a release never shows a photo that is still encoding or has no description", async () => {
    const { db, deps, website } = setUp();
    const photo = await uploadedPhoto(deps);
    const edited = defaultContent.photos;
    const placed = {
      ...edited,
      hero: [{ id: photo.id, alt: "", focal: photo.focal }, ...edited.hero.slice(1)],
    };
    expect((await savePlaces(deps, placed)).ok).toBe(true);
    expect(await publish(website.deps, "studio")).toEqual({
      ok: false,
      reason: "blocked",
      blockers: [{ path: "photos.hero.0", reason: "photo-alt" }],
    });
    // It shows a person whose consent does not cover the website.
    await recordConsent(deps, photo.id, {
      showsPerson: true,
      date: "2026-11-01",
      website: false,
      social: true,
      note: "",
    });
    await describePhoto(deps, photo.id, { alt: "Seide im Fensterlicht", focal: photo.focal });
    expect(await publish(website.deps, "studio")).toMatchObject({
      ok: false,
      blockers: [{ path: "photos.hero.0", reason: "photo-consent" }],
    });
    await recordConsent(deps, photo.id, {
      showsPerson: true,
      date: "2026-11-01",
      website: true,
      social: true,
      note: "",
    });
    // She moves its focal point: the new cut is not made yet.
    await describePhoto(deps, photo.id, {
      alt: "Seide im Fensterlicht",
      focal: { x: 0.3, y: 0.4 },
    });
    expect(await publish(website.deps, "studio")).toMatchObject({
      ok: false,
      blockers: [{ path: "photos.hero.0", reason: "photo-encoding" }],
    });
    await work(deps);
    const published = await publish(website.deps, "studio");
    expect(published.ok).toBe(true);
    expect(liveRelease(db).content.photos.hero[0]).toEqual({
      id: photo.id,
      alt: "Seide im Fensterlicht",
      focal: { x: 0.3, y: 0.4 },
    });
  });

  it("withdrawn consent takes the photo off the live site at once and out of every release", async () => {
    const { db, deps, website, pages, uploadsDir } = setUp();
    const photo = await uploadedPhoto(deps);
    await describePhoto(deps, photo.id, { alt: "Porträt im Gegenlicht", focal: photo.focal });
    const ref = { id: photo.id, alt: "Porträt im Gegenlicht", focal: photo.focal };
    const photos = defaultContent.photos;
    await savePlaces(deps, { ...photos, portfolio: [ref, ...photos.portfolio.slice(0, 5)] });
    expect((await publish(website.deps, "studio")).ok).toBe(true);
    // A later release without it, and a draft with it as the portrait.
    await savePlaces(deps, photos);
    expect((await publish(website.deps, "studio")).ok).toBe(true);
    await savePlaces(deps, { ...photos, portrait: ref });
    expect(photoUsage(db, photo.id)).toMatchObject({
      draft: [{ place: "portrait" }],
      live: [],
      releases: [expect.any(Number)],
    });

    const liveBefore = liveRelease(db).id;
    await removePhoto(deps, photo.id, "withdrawn");
    const everything = JSON.stringify(allContents(db));
    expect(everything).not.toContain(photo.id);
    expect(servedFiles(db)).toEqual([]);
    expect(readPhoto(db, photo.id)).toBeNull();
    expect(readdirSync(uploadsDir)).toEqual([]);
    // The portfolio that had it still has six pictures; the draft's portrait is the default again.
    for (const content of allContents(db)) {
      expect(content.photos.portfolio.length).toBeGreaterThanOrEqual(6);
    }
    // The live release did not show it: it stays live, and no release was added.
    expect(liveRelease(db).id).toBe(liveBefore);
    expect(listReleases(db).length).toBe(3);
    expect(pages.shown()?.id).toBe(liveBefore);
  });

  it("removing a photo the live site shows puts a release without it live", async () => {
    const { db, deps, website, pages } = setUp();
    const photo = await uploadedPhoto(deps);
    await describePhoto(deps, photo.id, { alt: "Silhouette", focal: photo.focal });
    const ref = { id: photo.id, alt: "Silhouette", focal: photo.focal };
    await savePlaces(deps, { ...defaultContent.photos, creators: ref });
    expect((await publish(website.deps, "studio")).ok).toBe(true);
    const before = liveRelease(db).id;
    const { release } = await removePhoto(deps, photo.id, "deleted");
    expect(release).toBeGreaterThan(before);
    expect(liveRelease(db)).toMatchObject({ id: release });
    expect(liveRelease(db).content.photos.creators).toEqual(defaultContent.photos.creators);
    expect(pages.shown()?.id).toBe(release);
    expect(existsSync(deps.uploadsDir) ? readdirSync(deps.uploadsDir) : []).toEqual([]);
  });

  for (const why of ["withdrawn", "deleted"] as const) {
    it(`a ${why} photo leaves none of its bytes in the database file, its WAL or the uploads folder`, async () => {
      const { db, file, deps, website, uploadsDir } = setUp();
      const photo = await uploadedPhoto(deps, await cameraPhoto({ width: 900, height: 600 }));
      const alt = `Quxwell ${why} im Gegenlicht`;
      await describePhoto(deps, photo.id, { alt, focal: photo.focal });
      const ref = { id: photo.id, alt, focal: photo.focal };
      await savePlaces(deps, { ...defaultContent.photos, portrait: ref });
      expect((await publish(website.deps, "studio")).ok).toBe(true);
      // Pieces of every stored file of it (the served ladder, its cuts, the master), from their
      // compressed middles, where no other file shares a byte run.
      const blobs = [
        ...servedFiles(db).map((row) => row.data),
        ...(
          prepared(db, "SELECT data FROM photo_masters WHERE photo_id = ?").all(photo.id) as {
            data: Uint8Array;
          }[]
        ).map((row) => row.data),
      ];
      expect(blobs.length).toBeGreaterThan(10);
      const traces = [
        Buffer.from(alt),
        ...blobs.flatMap((blob) =>
          [0.3, 0.6, 0.9].map((at) => {
            const start = Math.floor(blob.length * at);
            return Buffer.from(blob.subarray(start, start + 48));
          }),
        ),
      ];
      const stored = () =>
        [file, `${file}-wal`].filter(existsSync).map((part) => readFileSync(part));
      // SQLite's own checkpoint has copied them into the database file; the WAL holds them too.
      db.exec("PRAGMA wal_checkpoint(PASSIVE)");
      for (const bytes of stored()) {
        expect(traces.filter((trace) => bytes.includes(trace)).length).toBeGreaterThan(0);
      }

      await removePhoto(deps, photo.id, why);
      for (const [index, bytes] of stored().entries()) {
        const left = traces.filter((trace) => bytes.includes(trace)).length;
        expect(left, `traces in ${index === 0 ? "the database file" : "its WAL"}`).toBe(0);
      }
      expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);
    });
  }
});

describe("a photo whose consent no longer covers the website", () => {
  const consent = (website: boolean) => ({
    showsPerson: true,
    date: "2026-11-01",
    website,
    social: true,
    note: "",
  });

  /** A described photo with consent, published as the portrait (release `withIt`), then a release without it live. */
  async function inAnEarlierRelease(t: ReturnType<typeof setUp>) {
    const photo = await uploadedPhoto(t.deps, await cameraPhoto({ width: 800, height: 600 }));
    await describePhoto(t.deps, photo.id, { alt: "Rücken im Fensterlicht", focal: photo.focal });
    await recordConsent(t.deps, photo.id, consent(true));
    const ref = { id: photo.id, alt: "Rücken im Fensterlicht", focal: photo.focal };
    await savePlaces(t.deps, { ...defaultContent.photos, portrait: ref });
    const published = await publish(t.website.deps, "studio");
    if (!published.ok) throw new Error(published.reason);
    await savePlaces(t.deps, defaultContent.photos);
    expect((await publish(t.website.deps, "studio")).ok).toBe(true);
    return { photo, withIt: published.release.id };
  }

  it("is refused by Wiederherstellen with the blockers publishing names", async () => {
    const t = setUp();
    const { photo, withIt } = await inAnEarlierRelease(t);
    // She narrows the consent: the photo is on no live page, so nothing else changes.
    await recordConsent(t.deps, photo.id, consent(false));
    const live = liveRelease(t.db).id;
    expect(await restore(t.website.deps, withIt)).toEqual({
      ok: false,
      reason: "blocked",
      blockers: [{ path: "photos.portrait", reason: "photo-consent" }],
    });
    expect(liveRelease(t.db).id).toBe(live);
    expect(JSON.stringify(t.pages.shown())).not.toContain(photo.id);
    // With the consent covering the website again, the release can be restored.
    await recordConsent(t.deps, photo.id, consent(true));
    expect((await restore(t.website.deps, withIt)).ok).toBe(true);
    expect(liveRelease(t.db).content.photos.portrait.id).toBe(photo.id);
  });

  it("is taken off the live site when the consent of a live photo is narrowed", async () => {
    const t = setUp();
    const { photo, withIt } = await inAnEarlierRelease(t);
    expect((await restore(t.website.deps, withIt)).ok).toBe(true);
    const before = liveRelease(t.db).id;

    await recordConsent(t.deps, photo.id, consent(false));
    const live = liveRelease(t.db);
    expect(live.id).toBeGreaterThan(before);
    expect(live.content.photos.portrait).toEqual(defaultContent.photos.portrait);
    expect(t.pages.shown()?.id).toBe(live.id);
    expect(JSON.stringify(t.pages.shown())).not.toContain(photo.id);
    // It stays in her library with the consent she recorded (it may still cover social media).
    expect(readPhoto(t.db, photo.id)?.consent).toMatchObject({ website: false, social: true });
  });

  it("never goes live through a restore that raced its withdrawal or its narrowed consent", async () => {
    const t = setUp();
    const first = await inAnEarlierRelease(t);
    // The withdrawal lands while the restore renders the earlier release's pages.
    t.pages.duringNextRender(async () => {
      await removePhoto(t.deps, first.photo.id, "withdrawn");
    });
    const restored = await restore(t.website.deps, first.withIt);
    expect(JSON.stringify(liveRelease(t.db).content)).not.toContain(first.photo.id);
    expect(JSON.stringify(t.pages.shown())).not.toContain(first.photo.id);
    expect(restored.ok && restored.release.id).toBe(liveRelease(t.db).id);

    const second = await inAnEarlierRelease(t);
    const live = liveRelease(t.db).id;
    t.pages.duringNextRender(async () => {
      await recordConsent(t.deps, second.photo.id, consent(false));
    });
    expect(await restore(t.website.deps, second.withIt)).toMatchObject({
      ok: false,
      reason: "blocked",
    });
    expect(liveRelease(t.db).id).toBe(live);
    expect(JSON.stringify(t.pages.shown())).not.toContain(second.photo.id);
  });
});
