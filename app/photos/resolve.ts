/**
 * From the photos' places in a release (ids, descriptions, focal points) to what the pages draw:
 * each photo's files, sizes and placeholder. Client-safe and pure: the lookup is passed in, the
 * build's manifest for the pictures a fresh install ships with, the library for her uploads
 * (./library.server.ts).
 */
import manifest from "#app/generated/image-manifest.json";
import { assetOf, type ImageAsset, type ManifestEntry } from "#app/images/images.ts";
import type { PhotoRef, PhotosContent } from "#app/website/schema.ts";

/** A photo's files for one place: its ladder, and the phone cut around `ref.focal` if made. */
export type PhotoLookup = (ref: PhotoRef) => ManifestEntry | undefined;

/** The home page's pictures, ready to draw. */
export type SitePhotos = {
  hero: ImageAsset[];
  portrait: ImageAsset;
  creators: ImageAsset;
  portfolio: ImageAsset[];
};

const builtin = manifest.images as Record<string, ManifestEntry>;

/** The pictures the site ships with, by id ("hero-1" is images/originals/hero-1.jpg). */
export const builtinLookup: PhotoLookup = (ref) => builtin[`${ref.id}.jpg`];

/** Uploaded photos first, the pictures the site ships with otherwise. */
export const withBuiltins =
  (uploads: PhotoLookup): PhotoLookup =>
  (ref) =>
    uploads(ref) ?? builtinLookup(ref);

/**
 * Every place's picture. A photo the lookup does not know (a draft's photo still encoding, seen in
 * the Vorschau) is left out of the portfolio, and a single place shows `fallback`'s picture:
 * publishing refuses such a release (./publishable.server.ts), so visitors never see either.
 */
export function resolvePhotos(
  photos: PhotosContent,
  lookup: PhotoLookup,
  fallback?: PhotosContent,
): SitePhotos {
  // Only the hero fills a phone's screen: everywhere else a photo's phone cut (every upload has
  // one, ready for the hero) would make phones load a tall crop of a picture shown whole.
  const one = (ref: PhotoRef, spare?: PhotoRef, hero = false): ImageAsset | undefined => {
    const found = lookup(ref);
    if (!found) return spare ? one(spare, undefined, hero) : undefined;
    const { phone, ...ladder } = found;
    return assetOf(ref.id, hero && phone ? { ...ladder, phone } : ladder, ref.alt, ref.focal);
  };
  const required = (ref: PhotoRef, spare: PhotoRef | undefined, place: string) => {
    const asset = one(ref, spare, place === "hero");
    if (!asset) throw new Error(`photo "${ref.id}" (${place}) has no files`);
    return asset;
  };
  return {
    hero: photos.hero.map((ref, index) => required(ref, fallback?.hero[index], "hero")),
    portrait: required(photos.portrait, fallback?.portrait, "portrait"),
    creators: required(photos.creators, fallback?.creators, "creators"),
    portfolio: photos.portfolio.flatMap((ref) => one(ref) ?? []),
  };
}
