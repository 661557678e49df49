/**
 * `npm run images` (and before every `npm run build`): turns every original in images/originals/
 * (the pictures a fresh install ships with; her own photos are uploaded in the studio, ADR 0032)
 * into responsive AVIF and WebP files under public/images/ (Vite copies them to /images/) and
 * writes app/generated/image-manifest.json, which app/photos/resolve.ts reads. Unchanged
 * originals cost nothing: their manifest entry and outputs are reused. Outputs no longer
 * referenced are deleted so public/images/ does not grow with every replaced photo.
 *
 * The manifest is committed so that a fresh clone typechecks before its first build. Prints a line
 * per picture it encodes; a rebuild with unchanged pictures prints only the summary.
 */
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import {
  imageCacheDir,
  imageSetDir,
  manifestPath,
  originalsDir,
  outputDir as outDir,
  outputUrlPrefix,
  publicDir,
  root,
} from "./paths.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { processImage } from "#app/images/build.server.ts";
import type { Focal, ManifestEntry } from "#app/images/images.ts";
import { outputsOf } from "#app/images/pipeline.server.ts";

const supported = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"]);

/**
 * The pictures a layout shows full-screen on phones, the hero's, also get a tall cut for phones
 * (ADR 0026), around their focal points in the content a fresh install starts with.
 */
const phoneCutFocal = new Map<string, Focal>(
  defaultContent.photos.hero.map((ref) => [`${ref.id}.jpg`, ref.focal]),
);

type Manifest = { images: Record<string, ManifestEntry> };

async function readManifest(): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  } catch {
    return { images: {} };
  }
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(workers);
}

/**
 * An image set other than the site's own (IMAGE_SET_DIR, see paths.ts) builds from its own public
 * folder: the site's public files (icons, social image) are copied next to its images.
 */
async function mirrorPublicFiles() {
  const sitePublic = path.join(root, "public");
  for (const entry of await readdir(sitePublic, { withFileTypes: true })) {
    if (entry.name === "images") continue;
    await cp(path.join(sitePublic, entry.name), path.join(publicDir, entry.name), {
      recursive: true,
    });
  }
}

async function main() {
  const started = performance.now();
  const files = (await readdir(originalsDir))
    .filter((file) => supported.has(path.extname(file).toLowerCase()))
    .sort();
  const previous = await readManifest();
  const images: Record<string, ManifestEntry> = {};
  let encoded = 0;
  let done = 0;
  const parallel = Math.max(1, availableParallelism());
  console.log(
    `images: ${files.length} originals in ${path.relative(root, originalsDir)}, ` +
      `new or changed ones are encoded ${parallel} at a time`,
  );
  if (imageSetDir) await mirrorPublicFiles();

  // One picture per core: an AVIF encode keeps about one core busy, and a first build on a fresh
  // clone encodes every picture (ADR 0015).
  await eachLimited(files, parallel, async (file) => {
    const pictureStarted = performance.now();
    const result = await processImage(path.join(originalsDir, file), outDir, outputUrlPrefix, {
      previous: previous.images[file],
      focal: phoneCutFocal.get(file),
      cacheDir: imageCacheDir,
    });
    images[file] = result.entry;
    encoded += result.encoded;
    done += 1;
    const { width, height } = result.entry;
    const seconds = ((performance.now() - pictureStarted) / 1000).toFixed(1);
    if (result.encoded > 0)
      console.log(
        `images: ${done}/${files.length} ${file} (${width}×${height}): ` +
          `${result.encoded} files encoded in ${seconds} s`,
      );
  });

  const sorted = Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b)));
  const manifest = `${JSON.stringify({ images: sorted }, null, 2)}\n`;
  await mkdir(path.dirname(manifestPath), { recursive: true });
  if ((await readFile(manifestPath, "utf8").catch(() => "")) !== manifest)
    await writeFile(manifestPath, manifest);

  const referenced = new Set(
    Object.values(images).flatMap((entry) =>
      outputsOf(entry).map((variant) => path.basename(variant.url)),
    ),
  );
  let bytes = 0;
  for (const file of await readdir(outDir)) {
    const target = path.join(outDir, file);
    if (referenced.has(file)) bytes += (await stat(target)).size;
    else await rm(target);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${files.length} originals, ${encoded} files encoded, ${referenced.size} outputs ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s`,
  );
}

await main();
