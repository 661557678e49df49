import { describe, expect, it } from "vitest";
import {
  checkFile,
  galleryFileKey,
  signFile,
  signedQuery,
  signedFileTtlMs,
} from "#app/galleries/access/signed-files.server.ts";

const key = galleryFileKey("a-session-secret-of-at-least-thirty-two-characters");
const file = { gallery: "m3Vv0p6XzZ4l1b5RkQ2c8A", picture: "17", rendition: "w960.avif" };
const now = Date.UTC(2026, 11, 7, 12);
const query = (signed: ReturnType<typeof signFile>) => new URLSearchParams(signedQuery(signed));

describe("signed gallery file addresses", () => {
  it("are valid for about an hour, then expired", () => {
    const signed = signFile(key, file, now);
    expect(signed.expires).toBe(Math.floor((now + signedFileTtlMs) / 1000));
    expect(checkFile(key, file, query(signed), now)).toEqual({ ok: true });
    expect(checkFile(key, file, query(signed), now + signedFileTtlMs - 1000)).toEqual({ ok: true });
    expect(checkFile(key, file, query(signed), now + signedFileTtlMs)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("sign one file: another picture, rendition or gallery is refused", () => {
    const signed = query(signFile(key, file, now));
    for (const other of [
      { ...file, picture: "18" },
      { ...file, rendition: "original.jpg" },
      { ...file, gallery: "n3Vv0p6XzZ4l1b5RkQ2c8A" },
    ])
      expect(checkFile(key, other, signed, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a longer expiry, another key, and malformed queries", () => {
    const signed = signFile(key, file, now);
    const stretched = new URLSearchParams({
      bis: String(signed.expires + 86_400),
      sig: signed.signature,
    });
    expect(checkFile(key, file, stretched, now)).toEqual({ ok: false, reason: "invalid" });
    const otherKey = galleryFileKey("another-session-secret-of-thirty-two-characters");
    expect(checkFile(otherKey, file, query(signed), now)).toEqual({ ok: false, reason: "invalid" });
    for (const bad of [
      "",
      "?bis=1&sig=",
      "?sig=abc",
      `?bis=-1&sig=${signed.signature}`,
      "?bis=1e9&sig=x",
    ])
      expect(checkFile(key, file, new URLSearchParams(bad), now)).toEqual({
        ok: false,
        reason: "invalid",
      });
  });

  it("an expired address that was tampered with is invalid, not expired", () => {
    const signed = signFile(key, file, now - 2 * signedFileTtlMs);
    const tampered = new URLSearchParams({ bis: String(signed.expires), sig: "x".repeat(43) });
    expect(checkFile(key, file, tampered, now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFile(key, file, query(signed), now)).toEqual({ ok: false, reason: "expired" });
  });
});
