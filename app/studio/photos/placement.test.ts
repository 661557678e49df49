import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { placeLabel, placesLine } from "#app/content/studio/photos.ts";
import {
  applyPlacement,
  moveItem,
  parseSlot,
  placeOfPath,
  portfolioIntent,
  refAt,
  samplePlaces,
  slotAnchor,
  slotHref,
  slotKey,
} from "#app/studio/photos/placement.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { placementFormSchema } from "#app/studio/photos/schema.ts";
import type { PhotoRef } from "#app/website/schema.ts";

const photos = defaultContent.photos;
const mine: PhotoRef = {
  id: "foto-0123456789abcdef",
  alt: "Spitze am Fenster",
  focal: { x: 0.3, y: 0.2 },
};
const refFor = (id: string) => (id === mine.id ? mine : null);
const form = (entries: Record<string, string>) => new URLSearchParams(entries);
/** The change a posted form asks for, or null for a form that names none. */
const parsePlacementForm = (posted: URLSearchParams) => {
  const result = parseForm(placementFormSchema, posted);
  return result.ok ? result.value : null;
};
const ids = (list: PhotoRef[]) => list.map((ref) => ref.id);

describe("the placement editor's places", () => {
  it("names the places in German", () => {
    expect(placeLabel({ place: "hero", index: 0 })).toBe("Startbild 1");
    expect(placeLabel({ place: "portrait", index: 0 })).toBe("Porträt");
    expect(placeLabel({ place: "creators", index: 0 })).toBe("Creators-Bild");
    expect(placeLabel({ place: "portfolio", index: 2 })).toBe("Portfolio, Foto 3");
    expect(
      placesLine([
        { place: "hero", index: 1 },
        { place: "portfolio", index: 4 },
      ]),
    ).toBe("Startbild 2, Portfolio (Foto 5)");
  });

  it("reads a place from a form and from a content path, and refuses others", () => {
    expect(parseSlot("hero.2")).toEqual({ place: "hero", index: 2 });
    expect(parseSlot("hero.3")).toBeNull();
    expect(parseSlot("portrait")).toEqual({ place: "portrait", index: 0 });
    expect(parseSlot("portfolio.39")).toEqual({ place: "portfolio", index: 39 });
    expect(parseSlot("portfolio.40")).toBeNull();
    expect(parseSlot("portfolio.new")).toEqual({ place: "portfolio", index: "new" });
    expect(parseSlot("creators.0")).toBeNull();
    expect(parseSlot(null)).toBeNull();
    expect(placeOfPath("photos.hero.0")).toEqual({ place: "hero", index: 0 });
    expect(placeOfPath("photos.portfolio.3.id")).toEqual({ place: "portfolio", index: 3 });
    expect(placeOfPath("photos.portrait")).toEqual({ place: "portrait", index: 0 });
    expect(placeOfPath("photos.creators.alt")).toEqual({ place: "creators", index: 0 });
    expect(placeOfPath("photos.portfolio")).toBeNull();
    expect(placeOfPath("home.hero.tagline")).toBeNull();
    expect(refAt(photos, { place: "portfolio", index: 0 })?.id).toBe("portfolio-01");
  });

  it("links and anchors a place by its key", () => {
    const slot = { place: "portfolio", index: "new" } as const;
    expect(slotKey(slot)).toBe("portfolio.new");
    expect(slotAnchor(slot)).toBe("platz-portfolio-new");
    expect(slotHref({ place: "hero", index: 1 })).toBe(
      "/studio/fotos/anordnen?platz=hero.1#auswahl",
    );
  });

  it("counts the places that still show a built-in picture", () => {
    expect(samplePlaces(photos)).toBe(3 + 2 + photos.portfolio.length);
    const one = applyPlacement(
      photos,
      { op: "choose", slot: { place: "hero", index: 0 }, id: mine.id },
      refFor,
    );
    expect(one.ok && samplePlaces(one.photos)).toBe(samplePlaces(photos) - 1);
  });

  it("reads the forms' changes", () => {
    expect(parsePlacementForm(form({ intent: "choose", place: "hero.1", photo: mine.id }))).toEqual(
      {
        op: "choose",
        slot: { place: "hero", index: 1 },
        id: mine.id,
      },
    );
    expect(parsePlacementForm(form({ intent: portfolioIntent("up", 3) }))).toEqual({
      op: "up",
      index: 3,
    });
    expect(parsePlacementForm(form({ intent: "portfolio:remove:0" }))).toEqual({
      op: "remove",
      index: 0,
    });
    expect(parsePlacementForm(form({ intent: "order", order: "a,b,c" }))).toEqual({
      op: "order",
      ids: ["a", "b", "c"],
    });
    expect(parsePlacementForm(form({ intent: "choose", place: "hero.9", photo: "x" }))).toBeNull();
    expect(parsePlacementForm(form({ intent: "choose", place: "hero.0" }))).toBeNull();
    expect(parsePlacementForm(form({ intent: "portfolio:sideways:1" }))).toBeNull();
    expect(parsePlacementForm(form({}))).toBeNull();
  });
});

describe("changing the places", () => {
  it("puts a photo at a single place with its description and focal point", () => {
    const result = applyPlacement(
      photos,
      { op: "choose", slot: { place: "hero", index: 0 }, id: mine.id },
      refFor,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.photos.hero[0]).toEqual(mine);
    expect(ids(result.photos.hero.slice(1))).toEqual(["hero-2", "hero-3"]);
    const portrait = applyPlacement(
      photos,
      { op: "choose", slot: { place: "portrait", index: 0 }, id: mine.id },
      refFor,
    );
    expect(portrait.ok && portrait.photos.portrait).toEqual(mine);
  });

  it("adds to the portfolio, replaces in it, never twice, and refuses an unknown photo", () => {
    const added = applyPlacement(
      photos,
      { op: "choose", slot: { place: "portfolio", index: "new" }, id: mine.id },
      refFor,
    );
    expect(added.ok && added.photos.portfolio.at(-1)).toEqual(mine);
    if (!added.ok) return;
    const twice = applyPlacement(
      added.photos,
      { op: "choose", slot: { place: "portfolio", index: "new" }, id: mine.id },
      refFor,
    );
    expect(twice).toEqual({ ok: false, reason: "stale" });
    const elsewhere = applyPlacement(
      added.photos,
      { op: "choose", slot: { place: "portfolio", index: 0 }, id: mine.id },
      refFor,
    );
    expect(elsewhere).toEqual({ ok: false, reason: "stale" });
    const replaced = applyPlacement(
      photos,
      { op: "choose", slot: { place: "portfolio", index: 4 }, id: mine.id },
      refFor,
    );
    expect(replaced.ok && replaced.photos.portfolio[4]).toEqual(mine);
    expect(replaced.ok && replaced.photos.portfolio).toHaveLength(photos.portfolio.length);
    expect(
      applyPlacement(
        photos,
        { op: "choose", slot: { place: "hero", index: 0 }, id: "foto-ffffffffffffffff" },
        refFor,
      ),
    ).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("moves portfolio photos up and down within the list, and removes down to six", () => {
    const up = applyPlacement(photos, { op: "up", index: 2 }, refFor);
    expect(up.ok && ids(up.photos.portfolio).slice(0, 3)).toEqual([
      "portfolio-01",
      "portfolio-03",
      "portfolio-02",
    ]);
    const down = applyPlacement(photos, { op: "down", index: 0 }, refFor);
    expect(down.ok && ids(down.photos.portfolio).slice(0, 2)).toEqual([
      "portfolio-02",
      "portfolio-01",
    ]);
    expect(applyPlacement(photos, { op: "up", index: 0 }, refFor).ok).toBe(false);
    expect(
      applyPlacement(photos, { op: "down", index: photos.portfolio.length - 1 }, refFor).ok,
    ).toBe(false);
    let current = photos;
    while (current.portfolio.length > 6) {
      const removed = applyPlacement(current, { op: "remove", index: 0 }, refFor);
      if (!removed.ok) throw new Error("refused too early");
      current = removed.photos;
    }
    expect(applyPlacement(current, { op: "remove", index: 0 }, refFor)).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("takes a dragged order of the same photos only", () => {
    const reversed = [...ids(photos.portfolio)].reverse();
    const result = applyPlacement(photos, { op: "order", ids: reversed }, refFor);
    expect(result.ok && ids(result.photos.portfolio)).toEqual(reversed);
    expect(applyPlacement(photos, { op: "order", ids: reversed.slice(1) }, refFor).ok).toBe(false);
    const duplicate = [reversed[0]!, ...reversed.slice(0, -1)];
    expect(applyPlacement(photos, { op: "order", ids: duplicate }, refFor).ok).toBe(false);
    const foreign = [mine.id, ...reversed.slice(1)];
    expect(applyPlacement(photos, { op: "order", ids: foreign }, refFor).ok).toBe(false);
  });

  it("moves one item of a list to another position, the others closing up", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});
