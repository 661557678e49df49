/**
 * Her photographs on the production server (issue 28): an upload sent in pieces as the studio's
 * page sends it, encoded by the worker process beside the server; a server killed in the middle
 * of an encoding finishes the job after its restart and serves nothing half-written; published,
 * the home page shows the photo's files, and no served byte holds the camera's metadata or the
 * file's name; a backup restored onto an empty data folder shows the same photos. Needs
 * `npm run build` first.
 */
import path from "node:path";
import { expect, it } from "vitest";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { uploadChunkBytes } from "#app/photos/limits.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { saveDraftDocument } from "#app/website/store.server.ts";
import { cameraPhoto, clientFileName, markersIn } from "#tests/support/camera-photo.ts";
import { startApp, testDir } from "#tests/support/app.ts";
import { rows, runScript, waitFor } from "./harness.ts";
import { signInByEml, uploadPhoto, studioFetch, type StudioApp } from "./studio-harness.ts";

const photoState = (app: StudioApp, id: string) =>
  rows<{ status: string; running: number }>(
    app,
    `SELECT status, (SELECT count(*) FROM photo_jobs WHERE photo_id = ? AND state = 'running') AS running
       FROM photos WHERE id = ?`,
    id,
    id,
  )[0];

const fileNames = (app: StudioApp, id: string) =>
  rows<{ name: string }>(app, "SELECT name FROM photo_files WHERE photo_id = ?", id).map(
    (row) => row.name,
  );

/** Every /fotos/ URL in a page. */
const photoUrls = (html: string) => [...new Set(html.match(/\/fotos\/[a-z0-9-]+\.(?:avif|webp)/g))];

it(
  "encodes an upload beside the server, survives a restart mid-encoding, serves no metadata, and comes back from a backup",
  // Three server starts, a 24-megapixel photo encoded twice, a backup and a restore: minutes on a
  // busy 2-core machine.
  { timeout: 240_000 },
  async () => {
    const work = testDir("photos");
    const live = path.join(work, "live");
    let app = await startApp({
      studio: true,
      env: { DATABASE_PATH: path.join(live, "studio.sqlite") },
    });
    let session = await signInByEml(app);

    // A piece larger than the pieces the page sends is refused before anyone reads it.
    const oversized = await fetch(`${app.url}/studio/fotos/hochladen`, {
      method: "POST",
      headers: {
        Cookie: `studio_session=${session}`,
        Origin: app.origin,
        "X-Upload-Id": "c".repeat(32),
        "X-Upload-Offset": "0",
        "X-Upload-Total": String(3 * 1024 * 1024),
      },
      body: new Uint8Array(uploadChunkBytes + 64 * 1024),
    });
    expect(oversized.status).toBe(413);

    // A 24-megapixel camera photo takes the worker seconds: time to pull the plug half-way.
    const photo = await cameraPhoto({ width: 6000, height: 4000 });
    const id = await uploadPhoto(app, session, photo);
    await waitFor(() => photoState(app, id)?.running === 1, {
      what: "the worker to start encoding",
      timeoutMs: 60_000,
    });
    await app.kill();
    // Killed mid-job: the photo is not ready and none of its files is stored.
    expect(photoState(app, id)?.status).toBe("encoding");
    expect(fileNames(app, id)).toEqual([]);

    app = await startApp({
      studio: true,
      env: { DATABASE_PATH: path.join(live, "studio.sqlite"), OUTBOX_DIR: app.env.OUTBOX_DIR! },
    });
    session = await signInByEml(app);
    // Nothing half-written is served while it runs again.
    const before = await fetch(`${app.url}/fotos/${id}-0000000000-320.avif`);
    expect(before.status).toBe(404);
    await waitFor(() => photoState(app, id)?.status === "ready", {
      what: "the job to finish after the restart",
      timeoutMs: 120_000,
    });

    // Placed as the first hero picture with its description, and published from the studio.
    const db = openDatabase(app.env.DATABASE_PATH!, { migrations, busyTimeoutMs: 5000 });
    const photos = structuredClone(defaultContent.photos);
    photos.hero[0] = { id, alt: "Seide im warmen Fensterlicht", focal: { x: 0.5, y: 0.5 } };
    expect(saveDraftDocument(db, "photos", photos, Date.now()).ok).toBe(true);
    db.close();
    const published = await studioFetch(app, "/studio/website", {
      cookie: session,
      form: { intent: "publish" },
    });
    expect(published.status).toBe(302);

    const home = await (await fetch(`${app.url}/`)).text();
    const urls = photoUrls(home);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((url) => url.startsWith(`/fotos/${id}-`))).toBe(true);
    expect(home).toContain("Seide im warmen Fensterlicht");
    // No served byte names the camera, the place, the client or the file.
    expect(markersIn(Buffer.from(home))).toEqual([]);
    expect(home).not.toContain(clientFileName);
    const served = new Map<string, Buffer>();
    for (const url of urls) {
      const response = await fetch(`${app.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control")).toContain("immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(markersIn(bytes), url).toEqual([]);
      served.set(url, bytes);
    }

    // The nightly backup, restored onto an empty data folder: the same photos on the site.
    const backups = path.join(work, "backups");
    const backup = await runScript("backup", [backups], {
      DATABASE_PATH: app.env.DATABASE_PATH!,
      RETENTION_DAYS: "180",
    });
    expect(backup.status, backup.output).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.output)![1]!;
    const fresh = path.join(work, "fresh", "studio.sqlite");
    const restored = await runScript("restore", [file], { DATABASE_PATH: fresh });
    expect(restored.status, restored.output).toBe(0);
    await app.stop();
    const again = await startApp({ studio: true, env: { DATABASE_PATH: fresh } });
    const restoredHome = await (await fetch(`${again.url}/`)).text();
    expect(photoUrls(restoredHome)).toEqual(urls);
    for (const [url, bytes] of served) {
      const response = await fetch(`${again.url}${url}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), url).toBe(true);
    }
  },
);
