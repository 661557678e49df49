/**
 * The picture sets the benchmark measures: the build's (the committed placeholders, or the
 * camera photographs with IMAGE_SET_DIR), and the camera photographs as her uploads, encoded by
 * the running server's photo worker and published.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { cameraSetDir } from "#scripts/images/paths.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import type { ManifestEntry } from "#app/images/images.ts";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { placesOf } from "#app/photos/places.ts";
import { photoBlockers } from "#app/photos/publishable.server.ts";
import { addUpload, describePhoto, readPhoto } from "#app/photos/store.server.ts";
import type { PhotoRef } from "#app/website/schema.ts";
import { publishDraft, saveDraft } from "#app/website/store.server.ts";
import { dataDir, serverOrigin } from "./options.ts";

export type PictureSet = "placeholders" | "camera" | "uploaded" | "other pictures";

type Manifest = { images: Record<string, ManifestEntry> };

/**
 * The camera set as her uploads, on the running server: each original is queued as the upload
 * route queues it (a file in the uploads folder and a job), the server's worker encodes it, each
 * photo gets the description and focal point of the picture it stands for (a new phone cut where
 * the point moved), and a release placing them as the camera build does is published. Returns
 * when the server serves it.
 */
export async function publishCameraSetAsUploads() {
  const started = performance.now();
  const db = openDatabase(path.join(dataDir, "studio.sqlite"), { migrations, busyTimeoutMs: 5000 });
  try {
    const uploads = path.join(dataDir, "uploads");
    await mkdir(uploads, { recursive: true });
    const ids = new Map<string, string>();
    for (const { ref } of placesOf(defaultContent.photos)) {
      const id = `foto-${randomBytes(8).toString("hex")}`;
      const original = await readFile(path.join(cameraSetDir, "originals", `${ref.id}.jpg`));
      await writeFile(path.join(uploads, `${id}.upload`), original, { mode: 0o600 });
      addUpload(db, { id, bytes: original.length, upload: `${id}.upload` }, Date.now());
      ids.set(ref.id, id);
    }
    const until = async (done: () => boolean, what: string) => {
      for (let waited = 0; !done(); waited += 500) {
        if (waited > 600_000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const ready = () =>
      [...ids.values()].every((id) => {
        const status = readPhoto(db, id)?.status;
        if (status === "failed") throw new Error(`photo ${id} failed to encode`);
        return status === "ready";
      });
    await until(ready, "the worker to encode the camera set");
    const placed = (ref: PhotoRef): PhotoRef => ({ ...ref, id: ids.get(ref.id)! });
    const photos = defaultContent.photos;
    const content = {
      ...defaultContent,
      photos: {
        hero: photos.hero.map(placed),
        portrait: placed(photos.portrait),
        creators: placed(photos.creators),
        portfolio: photos.portfolio.map(placed),
      },
    };
    for (const { ref } of placesOf(content.photos))
      describePhoto(db, ref.id, { alt: ref.alt, focal: ref.focal }, Date.now());
    await until(() => photoBlockers(db, content).length === 0, "the phone cuts");
    const saved = saveDraft(db, content, Date.now());
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    if (!publishDraft(db, "cli", Date.now()).ok) throw new Error("publishing failed");
    const firstPhoto = content.photos.hero[0]!.id;
    const served = async () =>
      (await (await fetch(`${serverOrigin}/`)).text()).includes(firstPhoto);
    for (let attempt = 0; !(await served()); attempt += 1) {
      if (attempt > 100) throw new Error("the server never served the release");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `  ${ids.size} camera photos uploaded, encoded and published in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    db.close();
  }
}

/** Which pictures the build in build/ shows: the first hero file names its set. */
export async function builtPictures(): Promise<PictureSet> {
  const page = await readFile("build/client/index.html", "utf8").catch(() => "");
  const heroOf = async (manifest: string) => {
    const json = await readFile(manifest, "utf8").catch(() => "");
    return json ? (JSON.parse(json) as Manifest).images["hero-1.jpg"]?.fallback : undefined;
  };
  for (const [set, manifest] of [
    ["placeholders", "app/generated/image-manifest.json"],
    ["camera", path.join(cameraSetDir, "image-manifest.json")],
  ] as const) {
    const hero = await heroOf(manifest);
    if (hero && page.includes(hero)) return set;
  }
  return "other pictures";
}

/** `npm run build`, with the camera set's pictures when asked; prints how long it took. */
export function build(set: PictureSet) {
  const started = performance.now();
  console.log(`\n▶ npm run build (${set})`);
  const env = { ...process.env };
  if (set === "camera") env.IMAGE_SET_DIR = cameraSetDir;
  else delete env.IMAGE_SET_DIR;
  const result = spawnSync("npm", ["run", "--silent", "build"], { env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`The ${set} build failed.`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  build (${set}) took ${seconds.toFixed(0)} s`);
  return seconds;
}
