/**
 * The secrets the studio hands out (session cookies, setup and sign-in links) are 32 random bytes
 * in base64url. The database only ever holds their SHA-256 hash: a copy of the file (a backup, a
 * stolen disk) signs nobody in.
 */
import { createHash, randomBytes } from "node:crypto";

const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Whether a value can be one of our secrets at all (checked before any database lookup). */
export function looksLikeSecret(value: unknown): value is string {
  return typeof value === "string" && secretPattern.test(value);
}
