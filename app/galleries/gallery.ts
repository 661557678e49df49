/**
 * What a gallery is, for the studio's pages and the server alike (client-safe): its states, its
 * id's shape, and the limits of its settings.
 */

/**
 * draft: made, not shown yet · proofing: the client chooses · selected: she sent her choice ·
 * delivered: the finals are there · expired: its files are deleted · revoked: the owner closed it.
 */
export const galleryStates = [
  "draft",
  "proofing",
  "selected",
  "delivered",
  "expired",
  "revoked",
] as const;
export type GalleryState = (typeof galleryStates)[number];

export const pictureKinds = ["proof", "final"] as const;
export type PictureKind = (typeof pictureKinds)[number];

export type EncodeState = "queued" | "encoding" | "ready" | "failed";

/** 128 random bits in base64url: the link's only secret besides the PIN (ADR 0041). */
export const galleryIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** A picture's id: random, so no file name or order shows in a path. */
export const pictureIdPattern = /^[0-9a-f]{24}$/;

/** Days from delivery to expiry unless she sets another date (issue 38). */
export const defaultExpiryDays = 60;

/** An original file name as she sees it in Lightroom: at most this long. */
export const maxOriginalNameLength = 200;

/** The included pictures a package promises: "20 bearbeitete Bilder" → 20; none → null. */
export function includedCountOf(features: readonly string[]): number | null {
  for (const feature of features) {
    const match = /(\d{1,3})\s+(?:bearbeitete\s+)?(?:Bilder|Fotos|Aufnahmen)/i.exec(feature);
    if (match) return Number(match[1]);
  }
  return null;
}
