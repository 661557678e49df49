/**
 * A client gallery's shoot on the production server (issue 38 part A, ADR 0041): pictures sent in
 * pieces to the gallery's upload as the studio's page sends them (with their kind and, for the
 * owner alone, their file name), encoded by the photo worker's process beside the server, their
 * files in GALLERIES_DIR and their rows in the database; no file carries the camera's metadata
 * or the name. When the server stops, its worker has exited with it: nothing holds the database
 * open for a restore. Needs `npm run build` first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { databaseInUse } from "#scripts/backup-files.ts";
import { cameraPhoto, clientFileName, markersIn } from "#tests/support/camera-photo.ts";
import { startApp, testDir } from "#tests/support/app.ts";
import { rows, waitFor } from "./harness.ts";
import { signInByEml, type StudioApp } from "./studio-harness.ts";

const galleryId = "Zx9_Kq2LmN4pR7sT1uVw3A";

async function uploadToGallery(
  app: StudioApp,
  session: string,
  file: Buffer,
  kind: "proof" | "final",
  name: string,
) {
  const uploadId = crypto.randomUUID().replaceAll("-", "");
  // Smaller pieces than the page's: several per picture, as a camera file has.
  const piece = 32 * 1024;
  for (let offset = 0; offset < file.length; offset += piece) {
    const response = await fetch(`${app.url}/studio/galerien/${galleryId}/hochladen`, {
      method: "POST",
      headers: {
        Cookie: `studio_session=${session}`,
        Origin: app.origin,
        "X-Upload-Id": uploadId,
        "X-Upload-Offset": String(offset),
        "X-Upload-Total": String(file.length),
        "X-Upload-Kind": kind,
        "X-Upload-Name": encodeURIComponent(name),
      },
      body: new Uint8Array(file.subarray(offset, offset + piece)),
    });
    const answer = (await response.json()) as { status: string; pictureId?: string };
    if (answer.status === "done") return answer.pictureId!;
    if (answer.status !== "partial") throw new Error(`upload answered ${JSON.stringify(answer)}`);
  }
  throw new Error("the upload never finished");
}

it(
  "uploads a shoot to a gallery, encodes it beside the server into files and rows, and stops with its worker",
  // A server start and two camera files encoded on a busy 2-core machine.
  { timeout: 180_000 },
  async () => {
    const live = path.join(testDir("galleries"), "live");
    const database = path.join(live, "studio.sqlite");
    const app = await startApp({ studio: true, env: { DATABASE_PATH: database } });
    const session = await signInByEml(app);
    const db = app.db();
    db.prepare(
      `INSERT INTO galleries (id, client_name, client_email, title, included_count, created_at,
         updated_at) VALUES (?, 'Anna', 'anna@example.com', 'Anna im Dezember', 15, 1, 1)`,
    ).run(galleryId);
    db.close();

    // A camera file with GPS, a serial number and a client's name in it (24 megapixels would
    // take minutes on this machine; tests/e2e and the benchmark take larger ones).
    const photo = await cameraPhoto({ width: 3000, height: 2000 });
    expect(photo.length).toBeGreaterThan(3 * 32 * 1024);
    const proof = await uploadToGallery(app, session, photo, "proof", clientFileName);
    const final = await uploadToGallery(app, session, photo, "final", "IMG_0001.JPG");

    const ready = () =>
      rows<{ n: number }>(
        app,
        "SELECT count(*) AS n FROM gallery_pictures WHERE encode_state = 'ready'",
      )[0]!.n === 2 || null;
    await waitFor(ready, { timeoutMs: 150_000, intervalMs: 250, what: "both pictures encoded" });

    const pictures = rows<{
      id: string;
      original_name: string;
      sha256: string | null;
      upload: string | null;
    }>(app, "SELECT id, original_name, sha256, upload FROM gallery_pictures ORDER BY kind DESC");
    expect(pictures.map((row) => [row.id, row.original_name, row.upload])).toEqual([
      [proof, clientFileName, null],
      [final, "IMG_0001.JPG", null],
    ]);
    const folder = path.join(live, "galleries", galleryId);
    const files = readdirSync(folder).sort();
    expect(files).toContain(`${final}.jpg`);
    expect(files).not.toContain(`${proof}.jpg`);
    expect(files.filter((file) => file.startsWith(proof))).toHaveLength(6);
    for (const file of files) {
      expect(markersIn(readFileSync(path.join(folder, file))), file).toEqual([]);
    }
    const meta = await sharp(path.join(folder, `${final}.jpg`)).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // The camera files are not kept once encoded (each is deleted just after its row is ready).
    await waitFor(() => readdirSync(path.join(live, "uploads")).length === 0 || null, {
      timeoutMs: 30_000,
      what: "the uploads deleted",
    });

    // Stopped, the server has waited for its worker: a restore right after finds the database free.
    await app.stop();
    expect(databaseInUse(database)).toBe(false);
  },
);
