/**
 * The build's use of the pipeline (scripts/images/build.ts): one original file into a folder,
 * skipping the work when nothing changed.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Focal, ManifestEntry } from "#app/images/images.ts";
import {
  cachedDiskSink,
  cutHash,
  decode,
  diskSink,
  encodeCut,
  encodeLadder,
  outputsOf,
  slugFor,
  sourceHash,
  widthsFor,
} from "#app/images/pipeline.server.ts";

export type ProcessOptions = {
  /** The original's entry in the last manifest: with the same hash, nothing is decoded. */
  previous?: ManifestEntry;
  /** Also make the phone cut, centred on this focal point. */
  focal?: Focal;
  /** Encoded files kept across builds (IMAGE_CACHE_DIR), for a build in a fresh folder. */
  cacheDir?: string;
};

/**
 * One original into `outDir` (served as `urlPrefix`). Outputs that already exist under their
 * hashed name, in the folder or the cache, are not encoded again.
 */
export async function processImage(
  sourcePath: string,
  outDir: string,
  urlPrefix: string,
  { previous, focal, cacheDir }: ProcessOptions = {},
): Promise<{ entry: ManifestEntry; encoded: number }> {
  const source = await readFile(sourcePath);
  const hash = sourceHash(source);
  const sink = cacheDir ? cachedDiskSink(outDir, cacheDir) : diskSink(outDir);
  const naming = { slug: slugFor(sourcePath), hash, sink, urlPrefix };
  const wantedCut = focal ? cutHash(hash, focal) : undefined;

  if (previous?.hash === hash && previous.phone?.hash === wantedCut && sameWidths(previous)) {
    const names = outputsOf(previous).map((variant) => path.basename(variant.url));
    if ((await Promise.all(names.map((name) => sink.has(name)))).every(Boolean))
      return { entry: previous, encoded: 0 };
  }

  const decoded = await decode(source);
  const ladder = await encodeLadder(decoded, naming);
  if (!focal) return ladder;
  const { cut, encoded } = await encodeCut(decoded, focal, { ...naming, hash: wantedCut! });
  return { entry: { ...ladder.entry, phone: cut }, encoded: ladder.encoded + encoded };
}

/** Whether a manifest entry was made with today's width ladder. */
function sameWidths(entry: ManifestEntry) {
  return (
    entry.avif.map((variant) => variant.width).join() ===
    widthsFor(entry.width, entry.height).join()
  );
}
