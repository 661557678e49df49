import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import manifest from "#app/generated/image-manifest.json";
import type { ManifestEntry } from "#app/images/images.ts";
import type { PhotoDeps } from "#app/photos/library.server.ts";
import { claimJob, finishEncode } from "#app/photos/queue.server.ts";
import { addUpload, describePhoto } from "#app/photos/store.server.ts";
import {
  arrangePage,
  changePlaces,
  libraryPage,
  photoPage,
  photoStates,
} from "#app/studio/photos/pages.server.ts";
import { editedContent, ensureFirstRelease } from "#app/website/store.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-11-26T09:00:00Z");
const entry = manifest.images["hero-1.jpg"] as ManifestEntry;

function setUp() {
  const { db } = testDatabase();
  ensureFirstRelease(db, defaultContent, start);
  // Only what the placement's use cases touch; the others are not called here.
  const deps = { db, clock: () => start + 1000, defaults: defaultContent.photos } as PhotoDeps;
  return { db, deps };
}

/** An upload, encoded (the worker's commit, with the build's files standing in). */
function encodedPhoto(db: PhotoDeps["db"], id: string, alt = "") {
  addUpload(db, { id, bytes: 4_200_000, upload: `${id}.upload` }, start);
  const job = claimJob(db, start)!;
  finishEncode(db, job, {
    entry,
    files: [],
    master: new Uint8Array([1]),
    cut: { focal: { x: 0.5, y: 0.5 }, entry: entry.phone! },
    cutFiles: [],
  });
  describePhoto(db, id, { alt, focal: { x: 0.4, y: 0.3 } }, start);
}

describe("the studio's photo pages", () => {
  it("show a fresh install's places with their built-in pictures, all choosable", () => {
    const { db } = setUp();
    const page = arrangePage(db);
    expect(page.hero.map((slot) => slot.id)).toEqual(["hero-1", "hero-2", "hero-3"]);
    expect(page.portfolio).toHaveLength(defaultContent.photos.portfolio.length);
    expect(page.hero.every((slot) => slot.image && !slot.uploaded && !slot.waiting)).toBe(true);
    expect(page.choices).toHaveLength(3 + 2 + defaultContent.photos.portfolio.length);
    expect(page.missingAlt).toEqual([]);
    expect(libraryPage(db)).toEqual({
      photos: [],
      placement: { own: 0, samples: 27, draft: false },
    });
  });

  it("list an upload with its state until it is encoded, and offer only encoded ones", () => {
    const { db } = setUp();
    encodedPhoto(db, "foto-00000000000000bb");
    addUpload(db, { id: "foto-00000000000000aa", bytes: 1000, upload: "a.upload" }, start + 1);
    // Newest first; the encoded one has a phone cut queued for its new focal point.
    expect(photoStates(db)).toEqual([
      {
        id: "foto-00000000000000aa",
        status: "queued",
        problem: null,
        progress: { done: 0, total: 0 },
      },
      {
        id: "foto-00000000000000bb",
        status: "ready",
        problem: null,
        progress: { done: 0, total: 0 },
      },
    ]);
    expect(libraryPage(db).photos[0]).toMatchObject({ image: null, live: false, draft: false });
    const { choices } = arrangePage(db);
    expect(choices[0]!.id).toBe("foto-00000000000000bb");
    expect(choices[0]!.image.webp).toContain("320w");
    expect(choices.some((choice) => choice.id === "foto-00000000000000aa")).toBe(false);
  });

  it("place her photo with the library's description and focal point, in the draft", async () => {
    const { db, deps } = setUp();
    encodedPhoto(db, "foto-00000000000000cc");
    const chosen = await changePlaces(deps, {
      op: "choose",
      slot: { place: "hero", index: 0 },
      id: "foto-00000000000000cc",
    });
    expect(chosen.ok).toBe(true);
    expect(editedContent(db).photos.hero[0]).toEqual({
      id: "foto-00000000000000cc",
      alt: "",
      focal: { x: 0.4, y: 0.3 },
    });
    const page = arrangePage(db);
    expect(page.draft).toBe(true);
    expect(page.missingAlt.map((slot) => slot.id)).toEqual(["foto-00000000000000cc"]);
    expect(libraryPage(db).photos[0]).toMatchObject({ live: false, draft: true });
    expect(libraryPage(db).placement).toMatchObject({ own: 1, samples: 26, draft: true });
    expect(photoPage(db, "foto-00000000000000cc")?.usage.draft).toEqual([
      expect.objectContaining({ place: "hero", index: 0 }),
    ]);
  });

  it("refuse a photo that is not there and an order of other photos, saving nothing", async () => {
    const { db, deps } = setUp();
    const unknown = await changePlaces(deps, {
      op: "choose",
      slot: { place: "portrait", index: 0 },
      id: "foto-ffffffffffffffff",
    });
    expect(unknown).toEqual({ ok: false, reason: "unknown" });
    const order = await changePlaces(deps, { op: "order", ids: ["portfolio-01"] });
    expect(order).toEqual({ ok: false, reason: "stale" });
    expect(arrangePage(db).draft).toBe(false);
  });

  it("list a photo once while one phone cut is made and the next waits", () => {
    const { db } = setUp();
    encodedPhoto(db, "foto-00000000000000dd");
    // The cut for the first new point runs; she moves the point again meanwhile.
    expect(claimJob(db, start)?.kind).toBe("cut");
    describePhoto(db, "foto-00000000000000dd", { alt: "", focal: { x: 0.7, y: 0.2 } }, start);
    expect(photoStates(db)).toHaveLength(1);
    expect(libraryPage(db).photos).toHaveLength(1);
  });

  it("give no page for an id that is not one of her photos", () => {
    const { db } = setUp();
    expect(photoPage(db, "hero-1")).toBeNull();
    expect(photoPage(db, "foto-0000000000000000")).toBeNull();
    expect(photoPage(db, "../etc/passwd")).toBeNull();
  });
});
