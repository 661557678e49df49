/**
 * What an upload may be, shared by the studio's page (which checks before sending) and the server
 * (which checks again). Client-safe.
 */
import type { Focal } from "#app/images/images.ts";

/** A camera's largest JPEG is about 30 MB; a TIFF or a panorama may be larger, but not this. */
export const maxUploadBytes = 50 * 1024 * 1024;

/** sharp refuses larger pictures before decoding them (limitInputPixels): 100 megapixels. */
export const maxUploadPixels = 100_000_000;

/**
 * The browser sends a photo in pieces of this size, each its own request: a phone on a weak
 * network (down to about 150 kbit/s) finishes each within the server's 30-second request timeout, can resume after a dropped
 * connection, and the server never holds more than one piece in memory (ADR 0032).
 */
export const uploadChunkBytes = 512 * 1024;

/**
 * What the file picker offers. HEIC is listed so a picker shows such photos and the studio can say
 * how to export them; on Apple's browsers, which convert HEIC to JPEG themselves when the list
 * leaves it out, the studio's page leaves it out (app/studio/photos/upload-client.ts).
 */
export const acceptedTypes =
  "image/jpeg,image/png,image/webp,image/avif,image/tiff,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.avif,.tif,.tiff,.heic,.heif";

/** The photos an upload may become: a photo's id is "foto-" and 16 hex digits. */
export const uploadedPhotoId = /^foto-[0-9a-f]{16}$/;

/** The focal point as a key of its phone cut: three decimals are finer than any tap. */
export const focalKey = (focal: Focal) => `${focal.x.toFixed(3)},${focal.y.toFixed(3)}`;

/** A tapped point rounded the same way, so the key and the stored point agree. */
export const roundFocal = (focal: Focal): Focal => ({
  x: Math.round(Math.min(1, Math.max(0, focal.x)) * 1000) / 1000,
  y: Math.round(Math.min(1, Math.max(0, focal.y)) * 1000) / 1000,
});
