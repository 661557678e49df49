import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import manifest from "#app/generated/image-manifest.json";
import { cutHash, sourceHash } from "#app/images/pipeline.server.ts";
import type { ImageAsset, ManifestEntry } from "#app/images/images.ts";
import {
  builtinLookup,
  resolvePhotos,
  withBuiltins,
  type PhotoLookup,
} from "#app/photos/resolve.ts";
import type { PhotosContent } from "#app/website/schema.ts";

const defaults = defaultContent.photos;
const site = resolvePhotos(defaults, builtinLookup);
const all: ImageAsset[] = [...site.hero, site.portrait, site.creators, ...site.portfolio];

describe("the pictures a fresh install ships with", () => {
  it("resolve, all 27: 3 in the hero, the portrait, the creators picture and 22 in the portfolio", () => {
    expect(site.hero).toHaveLength(3);
    expect(site.portfolio).toHaveLength(22);
    expect(all).toHaveLength(27);
    expect(new Set(all.map((image) => image.id)).size).toBe(27);
    expect(all.map((image) => image.id)).toEqual([
      ...defaults.hero.map((ref) => ref.id),
      defaults.portrait.id,
      defaults.creators.id,
      ...defaults.portfolio.map((ref) => ref.id),
    ]);
  });

  it("each has a German description, its size, a small placeholder and its files", () => {
    for (const image of all) {
      expect(image.alt.length, image.id).toBeGreaterThan(10);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.placeholder.length).toBeLessThan(1024);
      expect(image.avif).toMatch(/^\/images\/\S+\.avif 320w, /);
      expect(image.webp).toMatch(/^\/images\/\S+\.webp 320w, /);
      expect(image.fallback).toMatch(/\.webp$/);
      // A portfolio link without JavaScript opens the largest WebP.
      expect(image.large).toBe(image.webp.split(", ").at(-1)!.split(" ")[0]);
    }
  });

  it("carry their descriptions and focal points from the content", () => {
    const refs = [...defaults.hero, defaults.portrait, defaults.creators, ...defaults.portfolio];
    all.forEach((image, index) => {
      expect(image.alt).toBe(refs[index]!.alt);
      expect(image.focal).toEqual(refs[index]!.focal);
    });
  });

  it("have varied aspect ratios in the portfolio, so the mosaic shows its layout", () => {
    const ratios = new Set(site.portfolio.map((image) => (image.width / image.height).toFixed(2)));
    expect(ratios.size).toBeGreaterThanOrEqual(4);
  });

  it("cut the hero for phones around the content's focal points, and nothing else", () => {
    for (const image of site.hero) {
      expect(image.phone?.avif).toMatch(/-cut360\.avif 360w, /);
      // The hero's originals are large enough for the file for dense screens (ADR 0028).
      expect(image.phone?.dense?.avif).toMatch(/-cut720\.avif 720w$/);
    }
    for (const image of [site.portrait, site.creators, ...site.portfolio])
      expect(image.phone, image.id).toBeUndefined();
  });
});

it("the committed manifest matches the originals (run `npm run images` after a change)", () => {
  const originals = readdirSync("images/originals").filter((file) => !file.startsWith("."));
  expect(Object.keys(manifest.images).sort()).toEqual(originals.sort());
  for (const file of originals) {
    const entry = manifest.images[file as keyof typeof manifest.images];
    const hash = sourceHash(readFileSync(`images/originals/${file}`));
    expect(entry.hash, file).toBe(hash);
    // The build cuts the hero's pictures around the content's focal points (ADR 0026).
    const focal = defaults.hero.find((ref) => `${ref.id}.jpg` === file)?.focal;
    const cut = "phone" in entry ? entry.phone.hash : undefined;
    expect(cut, file).toBe(focal ? cutHash(hash, focal) : undefined);
  }
});

describe("a photo without files (an upload still encoding, seen in the Vorschau)", () => {
  const uploaded: PhotosContent = {
    ...defaults,
    hero: [{ ...defaults.hero[0]!, id: "foto-0123456789abcdef" }, ...defaults.hero.slice(1)],
    portrait: { ...defaults.portrait, id: "foto-00000000000000aa" },
    portfolio: [
      ...defaults.portfolio.slice(0, 5),
      { id: "foto-00000000000000bb", alt: "Noch nicht fertig", focal: { x: 0.5, y: 0.5 } },
      ...defaults.portfolio.slice(5),
    ],
  };

  it("is left out of the portfolio, which keeps its order", () => {
    const { portfolio } = resolvePhotos(uploaded, builtinLookup, defaults);
    expect(portfolio.map((image) => image.id)).toEqual(defaults.portfolio.map((ref) => ref.id));
  });

  it("shows the fallback's picture in a single place", () => {
    const { hero, portrait } = resolvePhotos(uploaded, builtinLookup, defaults);
    expect(hero.map((image) => image.id)).toEqual(["hero-1", "hero-2", "hero-3"]);
    expect(hero[0]!.alt).toBe(defaults.hero[0]!.alt);
    expect(portrait.id).toBe(defaults.portrait.id);
  });

  it("without a fallback, fails with the photo's id and place", () => {
    expect(() => resolvePhotos(uploaded, builtinLookup)).toThrow(
      'photo "foto-0123456789abcdef" (hero) has no files',
    );
  });
});

it("prefers an uploaded photo's files, and finds the built-in pictures otherwise", () => {
  const upload = builtinLookup({ ...defaults.creators, id: "creators" })!;
  const uploads: PhotoLookup = (ref) =>
    ref.id === "foto-00000000000000cc"
      ? ({ ...upload, hash: "upload" } as ManifestEntry)
      : undefined;
  const lookup = withBuiltins(uploads);
  expect(lookup({ ...defaults.creators, id: "foto-00000000000000cc" })?.hash).toBe("upload");
  expect(lookup(defaults.creators)).toBe(builtinLookup(defaults.creators));
  expect(lookup({ ...defaults.creators, id: "foto-00000000000000dd" })).toBeUndefined();
  const placed = { ...defaults, creators: { ...defaults.creators, id: "foto-00000000000000cc" } };
  expect(resolvePhotos(placed, lookup).creators).toMatchObject({
    id: "foto-00000000000000cc",
    alt: defaults.creators.alt,
  });
});

it("gives only the hero the phone cut that every upload has", () => {
  const hero = builtinLookup(defaults.hero[0]!)!;
  // An upload with its phone cut, placed in every kind of place.
  const withCut: PhotoLookup = (ref) => (ref.id === "foto-00000000000000ee" ? hero : undefined);
  const ref = { id: "foto-00000000000000ee", alt: "Seide", focal: { x: 0.5, y: 0.5 } };
  const placed: PhotosContent = {
    hero: [ref, ...defaults.hero.slice(1)],
    portrait: ref,
    creators: ref,
    portfolio: [ref, ...defaults.portfolio.slice(1)],
  };
  const photos = resolvePhotos(placed, withBuiltins(withCut));
  expect(photos.hero[0]!.phone).toBeDefined();
  expect(photos.portrait.phone).toBeUndefined();
  expect(photos.creators.phone).toBeUndefined();
  expect(photos.portfolio[0]!.phone).toBeUndefined();
});
