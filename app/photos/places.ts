/**
 * Where the home page shows which photo: the places of a release's `photos`, read and changed as
 * plain data. Client-safe and pure: the studio's placement editor, publishing's checks and the
 * removal of a photo from every release all use it.
 */
import type { PhotoRef, PhotosContent } from "#app/website/schema.ts";

export type PlaceName = "hero" | "portrait" | "creators" | "portfolio";
export type Place = { place: PlaceName; index: number; ref: PhotoRef };

/** Every place in page order: the three hero pictures, the portrait, the portfolio, creators. */
export function placesOf(photos: PhotosContent): Place[] {
  return [
    ...photos.hero.map((ref, index) => ({ place: "hero" as const, index, ref })),
    { place: "portrait", index: 0, ref: photos.portrait },
    ...photos.portfolio.map((ref, index) => ({ place: "portfolio" as const, index, ref })),
    { place: "creators", index: 0, ref: photos.creators },
  ];
}

/** A place's field path in the content ("photos.hero.0", "photos.portrait"). */
export const placePath = ({ place, index }: Pick<Place, "place" | "index">) =>
  place === "portrait" || place === "creators" ? `photos.${place}` : `photos.${place}.${index}`;

export const usesPhoto = (photos: PhotosContent, id: string) =>
  placesOf(photos).some(({ ref }) => ref.id === id);

/** Every place of `id` with its description and focal point as the library now has them. */
export function withDescription(
  photos: PhotosContent,
  id: string,
  { alt, focal }: Pick<PhotoRef, "alt" | "focal">,
): PhotosContent {
  const update = (ref: PhotoRef) => (ref.id === id ? { ...ref, alt, focal } : ref);
  return {
    hero: photos.hero.map(update),
    portrait: update(photos.portrait),
    creators: update(photos.creators),
    portfolio: photos.portfolio.map(update),
  };
}

/**
 * The places without `id`: a single place gets the picture a fresh install has there, the
 * portfolio closes up and, below its six photos, takes a fresh install's pictures it lacks.
 */
export function withoutPhoto(
  photos: PhotosContent,
  id: string,
  defaults: PhotosContent,
): PhotosContent {
  const portfolio = photos.portfolio.filter((ref) => ref.id !== id);
  for (const spare of defaults.portfolio) {
    if (portfolio.length >= 6) break;
    if (!portfolio.some((ref) => ref.id === spare.id)) portfolio.push(spare);
  }
  return {
    hero: photos.hero.map((ref, index) => (ref.id === id ? defaults.hero[index]! : ref)),
    portrait: photos.portrait.id === id ? defaults.portrait : photos.portrait,
    creators: photos.creators.id === id ? defaults.creators : photos.creators,
    portfolio,
  };
}
