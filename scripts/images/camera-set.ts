/**
 * `npm run images:camera`: a stand-in for the studio's camera photographs, for measuring the site
 * as it will be once the placeholders are replaced. The committed placeholders are soft, abstract
 * art of a few KB per file; real photographs have detail at every scale (skin, fabric, hair,
 * sensor noise) and come straight from the camera: 2 to 25 megapixels, a JPEG of several MB with
 * the camera's EXIF (make, model, time, GPS position, orientation) and sometimes a Display P3
 * profile. This script paints 30 such files, procedurally and deterministically (a seeded
 * generator per file), into .cache/image-sets/camera/originals/: the 27 names the content lists
 * plus three the owner might leave lying around. Nothing here is committed; the files are made on
 * demand (about 200 MB) and kept until the generator changes.
 *
 * Build the site with them: `IMAGE_SET_DIR=.cache/image-sets/camera npm run build` (see paths.ts),
 * or measure them: `npm run bench:lighthouse -- --camera`.
 */
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { paintShot } from "./camera-paint.ts";
import { cameraShots } from "./camera-shots.ts";
import { cameraSetDir } from "./paths.ts";

/**
 * Bump when the pictures change (./camera-shots.ts, ./camera-paint.ts), so cached sets are
 * painted again.
 */
const generatorVersion = 2;

const stampFile = () => path.join(cameraSetDir, "originals", ".generator-version");

/** Paints every missing shot (all of them when the generator changed). Returns the folder. */
export async function ensureCameraSet(log = console.log): Promise<string> {
  const originals = path.join(cameraSetDir, "originals");
  const stamp = await readFile(stampFile(), "utf8").catch(() => "");
  if (stamp.trim() !== String(generatorVersion))
    await rm(originals, { recursive: true, force: true });
  await mkdir(originals, { recursive: true });
  const present = new Set(await readdir(originals));
  const missing = cameraShots.filter((shot) => !present.has(shot.file));
  const started = performance.now();
  for (const [index, shot] of missing.entries()) {
    const bytes = await paintShot(shot);
    await writeFile(path.join(originals, shot.file), bytes);
    log(
      `camera set: ${index + 1}/${missing.length} ${shot.file} ` +
        `${shot.width}×${shot.height} (${((shot.width * shot.height) / 1e6).toFixed(1)} MP), ` +
        `${(bytes.length / 1024 / 1024).toFixed(1)} MB`,
    );
  }
  await writeFile(stampFile(), `${generatorVersion}\n`);
  if (missing.length > 0)
    log(
      `camera set: ${missing.length} photos painted in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  return cameraSetDir;
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureCameraSet();
