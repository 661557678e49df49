/**
 * `npm run images` (and before every `npm run build`): turns every original in images/originals/
 * into responsive AVIF and WebP files under public/images/ (Vite copies them to /images/) and
 * writes app/generated/image-manifest.json, which app/content/images.ts reads. Unchanged originals
 * cost nothing: their manifest entry and outputs are reused. Outputs no longer referenced are
 * deleted so public/images/ does not grow with every replaced photo.
 *
 * The manifest is committed so that a fresh clone typechecks before its first build.
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { manifestPath, originalsDir, outputDir as outDir, outputUrlPrefix } from "./paths.ts";
import { processImage, type ManifestEntry } from "./pipeline.ts";

const supported = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"]);

type Manifest = { images: Record<string, ManifestEntry> };

async function readManifest(): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  } catch {
    return { images: {} };
  }
}

/** Runs `task` over `items` with at most `limit` in flight (sharp is multi-threaded itself). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(workers);
}

async function main() {
  const started = performance.now();
  const files = (await readdir(originalsDir))
    .filter((file) => supported.has(path.extname(file).toLowerCase()))
    .sort();
  const previous = await readManifest();
  const images: Record<string, ManifestEntry> = {};
  let encoded = 0;

  await eachLimited(files, Math.max(1, availableParallelism() - 1), async (file) => {
    const result = await processImage(
      path.join(originalsDir, file),
      outDir,
      outputUrlPrefix,
      previous.images[file],
    );
    images[file] = result.entry;
    encoded += result.encoded;
  });

  const sorted = Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b)));
  const manifest = `${JSON.stringify({ images: sorted }, null, 2)}\n`;
  await mkdir(path.dirname(manifestPath), { recursive: true });
  if ((await readFile(manifestPath, "utf8").catch(() => "")) !== manifest)
    await writeFile(manifestPath, manifest);

  const referenced = new Set(
    Object.values(images).flatMap((entry) =>
      [...entry.avif, ...entry.webp].map((variant) => path.basename(variant.url)),
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
