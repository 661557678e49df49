/**
 * What the studio's privacy page and its server modules share (no server code: the page uses it
 * too). The address's rule is in schema.ts.
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

const berlinDate = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });

/** `daten-2026-11-23.json`: the export's file name, dated in the studio's time zone. */
export const exportFileName = (at: number) => `daten-${berlinDate.format(at)}.json`;
