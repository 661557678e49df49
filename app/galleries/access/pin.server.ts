/**
 * A gallery's PIN: six digits, given to the client apart from the link (ADR 0041). The database
 * keeps only a scrypt hash with its own salt and cost, so a copy of the database (a backup, a
 * stolen disk) does not hand out the PINs for free. Six digits are a small space: what keeps a
 * guesser out is the limit on tries (./tries.ts), checked before any hash is computed, so the hash's
 * cost is no lever to slow the server down either.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** 16 MiB and some 30 ms a hash: dear enough for a stolen copy, cheap for a server that limits tries. */
const cost = { N: 2 ** 14, r: 8, p: 1 } as const;
const keyLength = 32;
const pinPattern = /^\d{6}$/;

export function newPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Whether a value is a PIN's shape at all (checked before anything else is done with it). */
export function looksLikePin(value: unknown): value is string {
  return typeof value === "string" && pinPattern.test(value);
}

function derive(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, keyLength, { ...options, maxmem: 64 * 2 ** 20 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the cost travels with the hash, so it can be raised later. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, cost);
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** Whether `pin` is the one `stored` was made from; false for any malformed value. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  if (!looksLikePin(pin)) return false;
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || rest.length) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  if (expected.length !== keyLength) return false;
  // A cost scrypt refuses (not a power of two, too much memory) is a broken value, not a crash.
  const key = await derive(pin, Buffer.from(salt, "base64url"), options).catch(() => null);
  return key !== null && timingSafeEqual(key, expected);
}
