/**
 * The photo worker's work on one picture, with the build's pipeline (app/lib/image-pipeline):
 * the same AVIF/WebP ladder, phone cut and placeholder as the pictures the site ships with. Files
 * are collected in memory and handed back together, for the store to commit in one transaction.
 *
 * Of the upload only a master is kept: the decoded picture (upright, sRGB, at most 1920 px, no
 * metadata at all) as a high-quality JPEG, from which a moved focal point gets its new cut. The
 * original file, with its camera data, is deleted once the photo is encoded (ADR 0032).
 */
import {
  cutHash,
  decode,
  encodeCut,
  encodeLadder,
  sourceHash,
  widthsFor,
  type Decoded,
  type Sink,
} from "#app/lib/image-pipeline.server.ts";
import type { ManifestEntry } from "#app/lib/images.ts";
import { maxUploadPixels } from "#app/photos/limits.ts";
import type { EncodedCut, EncodedFile } from "#app/photos/queue.server.ts";
import type { Focal, PhotoProblem } from "#app/photos/store.server.ts";

/** Where the site serves her photos' files (app/routes/photo-file.ts). */
const photoUrlPrefix = "/fotos";

export type Progress = (done: number, total: number) => void;

/** Collects the encoded files and counts them for the progress bar. */
function memorySink(total: number, progress: Progress) {
  const files: EncodedFile[] = [];
  const sink: Sink = {
    has: async (name) => files.some((file) => file.name === name),
    put: async (name, data) => {
      files.push({ name, data });
      progress(files.length, total);
    },
  };
  return { files, sink };
}

/** The files of a phone cut: the cut's widths and, for a large enough picture, the dense file. */
const cutFileCount = 6;

export type EncodedUpload = {
  entry: ManifestEntry;
  files: EncodedFile[];
  master: Uint8Array;
  cut: EncodedCut;
  cutFiles: EncodedFile[];
};

/** A whole upload: its ladder, its master and its phone cut around `focal`. */
export async function encodeUpload(
  source: Buffer,
  id: string,
  focal: Focal,
  progress: Progress,
): Promise<EncodedUpload> {
  const decoded = await decode(source, { limitInputPixels: maxUploadPixels });
  const hash = sourceHash(source);
  const total = widthsFor(decoded.width, decoded.height).length * 2 + cutFileCount;
  const ladder = memorySink(total, progress);
  const { entry } = await encodeLadder(decoded, {
    slug: id,
    hash,
    sink: ladder.sink,
    urlPrefix: photoUrlPrefix,
  });
  const master = await masterOf(decoded);
  const made = ladder.files.length;
  const cut = await cutOf(decoded, id, hash, focal, (done) => progress(made + done, total));
  return { entry, files: ladder.files, master, cut: cut.cut, cutFiles: cut.files };
}

/** A new phone cut from the master, for a moved focal point. */
export async function encodeCutFromMaster(
  master: Uint8Array,
  id: string,
  pictureHash: string,
  focal: Focal,
  progress: Progress,
): Promise<{ cut: EncodedCut; files: EncodedFile[] }> {
  const decoded = await decode(Buffer.from(master));
  return cutOf(decoded, id, pictureHash, focal, progress);
}

async function cutOf(
  decoded: Decoded,
  id: string,
  pictureHash: string,
  focal: Focal,
  progress: Progress,
) {
  const { files, sink } = memorySink(cutFileCount, progress);
  const { cut } = await encodeCut(decoded, focal, {
    slug: id,
    hash: cutHash(pictureHash, focal),
    sink,
    urlPrefix: photoUrlPrefix,
  });
  return { cut: { focal, entry: cut }, files };
}

function masterOf(decoded: Decoded): Promise<Buffer> {
  // Quality 95 without chroma subsampling: a cut made from it cannot be told from one made from
  // the original, at a tenth of a lossless file's size.
  return decoded.image.clone().jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
}

/** What went wrong, in the words the studio has a message for. */
export function problemOf(error: unknown): PhotoProblem {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message) ? "too-many-pixels" : "unreadable";
}
