/**
 * What the studio's photo pages show (/studio/fotos, one photo, the placement editor) and the
 * placement editor's changes. Read from her library (app/photos/store.server.ts) and the draft's
 * places; the pictures a fresh install ships with come from the build's manifest.
 */
import type { Database } from "#app/lib/db.server.ts";
import { assetOf, type Focal, type ManifestEntry } from "#app/images/images.ts";
import {
  photoUsage,
  savePlaces,
  type PhotoDeps,
  type PhotoUsage,
} from "#app/photos/library.server.ts";
import { placesOf, usesPhoto, type Place } from "#app/photos/places.ts";
import { builtinLookup } from "#app/photos/resolve.ts";
import { listPhotos, readPhoto, type Photo } from "#app/photos/store.server.ts";
import {
  applyPlacement,
  type PlacementChange,
  type PlacementResult,
} from "#app/studio/photos/placement.ts";
import { isUploaded, type PhotoState, type Thumb } from "#app/studio/photos/photos.ts";
import type { PhotoRef, PhotosContent } from "#app/website/schema.ts";
import { editedContent, liveRelease, readDraft } from "#app/website/store.server.ts";

function thumbOf(entry: ManifestEntry | null | undefined): Thumb | null {
  if (!entry) return null;
  const { avif, webp, fallback, width, height, placeholder } = assetOf("", entry, "");
  return { avif, webp, fallback, width, height, placeholder };
}

/** An encoded photo's pictures, or a built-in one's (whose references carry the files' id). */
function imageOf(db: Database, ref: Pick<PhotoRef, "id">): Thumb | null {
  if (!isUploaded(ref.id)) {
    return thumbOf(builtinLookup({ id: ref.id, alt: "", focal: { x: 0.5, y: 0.5 } }));
  }
  const photo = readPhoto(db, ref.id);
  return photo?.status === "ready" ? thumbOf(photo.entry) : null;
}

const stateOf = ({ id, status, problem, progress }: Photo): PhotoState => ({
  id,
  status,
  problem,
  progress,
});

/** Every photo's state, for the pages' polling. */
export const photoStates = (db: Database) => listPhotos(db).map(stateOf);

export type LibraryPhoto = PhotoState & {
  createdAt: number;
  alt: string;
  image: Thumb | null;
  /** On the live site, or placed in the draft. */
  live: boolean;
  draft: boolean;
};

/** /studio/fotos: her photos, newest first, and how the home page's places stand. */
export function libraryPage(db: Database) {
  const live = liveRelease(db).content.photos;
  const draft = readDraft(db);
  const edited = draft?.content.photos ?? live;
  const photos: LibraryPhoto[] = listPhotos(db).map((photo) => ({
    ...stateOf(photo),
    createdAt: photo.createdAt,
    alt: photo.alt,
    image: photo.status === "ready" ? thumbOf(photo.entry) : null,
    live: usesPhoto(live, photo.id),
    draft: usesPhoto(edited, photo.id),
  }));
  const places = placesOf(edited);
  const own = places.filter(({ ref }) => isUploaded(ref.id)).length;
  return {
    photos,
    placement: { own, samples: places.length - own, draft: draft !== null },
  };
}

export type PhotoView = PhotoState & {
  createdAt: number;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  focal: Focal;
  consent: Photo["consent"];
  image: Thumb | null;
};

/** One photo's page: the photo, where it is used, and whether the live site shows it. */
export function photoPage(db: Database, id: string) {
  if (!isUploaded(id)) return null;
  const photo = readPhoto(db, id);
  if (!photo) return null;
  const view: PhotoView = {
    ...stateOf(photo),
    createdAt: photo.createdAt,
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    focal: photo.focal,
    consent: photo.consent,
    image: photo.status === "ready" ? thumbOf(photo.entry) : null,
  };
  const usage: PhotoUsage = photoUsage(db, id);
  return { photo: view, usage };
}

/** A place on the placement page, with the picture it shows. */
export type SlotView = {
  place: Place["place"];
  index: number;
  id: string;
  alt: string;
  focal: Focal;
  image: Thumb | null;
  uploaded: boolean;
  /** Her photo is not encoded (yet): the site cannot show it. */
  waiting: boolean;
};

/** A photo she can choose for a place. */
export type Choice = { id: string; alt: string; createdAt: number | null; image: Thumb };

function slotView(db: Database, { place, index, ref }: Place): SlotView {
  const uploaded = isUploaded(ref.id);
  const image = imageOf(db, ref);
  return {
    place,
    index,
    id: ref.id,
    alt: ref.alt,
    focal: ref.focal,
    image,
    uploaded,
    waiting: uploaded && !image,
  };
}

/**
 * The placement page: the places as the draft has them, the photos she can choose (her encoded
 * photos, then the built-in pictures placed now), and her photos still without a description.
 */
export function arrangePage(db: Database) {
  const edited = editedContent(db).photos;
  const slots = placesOf(edited).map((place) => slotView(db, place));
  const ready = listPhotos(db).filter((photo) => photo.status === "ready");
  const choices: Choice[] = ready.map((photo) => ({
    id: photo.id,
    alt: photo.alt,
    createdAt: photo.createdAt,
    image: thumbOf(photo.entry)!,
  }));
  for (const slot of slots) {
    if (slot.uploaded || !slot.image || choices.some((choice) => choice.id === slot.id)) continue;
    choices.push({ id: slot.id, alt: slot.alt, createdAt: null, image: slot.image });
  }
  const missingAlt = [
    ...new Map(
      slots
        .filter((slot) => slot.uploaded && !slot.alt.trim())
        .map((slot) => [slot.id, slot] as const),
    ).values(),
  ];
  return {
    hero: slots.filter((slot) => slot.place === "hero"),
    portrait: slots.find((slot) => slot.place === "portrait")!,
    creators: slots.find((slot) => slot.place === "creators")!,
    portfolio: slots.filter((slot) => slot.place === "portfolio"),
    choices,
    missingAlt,
    draft: readDraft(db) !== null,
  };
}

/**
 * The reference a photo gets where she places it: hers with the library's description and focal
 * point (encoded and not failed), a built-in picture as the places have it now or as a fresh
 * install has it. Anything else cannot be placed.
 */
function refFor(db: Database, edited: PhotosContent, defaults: PhotosContent) {
  return (id: string): PhotoRef | null => {
    if (isUploaded(id)) {
      const photo = readPhoto(db, id);
      if (!photo || photo.status === "failed") return null;
      return { id, alt: photo.alt, focal: photo.focal };
    }
    const known = [...placesOf(edited), ...placesOf(defaults)].find(({ ref }) => ref.id === id);
    return known ? known.ref : null;
  };
}

/** One change of the placement editor, applied to the draft's places now and saved. */
export async function changePlaces(
  deps: PhotoDeps,
  change: PlacementChange,
): Promise<PlacementResult> {
  const edited = editedContent(deps.db).photos;
  const result = applyPlacement(edited, change, refFor(deps.db, edited, deps.defaults));
  if (!result.ok) return result;
  const saved = await savePlaces(deps, result.photos);
  return saved.ok ? result : { ok: false, reason: "stale" };
}
