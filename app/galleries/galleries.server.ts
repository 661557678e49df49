/**
 * The studio's use cases for her clients' galleries (ADR 0041): making one (by hand, or from a
 * booked inquiry with the client's name, address and package), its settings, receiving its
 * pictures through the photo library's piece upload, closing access at once, and deleting it
 * with every file. Each answers `{ ok: true, … } | { ok: false, reason }`; the studio's
 * messages.ts says what a reason means to her.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { emptyWal, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import {
  defaultExpiryDays,
  galleryIdPattern,
  includedCountOf,
  maxOriginalNameLength,
  type PictureKind,
} from "#app/galleries/gallery.ts";
import { removeGalleryFolder } from "#app/galleries/encode/files.server.ts";
import {
  addPicture,
  deleteGalleryRows,
  insertGallery,
  newPictureId,
  readBookedClient,
  readGallery,
  revokeGallery,
  updateSettings,
  type GallerySettings,
} from "#app/galleries/store/galleries.server.ts";
import { receivePiece, type Chunk, type PieceResult } from "#app/photos/upload.server.ts";

export type GalleryDeps = {
  db: Database;
  clock: () => number;
  log: Log;
  /** The photo library's uploads folder: the one piece upload serves both. */
  uploadsDir: string;
  galleriesDir: string;
  wakeWorker: () => void;
};

/** A package as the live website offers it: its key, and the features that name its pictures. */
export type PackageOffer = { id: string; name: string; features: readonly string[] };

/** When a package names no number of pictures: the middle package's. */
export const fallbackIncluded = 20;

export function includedFor(packages: readonly PackageOffer[], key: string | null): number {
  const offer = packages.find((entry) => entry.id === key);
  return (offer && includedCountOf(offer.features)) ?? fallbackIncluded;
}

export type NewGalleryInput =
  | { from: "inquiry"; inquiryId: string; extraPriceCents: number }
  | {
      from: "hand";
      clientName: string;
      clientEmail: string;
      title: string;
      packageKey: string | null;
      extraPriceCents: number;
    };

export type GalleryRefusal = "not-found" | "not-booked" | "closed";

export async function createGallery(
  deps: GalleryDeps,
  input: NewGalleryInput,
  packages: readonly PackageOffer[],
): Promise<{ ok: true; id: string } | { ok: false; reason: GalleryRefusal }> {
  return retryWhileBusy(() => {
    const now = deps.clock();
    if (input.from === "inquiry") {
      const client = readBookedClient(deps.db, input.inquiryId);
      if (!client) return { ok: false as const, reason: "not-booked" as const };
      const offer = packages.find((entry) => entry.id === client.packageKey);
      const id = insertGallery(
        deps.db,
        {
          inquiryId: client.inquiryId,
          clientName: client.name,
          clientEmail: client.email,
          title: offer ? `${offer.name} · ${client.name}` : client.name,
          packageKey: offer ? client.packageKey : null,
          includedCount: includedFor(packages, client.packageKey),
          extraPriceCents: input.extraPriceCents,
        },
        now,
      );
      return { ok: true as const, id };
    }
    const id = insertGallery(
      deps.db,
      {
        inquiryId: null,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        title: input.title,
        packageKey: input.packageKey,
        includedCount: includedFor(packages, input.packageKey),
        extraPriceCents: input.extraPriceCents,
      },
      now,
    );
    return { ok: true as const, id };
  });
}

export async function saveSettings(
  deps: GalleryDeps,
  id: string,
  settings: GallerySettings,
): Promise<{ ok: true } | { ok: false; reason: GalleryRefusal }> {
  const gallery = readGallery(deps.db, id);
  if (!gallery) return { ok: false, reason: "not-found" };
  if (gallery.state === "expired") return { ok: false, reason: "closed" };
  const saved = await retryWhileBusy(() => updateSettings(deps.db, id, settings, deps.clock()));
  return saved ? { ok: true } : { ok: false, reason: "not-found" };
}

/** The expiry a delivered gallery gets unless she set one: `days` after `deliveredAt`. */
export const expiryAfter = (deliveredAt: number, days = defaultExpiryDays) =>
  deliveredAt + days * 86_400_000;

/** "Zugang sperren": the client's link stops working at once (part B's page checks the state). */
export async function revokeAccess(
  deps: GalleryDeps,
  id: string,
): Promise<{ ok: true } | { ok: false; reason: GalleryRefusal }> {
  const done = await retryWhileBusy(() => revokeGallery(deps.db, id, deps.clock()));
  if (!done) return { ok: false, reason: "not-found" };
  deps.log("info", "galleries.revoked", {});
  return { ok: true };
}

/**
 * The gallery with every file, for good: its folder, its waiting uploads, its rows. The original
 * file names and the client's details must not stay readable in the database file or its WAL:
 * `secure_delete` zeroes the rows' pages, and the WAL is emptied as an erasure empties it.
 */
export async function deleteGallery(
  deps: GalleryDeps,
  id: string,
): Promise<{ ok: true; checkpointed: boolean } | { ok: false; reason: GalleryRefusal }> {
  if (!galleryIdPattern.test(id)) return { ok: false, reason: "not-found" };
  const uploads = await retryWhileBusy(() => deleteGalleryRows(deps.db, id));
  if (!uploads) return { ok: false, reason: "not-found" };
  await removeGalleryFolder(deps.galleriesDir, id);
  for (const upload of uploads) await rm(path.join(deps.uploadsDir, upload), { force: true });
  const checkpointed = await emptyWal(deps.db);
  deps.log("info", "galleries.deleted", { checkpointed });
  return { ok: true, checkpointed };
}

/**
 * The original file name as she sees it (Lightroom's), for her eyes only: the last path part,
 * without control characters, at most `maxOriginalNameLength` long; null when none is left.
 */
export function cleanOriginalName(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const name = decoded
    .split(/[\\/]/)
    .at(-1)!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .normalize("NFC")
    .trim()
    .slice(0, maxOriginalNameLength);
  return name || null;
}

export type GalleryPiece = Chunk & {
  galleryId: string;
  kind: string;
  /** The file's name as her computer names it, percent-encoded (a header is ASCII). */
  name: string;
};

/**
 * A piece of a picture for a gallery, through the photo library's piece upload: the same
 * checks, caps and resumption; the whole file becomes a picture of the gallery, queued for the
 * worker. An unknown or closed gallery is refused before any byte is stored.
 */
export async function receiveGalleryPiece(
  deps: GalleryDeps,
  piece: GalleryPiece,
): Promise<PieceResult | { status: "not-found" }> {
  const kind = piece.kind as PictureKind;
  const originalName = cleanOriginalName(piece.name);
  if ((kind !== "proof" && kind !== "final") || !originalName) {
    await piece.body?.cancel().catch(() => {});
    return { status: "invalid" };
  }
  const gallery = galleryIdPattern.test(piece.galleryId)
    ? readGallery(deps.db, piece.galleryId)
    : null;
  if (!gallery) {
    await piece.body?.cancel().catch(() => {});
    return { status: "not-found" };
  }
  if (gallery.state === "expired" || gallery.state === "revoked") {
    await piece.body?.cancel().catch(() => {});
    return { status: "refused", reason: "gone" };
  }
  return receivePiece(deps, piece, {
    newId: newPictureId,
    accept: ({ id, upload, bytes }, now) =>
      addPicture(deps.db, { id, galleryId: gallery.id, kind, originalName, bytes, upload }, now),
  });
}
