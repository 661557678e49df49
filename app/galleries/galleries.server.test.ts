import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ReadableStream } from "node:stream/web";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepared } from "#app/lib/db.server.ts";
import type { LogFields } from "#app/lib/log.server.ts";
import { uploadChunkBytes } from "#app/photos/limits.ts";
import { removeAbandonedUploads } from "#app/photos/upload.server.ts";
import { startWorker } from "#app/photos/worker.server.ts";
import { claimPicture } from "#app/galleries/encode/queue.server.ts";
import {
  encodeGalleryPicture,
  galleryJobSource,
  type GalleryWorkerDeps,
} from "#app/galleries/encode/worker-source.server.ts";
import { deliveredFile, galleryFolder, previewFile } from "#app/galleries/encode/files.server.ts";
import {
  cleanOriginalName,
  createGallery,
  deleteGallery,
  includedFor,
  receiveGalleryPiece,
  revokeAccess,
  saveSettings,
  type GalleryDeps,
} from "#app/galleries/galleries.server.ts";
import { galleryIdPattern, includedCountOf } from "#app/galleries/gallery.ts";
import {
  bookedWithoutGallery,
  listGalleries,
  listPictures,
  readGallery,
} from "#app/galleries/store/galleries.server.ts";
import { cameraPhoto, clientFileName, markersIn } from "#tests/support/camera-photo.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const quiet = (_level: string, _event: string, _fields?: LogFields) => {};

const packages = [
  { id: "essenz", name: "Essenz", features: ["2 Stunden", "15 bearbeitete Bilder"] },
  { id: "lumiere", name: "Lumière", features: ["20 bearbeitete Bilder"] },
  { id: "eigen", name: "Eigen", features: ["Alles nach Absprache"] },
];

function setup() {
  const { db, dir } = testDatabase();
  const uploadsDir = path.join(dir, "uploads");
  const galleriesDir = path.join(dir, "galleries");
  mkdirSync(uploadsDir, { recursive: true });
  let now = Date.UTC(2026, 11, 7, 10);
  let wakes = 0;
  const deps: GalleryDeps = {
    db,
    clock: () => now,
    log: quiet,
    uploadsDir,
    galleriesDir,
    wakeWorker: () => void (wakes += 1),
  };
  const worker: GalleryWorkerDeps = {
    db,
    log: quiet,
    uploadsDir,
    galleriesDir,
    watermarkText: () => "Atelier Lumière",
    limitInputPixels: 100_000_000,
  };
  return { db, dir, deps, worker, wakes: () => wakes, tick: (ms: number) => (now += ms) };
}

const stream = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024) {
        controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      }
      controller.close();
    },
  });

async function upload(
  deps: GalleryDeps,
  galleryId: string,
  file: Uint8Array,
  { kind = "proof", name = clientFileName, pieceBytes = uploadChunkBytes } = {},
) {
  const uploadId = crypto.randomUUID().replaceAll("-", "");
  let result: Awaited<ReturnType<typeof receiveGalleryPiece>> = { status: "invalid" };
  for (let offset = 0; offset < file.length; offset += pieceBytes) {
    result = await receiveGalleryPiece(deps, {
      galleryId,
      kind,
      name: encodeURIComponent(name),
      uploadId,
      offset,
      total: file.length,
      body: stream(file.subarray(offset, offset + pieceBytes)),
    });
    if (result.status !== "partial") return result;
  }
  return result;
}

async function work(worker: GalleryWorkerDeps) {
  for (let job = claimPicture(worker.db); job; job = claimPicture(worker.db)) {
    await encodeGalleryPicture(worker, job);
  }
}

function bookInquiry(db: GalleryDeps["db"], id: string, pkg = "essenz") {
  db.prepare(
    `INSERT INTO inquiries (id, created_at, status, channel, first_name, last_name, email, package,
       message, source, installment_info, stage)
     VALUES (?, 1, 'received', 'api', 'Anna', 'Schmidt', 'anna@example.com', ?, 'Hallo',
       'instagram', 0, 'booked')`,
  ).run(id, pkg);
}

describe("a gallery is made", () => {
  it("from a booked inquiry, with the client's name, address and her package's pictures", async () => {
    const { db, deps } = setup();
    bookInquiry(db, "inq-1");
    db.prepare(
      `INSERT INTO inquiries (id, created_at, status, channel, first_name, last_name, email,
         package, message, source, installment_info)
       VALUES ('inq-2', 2, 'received', 'api', 'B', 'C', 'b@example.com', 'essenz', 'x', 'x', 0)`,
    ).run();
    expect(bookedWithoutGallery(db).map((client) => client.inquiryId)).toEqual(["inq-1"]);

    const made = await createGallery(
      deps,
      { from: "inquiry", inquiryId: "inq-1", extraPriceCents: 3500 },
      packages,
    );
    if (!made.ok) throw new Error(made.reason);
    expect(made.id).toMatch(galleryIdPattern);
    expect(readGallery(db, made.id)).toMatchObject({
      inquiryId: "inq-1",
      clientName: "Anna Schmidt",
      clientEmail: "anna@example.com",
      packageKey: "essenz",
      includedCount: 15,
      extraPriceCents: 3500,
      state: "draft",
      watermark: false,
    });
    // Once it has a gallery, the inquiry is not offered again; an unbooked one never is.
    expect(bookedWithoutGallery(db)).toEqual([]);
    expect(
      await createGallery(
        deps,
        { from: "inquiry", inquiryId: "inq-2", extraPriceCents: 0 },
        packages,
      ),
    ).toEqual({ ok: false, reason: "not-booked" });
  });

  it("by hand; ids are 128 random bits, never the same", async () => {
    const { db, deps } = setup();
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const made = await createGallery(
        deps,
        {
          from: "hand",
          clientName: "Mia",
          clientEmail: "mia@example.com",
          title: "Mia im Herbst",
          packageKey: "lumiere",
          extraPriceCents: 0,
        },
        packages,
      );
      if (made.ok) ids.add(made.id);
    }
    expect(ids.size).toBe(20);
    expect(listGalleries(db)[0]).toMatchObject({ includedCount: 20, proofs: 0, finals: 0 });
  });

  it("reads the included pictures from the packages' words, 20 when none are named", () => {
    expect(includedCountOf(["30 bearbeitete Bilder"])).toBe(30);
    expect(includedFor(packages, "eigen")).toBe(20);
    expect(includedFor(packages, null)).toBe(20);
  });
});

describe("uploading a shoot into a gallery", () => {
  it("upload → worker → files on disk → rows; the delivered JPEG has no metadata", async () => {
    const { db, deps, worker, wakes } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "Anna",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    const photo = await cameraPhoto({ width: 2400, height: 1600 });
    // In small pieces, so the resumable piece upload is what carries it.
    const proof = await upload(deps, made.id, photo, { pieceBytes: 64 * 1024 });
    const final = await upload(deps, made.id, photo, { kind: "final", name: "IMG_0815.JPG" });
    expect(proof.status).toBe("done");
    expect(final.status).toBe("done");
    expect(wakes()).toBe(2);
    expect(listPictures(db, made.id).map((picture) => picture.encodeState)).toEqual([
      "queued",
      "queued",
    ]);

    await work(worker);

    const pictures = listPictures(db, made.id);
    expect(
      pictures.map((picture) => [picture.kind, picture.originalName, picture.encodeState]),
    ).toEqual([
      ["proof", clientFileName, "ready"],
      ["final", "IMG_0815.JPG", "ready"],
    ]);
    const folder = galleryFolder(deps.galleriesDir, made.id);
    const files = readdirSync(folder).sort();
    for (const picture of pictures) {
      // The camera's sideways orientation applied: upright, 1600 × 2400.
      expect([picture.width, picture.height]).toEqual([1600, 2400]);
      expect(picture.lqip).toMatch(/^data:image\/webp;base64,/);
      expect(picture.previews).toEqual([320, 640, 1067]);
      for (const width of picture.previews) {
        expect(files).toContain(previewFile(picture.id, width, "avif"));
        expect(files).toContain(previewFile(picture.id, width, "webp"));
      }
    }
    // No name, no temporary file, nothing of the upload left.
    expect(files.join(" ")).not.toMatch(/Anna|IMG|\.tmp/);
    expect(readdirSync(deps.uploadsDir)).toEqual([]);

    const [proofPicture, finalPicture] = pictures;
    expect(proofPicture!.sha256).toBeNull();
    expect(existsSync(path.join(folder, deliveredFile(proofPicture!.id)))).toBe(false);
    const delivered = readFileSync(path.join(folder, deliveredFile(finalPicture!.id)));
    const meta = await sharp(delivered).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([1600, 2400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.space).toBe("srgb");
    expect(meta.orientation).toBeUndefined();
    // The GPS position, the serial number, the client's name: none of it in any byte.
    expect(markersIn(photo).length).toBeGreaterThan(3);
    for (const file of files) expect(markersIn(readFileSync(path.join(folder, file)))).toEqual([]);
    const { createHash } = await import("node:crypto");
    expect(finalPicture!.sha256).toBe(createHash("sha256").update(delivered).digest("hex"));
  });

  it("draws the studio's name on the previews when the gallery asks for it", async () => {
    const { db, deps, worker } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "A",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    const plain = await cameraPhoto({ width: 1200, height: 800 });
    await upload(deps, made.id, plain);
    await work(worker);
    await saveSettings(deps, made.id, {
      title: "T",
      includedCount: 3,
      extraPriceCents: 0,
      expiresAt: null,
      watermark: true,
    });
    await upload(deps, made.id, plain);
    await work(worker);
    const [without, marked] = listPictures(db, made.id);
    const folder = galleryFolder(deps.galleriesDir, made.id);
    // Upright 800 × 1200: the lower right corner of the largest preview.
    expect(marked!.previews).toEqual([320, 640, 800]);
    const pixels = async (id: string) =>
      sharp(path.join(folder, previewFile(id, 800, "webp")))
        .extract({ left: 400, top: 1100, width: 390, height: 90 })
        .raw()
        .toBuffer();
    const a = await pixels(without!.id);
    const b = await pixels(marked!.id);
    let differ = 0;
    for (let i = 0; i < a.length; i += 1) if (Math.abs(a[i]! - b[i]!) > 8) differ += 1;
    expect(differ).toBeGreaterThan(50);
  });

  it("refuses bad input without storing anything", async () => {
    const { deps } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "A",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    const photo = await cameraPhoto({ width: 400, height: 300 });
    expect(await upload(deps, "AAAAAAAAAAAAAAAAAAAAAA", photo)).toEqual({ status: "not-found" });
    expect(await upload(deps, "../../etc", photo)).toEqual({ status: "not-found" });
    expect(await upload(deps, made.id, photo, { kind: "raw" })).toEqual({ status: "invalid" });
    expect(await upload(deps, made.id, photo, { name: "" })).toEqual({ status: "invalid" });
    expect(
      await upload(deps, made.id, Buffer.from("%PDF-1.7 not a picture at all, really")),
    ).toEqual({
      status: "refused",
      reason: "not-a-photo",
    });
    await revokeAccess(deps, made.id);
    expect(await upload(deps, made.id, photo)).toEqual({ status: "refused", reason: "gone" });
    expect(readdirSync(deps.uploadsDir)).toEqual([]);
  });

  it("keeps a waiting gallery upload from the housekeeping, and requeues after a restart", async () => {
    const { db, deps, worker, tick } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "A",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    await upload(deps, made.id, await cameraPhoto({ width: 600, height: 400 }));
    tick(3 * 3600_000);
    expect(await removeAbandonedUploads(db, deps.uploadsDir, Date.now() + 3 * 3600_000)).toBe(0);
    // Claimed, then the worker died: the next worker's start queues it again and encodes it.
    expect(claimPicture(db)).not.toBeNull();
    const running = startWorker(
      { db, clock: Date.now, log: quiet, uploadsDir: deps.uploadsDir },
      { pollMs: 20, sources: [galleryJobSource(worker)] },
    );
    await expect
      .poll(() => listPictures(db, made.id)[0]!.encodeState, { timeout: 20_000 })
      .toBe("ready");
    await running.stop();
  });
});

describe("closing and deleting a gallery", () => {
  it("deletes every file, every row and the original names from the WAL", async () => {
    const { db, deps, worker } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "Anna",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    await upload(deps, made.id, await cameraPhoto({ width: 600, height: 400 }), {
      name: "Zoe-Geheim-0001.jpg",
    });
    await work(worker);
    await upload(deps, made.id, await cameraPhoto({ width: 600, height: 400 }));
    const folder = galleryFolder(deps.galleriesDir, made.id);
    expect(existsSync(folder)).toBe(true);

    expect(await deleteGallery(deps, made.id)).toEqual({ ok: true, checkpointed: true });
    expect(existsSync(folder)).toBe(false);
    expect(readdirSync(deps.uploadsDir)).toEqual([]);
    expect(prepared(db, "SELECT COUNT(*) AS n FROM gallery_pictures").get()).toEqual({ n: 0 });
    const file = db.location()!;
    const bytes = Buffer.concat([
      readFileSync(file),
      existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0),
    ]).toString("latin1");
    expect(bytes).not.toContain("Zoe-Geheim");
    expect(await deleteGallery(deps, made.id)).toEqual({ ok: false, reason: "not-found" });
  });

  it("leaves nothing of a gallery deleted while one of its pictures was being encoded", async () => {
    const { deps, worker } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "A",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    await upload(deps, made.id, await cameraPhoto({ width: 600, height: 400 }));
    const job = claimPicture(deps.db)!;
    expect(await deleteGallery(deps, made.id)).toMatchObject({ ok: true });
    // The worker had read the upload already: simulated by putting it back for the run.
    writeFileSync(
      path.join(deps.uploadsDir, job.upload),
      await cameraPhoto({ width: 600, height: 400 }),
    );
    await encodeGalleryPicture(worker, job);
    expect(existsSync(galleryFolder(deps.galleriesDir, made.id))).toBe(false);
    expect(readdirSync(deps.uploadsDir)).toEqual([]);
  });

  it("revokes access at once; unknown ids are refused", async () => {
    const { db, deps } = setup();
    const made = await createGallery(
      deps,
      {
        from: "hand",
        clientName: "A",
        clientEmail: "a@example.com",
        title: "T",
        packageKey: null,
        extraPriceCents: 0,
      },
      packages,
    );
    if (!made.ok) throw new Error();
    expect(await revokeAccess(deps, made.id)).toEqual({ ok: true });
    expect(readGallery(db, made.id)!.state).toBe("revoked");
    expect(await revokeAccess(deps, "nope")).toEqual({ ok: false, reason: "not-found" });
    expect(await deleteGallery(deps, "../x")).toEqual({ ok: false, reason: "not-found" });
  });

  it("keeps only a clean file name for her", () => {
    expect(cleanOriginalName(encodeURIComponent("C:\\Shoots\\Anna\\IMG_0001.JPG"))).toBe(
      "IMG_0001.JPG",
    );
    expect(cleanOriginalName("%E0%A4%A")).toBeNull();
    expect(cleanOriginalName(encodeURIComponent("a\u0000b.jpg"))).toBe("ab.jpg");
  });
});
