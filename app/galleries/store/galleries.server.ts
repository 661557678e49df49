/**
 * Her clients' galleries in the database (migration 18, ADR 0041): the galleries, their
 * pictures, and what the studio's pages read. Synchronous, on the caller's connection (the
 * studio's routes wrap writes in retryWhileBusy). The pictures' files are in GALLERIES_DIR; a
 * row says what they are (../encode/files.server.ts knows their names).
 */
import { randomBytes } from "node:crypto";
import { prepared, transaction, type Database, type Row } from "#app/lib/db.server.ts";
import type { EncodeState, GalleryState, PictureKind } from "#app/galleries/gallery.ts";

export type Gallery = {
  id: string;
  inquiryId: string | null;
  clientName: string;
  clientEmail: string;
  title: string;
  packageKey: string | null;
  includedCount: number;
  extraPriceCents: number;
  watermark: boolean;
  /** Days from delivery to expiry, while no date is set. */
  expiryDays: number;
  /** Set by the owner, or at delivery (delivered + expiryDays). */
  expiresAt: number | null;
  state: GalleryState;
  createdAt: number;
  updatedAt: number;
};

export type GallerySummary = Gallery & { proofs: number; finals: number };

export type Picture = {
  id: string;
  galleryId: string;
  kind: PictureKind;
  /** Hers only: never in a URL or a file a client gets. */
  originalName: string;
  sort: number;
  bytes: number;
  width: number | null;
  height: number | null;
  lqip: string | null;
  /** The preview widths made (each as AVIF and WebP). */
  previews: number[];
  /** SHA-256 (hex) of the delivered JPEG; finals only. */
  sha256: string | null;
  encodeState: EncodeState;
  problem: string | null;
  favourite: boolean;
};

/** A new gallery's id: 128 random bits, base64url (22 characters). */
export const newGalleryId = () => randomBytes(16).toString("base64url");
export const newPictureId = () => randomBytes(12).toString("hex");

const galleryColumns = `g.id, g.inquiry_id AS inquiryId, g.client_name AS clientName,
  g.client_email AS clientEmail, g.title, g.package_key AS packageKey,
  g.included_count AS includedCount, g.extra_price_cents AS extraPriceCents, g.watermark,
  g.expiry_days AS expiryDays, g.expires_at AS expiresAt, g.state, g.created_at AS createdAt,
  g.updated_at AS updatedAt`;

function toGallery(row: Row): Gallery {
  return {
    id: row.id as string,
    inquiryId: (row.inquiryId as string | null) ?? null,
    clientName: row.clientName as string,
    clientEmail: row.clientEmail as string,
    title: row.title as string,
    packageKey: (row.packageKey as string | null) ?? null,
    includedCount: row.includedCount as number,
    extraPriceCents: row.extraPriceCents as number,
    watermark: row.watermark === 1,
    expiryDays: row.expiryDays as number,
    expiresAt: (row.expiresAt as number | null) ?? null,
    state: row.state as GalleryState,
    createdAt: row.createdAt as number,
    updatedAt: row.updatedAt as number,
  };
}

export type NewGallery = {
  inquiryId: string | null;
  clientName: string;
  clientEmail: string;
  title: string;
  packageKey: string | null;
  includedCount: number;
  extraPriceCents: number;
};

export function insertGallery(db: Database, gallery: NewGallery, now: number): string {
  const id = newGalleryId();
  prepared(
    db,
    `INSERT INTO galleries (id, inquiry_id, client_name, client_email, title, package_key,
       included_count, extra_price_cents, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    gallery.inquiryId,
    gallery.clientName,
    gallery.clientEmail,
    gallery.title,
    gallery.packageKey,
    gallery.includedCount,
    gallery.extraPriceCents,
    now,
    now,
  );
  return id;
}

/** Every gallery, newest first, with its pictures counted. */
export function listGalleries(db: Database): GallerySummary[] {
  return prepared(
    db,
    `SELECT ${galleryColumns},
       (SELECT COUNT(*) FROM gallery_pictures p WHERE p.gallery_id = g.id AND p.kind = 'proof')
         AS proofs,
       (SELECT COUNT(*) FROM gallery_pictures p WHERE p.gallery_id = g.id AND p.kind = 'final')
         AS finals
     FROM galleries g ORDER BY g.created_at DESC, g.id`,
  )
    .all()
    .map((row) => ({
      ...toGallery(row),
      proofs: row.proofs as number,
      finals: row.finals as number,
    }));
}

export function readGallery(db: Database, id: string): Gallery | null {
  const row = prepared(db, `SELECT ${galleryColumns} FROM galleries g WHERE g.id = ?`).get(id);
  return row ? toGallery(row) : null;
}

export type GallerySettings = {
  title: string;
  includedCount: number;
  extraPriceCents: number;
  expiresAt: number | null;
  watermark: boolean;
};

export function updateSettings(
  db: Database,
  id: string,
  settings: GallerySettings,
  now: number,
): boolean {
  const { changes } = prepared(
    db,
    `UPDATE galleries SET title = ?, included_count = ?, extra_price_cents = ?, expires_at = ?,
       watermark = ?, updated_at = ? WHERE id = ?`,
  ).run(
    settings.title,
    settings.includedCount,
    settings.extraPriceCents,
    settings.expiresAt,
    settings.watermark ? 1 : 0,
    now,
    id,
  );
  return changes > 0;
}

/**
 * Access closed at once; only she can see it any more: every session of the client ends with it.
 * False: no such gallery.
 */
export function revokeGallery(db: Database, id: string, now: number): boolean {
  return transaction(db, () => {
    const { changes } = prepared(
      db,
      "UPDATE galleries SET state = 'revoked', updated_at = ? WHERE id = ?",
    ).run(now, id);
    prepared(db, "DELETE FROM gallery_sessions WHERE gallery_id = ?").run(id);
    return changes > 0;
  });
}

/**
 * The gallery's rows gone (its pictures and events with it); returns the uploads still waiting,
 * for the caller to delete with the gallery's folder. Null: no such gallery.
 */
export function deleteGalleryRows(db: Database, id: string): string[] | null {
  return transaction(db, () => {
    const uploads = prepared(
      db,
      "SELECT upload FROM gallery_pictures WHERE gallery_id = ? AND upload IS NOT NULL",
    )
      .all(id)
      .map((row) => row.upload as string);
    prepared(db, "DELETE FROM gallery_events WHERE gallery_id = ?").run(id);
    prepared(db, "DELETE FROM gallery_pictures WHERE gallery_id = ?").run(id);
    const { changes } = prepared(db, "DELETE FROM galleries WHERE id = ?").run(id);
    return changes > 0 ? uploads : null;
  });
}

/**
 * A received upload as a picture of the gallery, queued for the worker. False: the gallery is
 * gone (deleted while the upload was arriving) or closed to new pictures.
 */
export function addPicture(
  db: Database,
  picture: {
    id: string;
    galleryId: string;
    kind: PictureKind;
    originalName: string;
    bytes: number;
    upload: string;
  },
  now: number,
): boolean {
  return transaction(db, () => {
    const gallery = prepared(db, "SELECT state FROM galleries WHERE id = ?").get(
      picture.galleryId,
    ) as { state: GalleryState } | undefined;
    if (!gallery || gallery.state === "expired" || gallery.state === "revoked") return false;
    const { next } = prepared(
      db,
      "SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM gallery_pictures WHERE gallery_id = ? AND kind = ?",
    ).get(picture.galleryId, picture.kind) as { next: number };
    prepared(
      db,
      `INSERT INTO gallery_pictures (id, gallery_id, kind, original_name, sort, bytes, upload,
         created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      picture.id,
      picture.galleryId,
      picture.kind,
      picture.originalName,
      next,
      picture.bytes,
      picture.upload,
      now,
    );
    prepared(db, "UPDATE galleries SET updated_at = ? WHERE id = ?").run(now, picture.galleryId);
    return true;
  });
}

function toPicture(row: Row): Picture {
  return {
    id: row.id as string,
    galleryId: row.galleryId as string,
    kind: row.kind as PictureKind,
    originalName: row.originalName as string,
    sort: row.sort as number,
    bytes: row.bytes as number,
    width: (row.width as number | null) ?? null,
    height: (row.height as number | null) ?? null,
    lqip: (row.lqip as string | null) ?? null,
    previews: row.previews ? (JSON.parse(row.previews as string) as number[]) : [],
    sha256: (row.sha256 as string | null) ?? null,
    encodeState: row.encodeState as EncodeState,
    problem: (row.problem as string | null) ?? null,
    favourite: row.favourite === 1,
  };
}

const pictureColumns = `id, gallery_id AS galleryId, kind, original_name AS originalName, sort,
  bytes, width, height, lqip, previews, sha256, encode_state AS encodeState, problem, favourite`;

/** A gallery's pictures: proofs, then finals, each in upload order. */
export function listPictures(db: Database, galleryId: string): Picture[] {
  return prepared(
    db,
    `SELECT ${pictureColumns} FROM gallery_pictures WHERE gallery_id = ?
       ORDER BY kind DESC, sort, id`,
  )
    .all(galleryId)
    .map(toPicture);
}

export function readPicture(db: Database, id: string): Picture | null {
  const row = prepared(db, `SELECT ${pictureColumns} FROM gallery_pictures WHERE id = ?`).get(id);
  return row ? toPicture(row) : null;
}

/** The uploads gallery pictures still wait to be encoded from (housekeeping keeps them). */
export function waitingUploads(db: Database): string[] {
  return prepared(db, "SELECT upload FROM gallery_pictures WHERE upload IS NOT NULL")
    .all()
    .map((row) => row.upload as string);
}

/** A booked inquiry a gallery can be made from: her client's name, address and package. */
export type BookedClient = {
  inquiryId: string;
  name: string;
  email: string;
  packageKey: string;
  createdAt: number;
};

const bookedColumns = `i.id, i.first_name AS firstName, i.last_name AS lastName, i.email,
  i.package, i.created_at AS createdAt`;
const bookedWithout = `i.stage = 'booked' AND i.status = 'received'
  AND NOT EXISTS (SELECT 1 FROM galleries g WHERE g.inquiry_id = i.id)`;

function toBooked(row: Row): BookedClient {
  return {
    inquiryId: row.id as string,
    name: `${row.firstName as string} ${row.lastName as string}`.trim(),
    email: row.email as string,
    packageKey: row.package as string,
    createdAt: row.createdAt as number,
  };
}

/** Inquiries marked "Gebucht" that have no gallery yet, newest first. */
export function bookedWithoutGallery(db: Database): BookedClient[] {
  return prepared(
    db,
    `SELECT ${bookedColumns} FROM inquiries i WHERE ${bookedWithout}
       ORDER BY i.created_at DESC LIMIT 50`,
  )
    .all()
    .map(toBooked);
}

/** That inquiry, if it is booked and has no gallery yet. */
export function readBookedClient(db: Database, inquiryId: string): BookedClient | null {
  const row = prepared(
    db,
    `SELECT ${bookedColumns} FROM inquiries i WHERE i.id = ? AND ${bookedWithout}`,
  ).get(inquiryId);
  return row ? toBooked(row) : null;
}
