/**
 * How many wrong PINs a gallery and an address get (ADR 0041). A six-digit PIN is one of a
 * million: what protects it is that almost nobody gets to guess. Two limits, checked before a PIN
 * is even hashed:
 *
 * - per address: a few wrong PINs within a quarter of an hour, then that address waits (a client
 *   who mistyped is told to try again later; a guesser from one address gets nowhere);
 * - per gallery: after more wrong PINs in all, from any addresses, since the gallery was last
 *   opened or got its PIN, the gallery locks until the owner makes a new PIN, and she is told once.
 *
 * With these numbers a guesser, however many addresses she has, has a 1 in 100,000 chance.
 */
export const tries = {
  perAddress: 5,
  addressWindowMs: 15 * 60_000,
  perGallery: 10,
} as const;

export type TriesSeen = {
  /** Wrong PINs for this gallery since it was last opened with the right one or got a new PIN. */
  galleryFailures: number;
  /** Wrong PINs from this address, for any gallery, within the last `addressWindowMs`. */
  addressFailures: number;
};

export type Admission = { ok: true } | { ok: false; reason: "gallery-locked" | "address-waits" };

/** Whether a PIN from this address may be checked at all. */
export function admit(seen: TriesSeen): Admission {
  if (seen.galleryFailures >= tries.perGallery) return { ok: false, reason: "gallery-locked" };
  if (seen.addressFailures >= tries.perAddress) return { ok: false, reason: "address-waits" };
  return { ok: true };
}

/** Whether the wrong PIN just recorded (counted in `seen`) is the one that locks the gallery. */
export function lockedByThisFailure(seen: TriesSeen): boolean {
  return seen.galleryFailures === tries.perGallery;
}
