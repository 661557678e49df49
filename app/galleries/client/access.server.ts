/**
 * A client's way into her gallery (ADR 0041, part B): the door (which galleries open at all),
 * the PIN with its limits, the gallery's own session, a new PIN from the owner, and the owner
 * told once when a gallery locks. Each use case answers `{ ok: true, … } | { ok: false, reason }`;
 * the routes say what a reason means to her (app/content/gallery-client.ts).
 *
 * Order of a PIN try: shape → gallery (open, not locked) → limits (`admit`) → hash. A guesser is
 * refused before any scrypt hash is computed, so the hash's cost is no lever against the server.
 */
import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { galleryClientCopy } from "#app/content/gallery-client.ts";
import { hashPin, looksLikePin, newPin, verifyPin } from "#app/galleries/access/pin.server.ts";
import { admit, lockedByThisFailure, tries } from "#app/galleries/access/tries.ts";
import { galleryIdPattern, type GalleryState } from "#app/galleries/gallery.ts";
import { enqueueOwnerAlert, type OwnerAlertMail } from "#app/inquiry/mail/owner-alert.server.ts";
import { prepared, retryWhileBusy, transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";

/** As the studio's push sends it (app/studio/push/push.server.ts), which this domain may not import. */
export type OwnerPush = { title: string; body: string; url: string; tag: string };

/**
 * The session's secret, as the studio's sessions make theirs (app/studio/auth/secrets.server.ts):
 * 32 random bytes in base64url in the cookie, only its SHA-256 in the database.
 */
const newSecret = () => randomBytes(32).toString("base64url");
const hashSecret = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");
const looksLikeSecret = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

export type ClientGalleryDeps = {
  db: Database;
  clock: () => number;
  log: Log;
  galleriesDir: string;
  /** Signs the pictures' addresses (signed-files.server.ts's galleryFileKey). */
  fileKey: Buffer;
  /** Keys the hash of a client's address, so a table of hashes is no list of addresses. */
  addressKey: Buffer;
  /** Web Push to the owner's devices (push.server.ts's pushToAll). */
  push: (message: OwnerPush) => Promise<unknown>;
  mail: OwnerAlertMail;
  wakeMailWorker: () => void;
};

/** A gallery's session lasts this long (the cookie's Max-Age): a new PIN or revoking ends it. */
export const gallerySessionMs = 30 * 86_400_000;

export function addressKeyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "atelier gallery addresses v1", 32));
}

export function addressHash(key: Buffer, address: string): string {
  return createHmac("sha256", key).update(address).digest("base64url");
}

/** The studio's gallery page, where she makes a new PIN. */
export const studioGalleryPath = (id: string) => `/studio/galerien/${encodeURIComponent(id)}`;

export type DoorGallery = {
  id: string;
  title: string;
  clientName: string;
  state: GalleryState;
  pinHash: string;
  pinFailures: number;
  lockedAt: number | null;
};

/**
 * A gallery whose door exists: known, neither revoked nor expired (by state or date), with a PIN.
 * Everything else is the same "not here" to a visitor.
 */
export function doorOf(db: Database, id: string, now: number): DoorGallery | null {
  if (typeof id !== "string" || !galleryIdPattern.test(id)) return null;
  const row = prepared(
    db,
    `SELECT id, title, client_name AS clientName, state, pin_hash AS pinHash,
       pin_failures AS pinFailures, locked_at AS lockedAt, expires_at AS expiresAt
     FROM galleries WHERE id = ?`,
  ).get(id) as (DoorGallery & { pinHash: string | null; expiresAt: number | null }) | undefined;
  if (!row || !row.pinHash) return null;
  if (row.state === "revoked" || row.state === "expired") return null;
  if (row.expiresAt !== null && row.expiresAt <= now) return null;
  return {
    id: row.id,
    title: row.title,
    clientName: row.clientName,
    state: row.state,
    pinHash: row.pinHash,
    pinFailures: row.pinFailures,
    lockedAt: row.lockedAt ?? null,
  };
}

function addressFailures(db: Database, hash: string, now: number): number {
  const { count } = prepared(
    db,
    `SELECT COUNT(*) AS count FROM gallery_events
     WHERE kind = 'pin-failed' AND address_hash = ? AND at > ?`,
  ).get(hash, now - tries.addressWindowMs) as { count: number };
  return count;
}

export type PinRefusal = "not-found" | "malformed" | "wrong" | "locked" | "address-waits";
export type PinResult =
  { ok: true; token: string; expiresAt: number } | { ok: false; reason: PinRefusal };

type Reservation =
  | { ok: true; eventId: number; failures: number }
  | { ok: false; reason: "not-found" | "locked" | "address-waits" };

/**
 * Claims one try before the PIN is hashed, in one transaction: the limits checked against what
 * is recorded, and the try counted as a wrong one for the gallery and the address at once. So
 * tries sent side by side cannot all pass `admit` while the first ones are still being hashed;
 * a right PIN takes its try back (`open`).
 */
function reserveTry(deps: ClientGalleryDeps, id: string, hash: string): Reservation {
  return transaction(deps.db, () => {
    const now = deps.clock();
    const gallery = doorOf(deps.db, id, now);
    if (!gallery) return { ok: false, reason: "not-found" };
    if (gallery.lockedAt !== null) return { ok: false, reason: "locked" };
    const admission = admit({
      galleryFailures: gallery.pinFailures,
      addressFailures: addressFailures(deps.db, hash, now),
    });
    if (!admission.ok)
      return {
        ok: false,
        reason: admission.reason === "gallery-locked" ? "locked" : "address-waits",
      };
    const { eventId } = prepared(
      deps.db,
      `INSERT INTO gallery_events (gallery_id, kind, address_hash, at)
       VALUES (?, 'pin-failed', ?, ?) RETURNING id AS eventId`,
    ).get(id, hash, now) as { eventId: number };
    const { failures } = prepared(
      deps.db,
      "UPDATE galleries SET pin_failures = pin_failures + 1 WHERE id = ? RETURNING pin_failures AS failures",
    ).get(id) as { failures: number };
    return { ok: true, eventId, failures };
  });
}

/** The right PIN: its try taken back, the failures reset, an opening recorded, a session. */
function open(deps: ClientGalleryDeps, gallery: DoorGallery, hash: string, eventId: number) {
  return transaction(deps.db, () => {
    // The PIN may have changed, or the gallery closed, while the hash was computed.
    const still = doorOf(deps.db, gallery.id, deps.clock());
    if (!still || still.pinHash !== gallery.pinHash || still.lockedAt !== null) return null;
    const token = newSecret();
    const at = deps.clock();
    const expiresAt = at + gallerySessionMs;
    prepared(deps.db, "DELETE FROM gallery_events WHERE id = ?").run(eventId);
    prepared(deps.db, "UPDATE galleries SET pin_failures = 0 WHERE id = ?").run(gallery.id);
    prepared(
      deps.db,
      "INSERT INTO gallery_events (gallery_id, kind, address_hash, at) VALUES (?, 'opened', ?, ?)",
    ).run(gallery.id, hash, at);
    prepared(
      deps.db,
      `INSERT INTO gallery_sessions (token_hash, gallery_id, created_at, expires_at)
       VALUES (?, ?, ?, ?)`,
    ).run(hashSecret(token), gallery.id, at, expiresAt);
    return { token, expiresAt };
  });
}

/** The wrong PIN that reached the gallery's limit: locked, her sessions ended, the owner's mail queued. */
function lock(deps: ClientGalleryDeps, gallery: DoorGallery) {
  transaction(deps.db, () => {
    const at = deps.clock();
    prepared(deps.db, "UPDATE galleries SET locked_at = ? WHERE id = ?").run(at, gallery.id);
    endSessions(deps.db, gallery.id);
    prepared(
      deps.db,
      "INSERT INTO gallery_events (gallery_id, kind, at) VALUES (?, 'locked', ?)",
    ).run(gallery.id, at);
    queueLockMail(deps, gallery, at);
  });
}

/**
 * A PIN try from `address`. The right PIN resets the failures, records an opening and starts a
 * session (its token for the cookie; the database keeps its hash). A wrong one is counted for the
 * gallery and the address; the one that reaches the gallery's limit locks it and tells the owner.
 */
export async function tryPin(
  deps: ClientGalleryDeps,
  id: string,
  pin: unknown,
  address: string,
): Promise<PinResult> {
  const gallery = doorOf(deps.db, id, deps.clock());
  if (!gallery) return { ok: false, reason: "not-found" };
  if (gallery.lockedAt !== null) return { ok: false, reason: "locked" };
  if (!looksLikePin(pin)) return { ok: false, reason: "malformed" };
  const hash = addressHash(deps.addressKey, address);
  const reserved = await retryWhileBusy(() => reserveTry(deps, id, hash));
  if (!reserved.ok) return { ok: false, reason: reserved.reason };

  if (await verifyPin(pin, gallery.pinHash)) {
    const opened = await retryWhileBusy(() => open(deps, gallery, hash, reserved.eventId));
    if (!opened) return { ok: false, reason: "locked" };
    deps.log("info", "galleries.opened", {});
    return { ok: true, ...opened };
  }
  // Exactly one try sees the count reach the limit: the owner is told once.
  if (!lockedByThisFailure({ galleryFailures: reserved.failures, addressFailures: 0 }))
    return { ok: false, reason: "wrong" };
  await retryWhileBusy(() => lock(deps, gallery));
  deps.log("warn", "galleries.locked", {});
  deps.wakeMailWorker();
  await tellOwner(deps, gallery);
  return { ok: false, reason: "locked" };
}

function queueLockMail(deps: ClientGalleryDeps, gallery: DoorGallery, now: number) {
  const link = `${deps.mail.siteOrigin}${studioGalleryPath(gallery.id)}`;
  const { subject, text } = galleryClientCopy.ownerAlert.mail(
    gallery.title,
    gallery.clientName,
    link,
    deps.mail.studioName(),
  );
  enqueueOwnerAlert(
    deps.db,
    deps.mail,
    { kind: "gallery_alert", topic: "gallery", subject, text },
    now,
  );
}

/** The push about a locked gallery; a failing push service is logged, the mail still goes out. */
async function tellOwner(deps: ClientGalleryDeps, gallery: DoorGallery) {
  try {
    await deps.push({
      title: galleryClientCopy.ownerAlert.title,
      body: galleryClientCopy.ownerAlert.body(gallery.title),
      url: studioGalleryPath(gallery.id),
      tag: `gallery-locked-${gallery.id}`,
    });
  } catch (error) {
    deps.log("warn", "galleries.lock_push_failed", {
      message: error instanceof Error ? error.message : "unknown",
    });
  }
}

/** Whether `token` is a live session of gallery `id` (the door still open, not locked). */
export function hasSession(deps: ClientGalleryDeps, id: string, token: string | null): boolean {
  if (!looksLikeSecret(token)) return false;
  const now = deps.clock();
  const gallery = doorOf(deps.db, id, now);
  if (!gallery || gallery.lockedAt !== null) return false;
  const row = prepared(
    deps.db,
    "SELECT 1 AS found FROM gallery_sessions WHERE token_hash = ? AND gallery_id = ? AND expires_at > ?",
  ).get(hashSecret(token), id, now);
  return row !== undefined;
}

/** Every session of the gallery ends (a new PIN, revoking). */
export function endSessions(db: Database, id: string): number {
  return Number(prepared(db, "DELETE FROM gallery_sessions WHERE gallery_id = ?").run(id).changes);
}

/**
 * The owner's "Neue PIN erzeugen": a fresh PIN, stored as its hash; the lock and the failures
 * cleared; every session of the client ended; recorded. The PIN itself is answered once, here.
 */
export async function renewPin(
  deps: Pick<ClientGalleryDeps, "db" | "clock" | "log">,
  id: string,
): Promise<{ ok: true; pin: string } | { ok: false; reason: "not-found" | "closed" }> {
  if (typeof id !== "string" || !galleryIdPattern.test(id))
    return { ok: false, reason: "not-found" };
  const pin = newPin();
  const pinHash = await hashPin(pin);
  const result = await retryWhileBusy(() =>
    transaction(deps.db, () => {
      const row = prepared(deps.db, "SELECT state FROM galleries WHERE id = ?").get(id) as
        { state: GalleryState } | undefined;
      if (!row) return "not-found" as const;
      if (row.state === "expired" || row.state === "revoked") return "closed" as const;
      const now = deps.clock();
      prepared(
        deps.db,
        `UPDATE galleries SET pin_hash = ?, pin_salt = NULL, pin_failures = 0, locked_at = NULL,
           updated_at = ? WHERE id = ?`,
      ).run(pinHash, now, id);
      endSessions(deps.db, id);
      prepared(
        deps.db,
        "INSERT INTO gallery_events (gallery_id, kind, at) VALUES (?, 'pin-renewed', ?)",
      ).run(id, now);
      return "ok" as const;
    }),
  );
  if (result !== "ok") return { ok: false, reason: result };
  deps.log("info", "galleries.pin_renewed", {});
  return { ok: true, pin };
}

/** What the owner's PIN panel shows: whether there is a PIN, and whether the gallery locked. */
export function pinState(db: Database, id: string): { hasPin: boolean; locked: boolean } | null {
  const row = prepared(
    db,
    "SELECT pin_hash IS NOT NULL AS hasPin, locked_at IS NOT NULL AS locked FROM galleries WHERE id = ?",
  ).get(id) as { hasPin: number; locked: number } | undefined;
  return row ? { hasPin: row.hasPin === 1, locked: row.locked === 1 } : null;
}
