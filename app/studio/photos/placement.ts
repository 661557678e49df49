/**
 * The placement editor's logic, client-safe and pure: which place a form or a publish blocker
 * names, and the changes she makes to the places (choose a photo for a place, add, remove and
 * move portfolio photos, a new order by dragging). Each change is applied to the places as the
 * draft has them now, so a second tab's change is not overwritten by a stale form.
 *
 * The buttons work without JavaScript: `intent=choose` with `place` and `photo`, and
 * `intent=portfolio:<up|down|remove>:<index>` like the website editor's list buttons.
 */
import { uploadedPhotoId } from "#app/photos/limits.ts";
import { placesOf, type PlaceName } from "#app/photos/places.ts";
import { arrangePath } from "#app/studio/photos/photos.ts";
import type { PhotoRef, PhotosContent } from "#app/website/schema.ts";

/** The portfolio's mosaic takes 6 to 40 photos (app/website/schema.ts). */
export const portfolioLimits = { min: 6, max: 40 } as const;

/** A place the form names: "hero.0", "portrait", "creators", "portfolio.3", or "portfolio.new". */
export type Slot = { place: PlaceName; index: number } | { place: "portfolio"; index: "new" };

export const slotKey = (slot: Slot) =>
  slot.place === "portrait" || slot.place === "creators"
    ? slot.place
    : `${slot.place}.${slot.index}`;

/** The id of a place's element on the page ("platz-hero-0"): where the page returns to. */
export const slotAnchor = (slot: Slot) => `platz-${slotKey(slot).replace(".", "-")}`;

/** The placement page with the choice of photos for `slot` open (a link: no JavaScript needed). */
export const slotHref = (slot: Slot) => `${arrangePath}?platz=${slotKey(slot)}#auswahl`;

/** The move buttons' ids, by photo: after a move the page returns to the button pressed. */
export const moveButtonId = (op: "up" | "down", id: string) =>
  `${op === "up" ? "hoch" : "runter"}-${id}`;

export function parseSlot(value: unknown): Slot | null {
  if (typeof value !== "string") return null;
  if (value === "portrait" || value === "creators") return { place: value, index: 0 };
  if (value === "portfolio.new") return { place: "portfolio", index: "new" };
  const match = /^(hero|portfolio)\.(\d{1,2})$/.exec(value);
  if (!match) return null;
  const index = Number(match[2]);
  if (match[1] === "hero") return index < 3 ? { place: "hero", index } : null;
  return index < portfolioLimits.max ? { place: "portfolio", index } : null;
}

/**
 * The place a content path names ("photos.hero.0", "photos.portfolio.3.id", "photos.portrait"),
 * as publishing's blockers and the schema's messages name them.
 */
export function placeOfPath(path: string): { place: PlaceName; index: number } | null {
  const match = /^photos\.(hero|portfolio|portrait|creators)(?:\.(\d+))?(?:\.|$)/.exec(path);
  if (!match) return null;
  const place = match[1] as PlaceName;
  if (place === "portrait" || place === "creators") return { place, index: 0 };
  return match[2] === undefined ? null : { place, index: Number(match[2]) };
}

/** The photo at a place, or undefined. */
export function refAt(photos: PhotosContent, place: { place: PlaceName; index: number }) {
  if (place.place === "portrait" || place.place === "creators") return photos[place.place];
  return photos[place.place][place.index];
}

/** How many places still show a picture a fresh install ships with (Startklar). */
export const samplePlaces = (photos: PhotosContent) =>
  placesOf(photos).filter(({ ref }) => !uploadedPhotoId.test(ref.id)).length;

export type PlacementChange =
  | { op: "choose"; slot: Slot; id: string }
  | { op: "up" | "down" | "remove"; index: number }
  | { op: "order"; ids: string[] };

/** A portfolio button's intent: "portfolio:up:3" moves the fourth photo up. */
export const portfolioIntentPattern = /^portfolio:(up|down|remove):(\d{1,2})$/;

export const portfolioIntent = (op: "up" | "down" | "remove", index: number) =>
  `portfolio:${op}:${index}`;

/** `list` with the item at `from` moved to `to` (the others close up). */
export function moveItem<Item>(list: readonly Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export type PlacementResult =
  | { ok: true; photos: PhotosContent }
  /** "stale": the form was made for other places (another tab changed them); "unknown": no such photo. */
  | { ok: false; reason: "stale" | "unknown" };

/**
 * The places after one change. `refFor` gives the reference a chosen photo gets (its current
 * description and focal point), or null for a photo that cannot be placed.
 */
export function applyPlacement(
  photos: PhotosContent,
  change: PlacementChange,
  refFor: (id: string) => PhotoRef | null,
): PlacementResult {
  const portfolio = photos.portfolio;
  switch (change.op) {
    case "choose": {
      const ref = refFor(change.id);
      if (!ref) return { ok: false, reason: "unknown" };
      const { slot } = change;
      if (slot.place === "portrait" || slot.place === "creators") {
        return { ok: true, photos: { ...photos, [slot.place]: ref } };
      }
      if (slot.place === "hero") {
        const hero = photos.hero.map((item, index) => (index === slot.index ? ref : item));
        return { ok: true, photos: { ...photos, hero } };
      }
      if (slot.index === "new") {
        if (portfolio.length >= portfolioLimits.max) return { ok: false, reason: "stale" };
        if (portfolio.some((item) => item.id === ref.id)) return { ok: false, reason: "stale" };
        return { ok: true, photos: { ...photos, portfolio: [...portfolio, ref] } };
      }
      const at = slot.index;
      if (at >= portfolio.length) return { ok: false, reason: "stale" };
      if (portfolio.some((item, index) => item.id === ref.id && index !== at)) {
        return { ok: false, reason: "stale" };
      }
      return {
        ok: true,
        photos: { ...photos, portfolio: portfolio.map((item, i) => (i === at ? ref : item)) },
      };
    }
    case "up":
    case "down": {
      const to = change.index + (change.op === "up" ? -1 : 1);
      if (change.index >= portfolio.length || to < 0 || to >= portfolio.length) {
        return { ok: false, reason: "stale" };
      }
      return { ok: true, photos: { ...photos, portfolio: moveItem(portfolio, change.index, to) } };
    }
    case "remove": {
      if (change.index >= portfolio.length || portfolio.length <= portfolioLimits.min) {
        return { ok: false, reason: "stale" };
      }
      return {
        ok: true,
        photos: { ...photos, portfolio: portfolio.filter((_, i) => i !== change.index) },
      };
    }
    case "order": {
      // A new order of the same photos, nothing more and nothing less.
      const current = portfolio.map((item) => item.id);
      const same =
        change.ids.length === current.length &&
        new Set(change.ids).size === current.length &&
        change.ids.every((id) => current.includes(id));
      if (!same) return { ok: false, reason: "stale" };
      const byId = new Map(portfolio.map((item) => [item.id, item]));
      return { ok: true, photos: { ...photos, portfolio: change.ids.map((id) => byId.get(id)!) } };
    }
  }
}
