/**
 * The addresses a gallery's pictures are served from (ADR 0041): every file is fetched through a
 * URL signed with HMAC-SHA256 that names the gallery, the picture and the rendition, and expires.
 * A link copied out of the page (a chat, a browser history synced elsewhere) stops working within
 * the hour, and no URL is ever a path to a file: without a valid signature the server looks
 * nothing up.
 *
 * The key is derived from SESSION_SECRET with HKDF under a purpose of its own, so there is no new
 * secret to manage, and a signature for one purpose is no signature for another.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** About an hour, as the issue asks; a page open longer asks for fresh addresses. */
export const signedFileTtlMs = 60 * 60_000;

export type FileRef = { gallery: string; picture: string; rendition: string };
export type SignedFile = FileRef & { expires: number; signature: string };
export type FileCheck = { ok: true } | { ok: false; reason: "invalid" | "expired" };

export function galleryFileKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "atelier gallery files v1", 32));
}

function signature(key: Buffer, file: FileRef, expires: number): string {
  // The parts are joined with a character none of them can hold (ids and renditions are
  // base64url or plain words), so no two different files sign the same text.
  return createHmac("sha256", key)
    .update([file.gallery, file.picture, file.rendition, expires].join("\n"))
    .digest("base64url");
}

/** A signature for `file`, valid until `now + ttl` (whole seconds, as the URL carries them). */
export function signFile(
  key: Buffer,
  file: FileRef,
  now = Date.now(),
  ttlMs = signedFileTtlMs,
): SignedFile {
  const expires = Math.floor((now + ttlMs) / 1000);
  return { ...file, expires, signature: signature(key, file, expires) };
}

/** The query string of a signed file's URL: `?bis=<unix seconds>&sig=<signature>`. */
export function signedQuery({ expires, signature: sig }: SignedFile): string {
  return `?${new URLSearchParams({ bis: String(expires), sig })}`;
}

/** Checks a request's signature for `file`; expiry is checked only for an authentic signature. */
export function checkFile(
  key: Buffer,
  file: FileRef,
  query: URLSearchParams,
  now = Date.now(),
): FileCheck {
  const bis = query.get("bis") ?? "";
  const given = Buffer.from(query.get("sig") ?? "");
  if (!/^\d{1,12}$/.test(bis)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(key, file, Number(bis)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  return Number(bis) * 1000 <= now ? { ok: false, reason: "expired" } : { ok: true };
}
