/**
 * What the studio's privacy page and its server module share (no server code: the page uses it
 * too; plain Node: the operator CLI imports it through privacy.server.ts).
 */

export const privacyPath = "/studio/datenschutz";

/**
 * Why the export route made no file; it sends the owner back to the page with `?export=<notice>`
 * (the address itself never goes into a URL).
 */
export const exportNotices = ["empty", "invalid", "busy"] as const;
export type ExportNotice = (typeof exportNotices)[number];

/** Longest address the form takes (RFC 5321: 64 + 1 + 255). */
export const addressMaxLength = 320;

/**
 * The address as it is matched: trimmed and lower-cased. Null when the input cannot be an
 * address at all (empty, too long, no "@" between two parts, white space inside): such a request
 * is answered with a message instead of an empty search and an audit entry.
 */
export function normalizeAddress(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const address = input.trim().toLowerCase();
  if (address.length > addressMaxLength) return null;
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

const berlinDate = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });

/** `daten-2026-11-23.json`: the export's file name, dated in the studio's time zone. */
export const exportFileName = (at: number) => `daten-${berlinDate.format(at)}.json`;
