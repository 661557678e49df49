/**
 * The photo worker's use of the pipeline (app/photos/worker.server.ts): the same AVIF/WebP ladder,
 * phone cut and placeholder as the pictures the site ships with, made in memory and handed back
 * together, for the photo queue to commit in one transaction.
 *
 * Of the upload only a master is kept: the decoded picture (upright, sRGB, at most 1920 px, no
 * metadata at all) as a high-quality JPEG, from which a moved focal point gets its new cut. The
 * original file, with its camera data, is deleted once the photo is encoded (ADR 0032).
 */
import type { CutEntry, Focal, ManifestEntry } from "#app/images/images.ts";
import {
  cutHash,
  decode,
  encodeCut,
  encodeLadder,
  memorySink,
  sourceHash,
  widthsFor,
  type Decoded,
} from "#app/images/pipeline.server.ts";

export type EncodedFile = { name: string; data: Uint8Array };
export type EncodedCut = { focal: Focal; entry: CutEntry };

export type EncodedUpload = {
  entry: ManifestEntry;
  files: EncodedFile[];
  master: Uint8Array;
  cut: EncodedCut;
  cutFiles: EncodedFile[];
};

/**
 * Where the site serves the files (`urlPrefix`), and the largest picture taken: sharp refuses a
 * larger one before decoding it.
 */
export type UploadEncoding = { urlPrefix: string; limitInputPixels: number };

export type Progress = (done: number, total: number) => void;

/** Why an upload could not be encoded. */
export type EncodeProblem = "unreadable" | "too-many-pixels";

/** The files of a phone cut: the cut's widths and, for a large enough picture, the dense file. */
const cutFileCount = 6;

/** A whole upload: its ladder, its master and its phone cut around `focal`. */
export async function encodeUpload(
  source: Buffer,
  id: string,
  focal: Focal,
  encoding: UploadEncoding,
  progress: Progress,
): Promise<EncodedUpload> {
  const decoded = await decode(source, { limitInputPixels: encoding.limitInputPixels });
  const hash = sourceHash(source);
  const total = widthsFor(decoded.width, decoded.height).length * 2 + cutFileCount;
  const ladder = memorySink((made) => progress(made, total));
  const { entry } = await encodeLadder(decoded, {
    slug: id,
    hash,
    sink: ladder.sink,
    urlPrefix: encoding.urlPrefix,
  });
  const master = await masterOf(decoded);
  const made = ladder.files.length;
  const cut = await cutOf(decoded, id, hash, focal, encoding, (done) =>
    progress(made + done, total),
  );
  return { entry, files: ladder.files, master, cut: cut.cut, cutFiles: cut.files };
}

/** A new phone cut from the master, for a moved focal point. */
export async function encodeCutFromMaster(
  master: Uint8Array,
  id: string,
  pictureHash: string,
  focal: Focal,
  encoding: UploadEncoding,
  progress: Progress,
): Promise<{ cut: EncodedCut; files: EncodedFile[] }> {
  const decoded = await decode(Buffer.from(master));
  return cutOf(decoded, id, pictureHash, focal, encoding, progress);
}

async function cutOf(
  decoded: Decoded,
  id: string,
  pictureHash: string,
  focal: Focal,
  encoding: UploadEncoding,
  progress: Progress,
) {
  const { files, sink } = memorySink((made) => progress(made, cutFileCount));
  const { cut } = await encodeCut(decoded, focal, {
    slug: id,
    hash: cutHash(pictureHash, focal),
    sink,
    urlPrefix: encoding.urlPrefix,
  });
  return { cut: { focal, entry: cut }, files };
}

function masterOf(decoded: Decoded): Promise<Buffer> {
  // Quality 95 without chroma subsampling: a cut made from it cannot be told from one made from
  // the original, at a tenth of a lossless file's size.
  return decoded.image.clone().jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
}

/** What went wrong, in the words the studio has a message for. */
export function problemOf(error: unknown): EncodeProblem {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message) ? "too-many-pixels" : "unreadable";
}
