/**
 * A client's gallery with encoded pictures in a running server's database and folders, made
 * through the store's and the upload's own API (as the studio's upload would): the gallery's
 * row, each picture received through the piece upload and encoded by the gallery worker's code
 * (the server's own worker may take some of the jobs: whoever claims one encodes it), then a PIN
 * made as the studio's "Neue PIN erzeugen" makes it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ReadableStream } from "node:stream/web";
import { DatabaseSync } from "node:sqlite";
import { renewPin } from "#app/galleries/client/access.server.ts";
import { claimPicture } from "#app/galleries/encode/queue.server.ts";
import { encodeGalleryPicture } from "#app/galleries/encode/worker-source.server.ts";
import { receiveGalleryPiece, type GalleryDeps } from "#app/galleries/galleries.server.ts";
import { insertGallery } from "#app/galleries/store/galleries.server.ts";
import { uploadChunkBytes } from "#app/photos/limits.ts";
import { cameraPhoto } from "#tests/support/camera-photo.ts";

const quiet = () => {};

export type SeededGallery = { id: string; pin: string; pictures: string[] };

export type SeedOptions = {
  /** DATABASE_PATH of the server; its uploads and galleries folders are beside it. */
  database: string;
  clientName?: string;
  title?: string;
  /** The original file names of the proofs (hers only); finals after them. */
  proofs: string[];
  finals?: string[];
  /** Without a PIN the gallery's door does not exist yet. */
  withPin?: boolean;
};

export async function seedGallery(options: SeedOptions): Promise<SeededGallery> {
  const db = new DatabaseSync(options.database, { timeout: 10_000 });
  try {
    const dataDir = path.dirname(options.database);
    const uploadsDir = path.join(dataDir, "uploads");
    const galleriesDir = path.join(dataDir, "galleries");
    mkdirSync(uploadsDir, { recursive: true });
    const deps: GalleryDeps = {
      db,
      clock: Date.now,
      log: quiet,
      uploadsDir,
      galleriesDir,
      wakeWorker: () => {},
    };
    const id = insertGallery(
      db,
      {
        inquiryId: null,
        clientName: options.clientName ?? "Lena Berger",
        clientEmail: "lena@example.com",
        title: options.title ?? "Lumière · Lena Berger",
        packageKey: null,
        includedCount: 3,
        extraPriceCents: 3500,
      },
      Date.now(),
    );
    db.prepare("UPDATE galleries SET state = 'proofing' WHERE id = ?").run(id);
    const pictures: string[] = [];
    const files = [
      ...options.proofs.map((name) => ({ name, kind: "proof" })),
      ...(options.finals ?? []).map((name) => ({ name, kind: "final" })),
    ];
    for (const [index, file] of files.entries()) {
      const bytes = new Uint8Array(
        await cameraPhoto({ width: 1200 + 40 * index, height: index % 2 ? 1500 : 800 }),
      );
      const uploadId = crypto.randomUUID().replaceAll("-", "");
      for (let offset = 0; offset < bytes.length; offset += uploadChunkBytes) {
        const piece = bytes.subarray(offset, offset + uploadChunkBytes);
        const result = await receiveGalleryPiece(deps, {
          galleryId: id,
          kind: file.kind,
          name: encodeURIComponent(file.name),
          uploadId,
          offset,
          total: bytes.length,
          body: new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(piece);
              controller.close();
            },
          }),
        });
        if (result.status === "done") pictures.push(result.id);
        else if (result.status !== "partial") throw new Error(`upload: ${result.status}`);
      }
    }
    const worker = {
      db,
      log: quiet,
      uploadsDir,
      galleriesDir,
      watermarkText: () => "Atelier",
      limitInputPixels: 100_000_000,
    };
    for (let job = claimPicture(db); job; job = claimPicture(db))
      await encodeGalleryPicture(worker, job);
    // Jobs the server's worker took: wait until every picture is encoded.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { waiting } = db
        .prepare(
          "SELECT COUNT(*) AS waiting FROM gallery_pictures WHERE gallery_id = ? AND encode_state <> 'ready'",
        )
        .get(id) as { waiting: number };
      if (waiting === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting} pictures not encoded`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    let pin = "";
    if (options.withPin !== false) {
      const renewed = await renewPin({ db, clock: Date.now, log: quiet }, id);
      if (!renewed.ok) throw new Error(renewed.reason);
      pin = renewed.pin;
    }
    return { id, pin, pictures };
  } finally {
    db.close();
  }
}
