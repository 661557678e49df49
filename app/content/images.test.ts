import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";
import manifest from "#app/generated/image-manifest.json";
import { creatorsImage, heroImages, portfolioImages, portraitImage } from "#app/content/images.ts";
import { cutHash, sourceHash } from "#app/lib/image-pipeline.server.ts";
import { phoneCutFocal, phoneCuts } from "#app/content/image-layout.ts";

const all = [...heroImages, portraitImage, creatorsImage, ...portfolioImages];

test("the spec's image counts: 3 hero images and 22 portfolio images", () => {
  expect(heroImages).toHaveLength(3);
  expect(portfolioImages).toHaveLength(22);
  expect(new Set(all.map((image) => image.id)).size).toBe(all.length);
});

test("every image has a German description, its size and a small placeholder", () => {
  for (const image of all) {
    expect(image.alt.length).toBeGreaterThan(10);
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

test("the portfolio has varied aspect ratios so the mosaic shows its layout", () => {
  const ratios = new Set(portfolioImages.map((image) => (image.width / image.height).toFixed(2)));
  expect(ratios.size).toBeGreaterThanOrEqual(4);
});

test("the committed manifest matches the originals (run `npm run images` after a change)", () => {
  const originals = readdirSync("images/originals").filter((file) => !file.startsWith("."));
  expect(Object.keys(manifest.images).sort()).toEqual(originals.sort());
  for (const file of originals) {
    const entry = manifest.images[file as keyof typeof manifest.images];
    const hash = sourceHash(readFileSync(`images/originals/${file}`));
    expect(entry.hash, file).toBe(hash);
    const focal = phoneCutFocal(file);
    const cut = "phone" in entry ? entry.phone.hash : undefined;
    expect(cut, file).toBe(focal ? cutHash(hash, focal) : undefined);
  }
});

test("the pictures cut for phones are the hero's, and each has its cut", () => {
  expect(phoneCuts).toEqual(heroImages.map((image) => `${image.id}.jpg`));
  for (const image of heroImages) {
    expect(image.phone?.avif).toMatch(/-cut360\.avif 360w, /);
    // The hero's originals are large enough for the file for dense screens (ADR 0028).
    expect(image.phone?.dense?.avif).toMatch(/-cut720\.avif 720w$/);
  }
  expect(portraitImage.phone).toBeUndefined();
});
