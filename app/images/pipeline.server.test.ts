import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processImage } from "#app/images/build.server.ts";
import type { ManifestEntry } from "#app/images/images.ts";
import {
  cachedDiskSink,
  cutBox,
  outputsOf,
  slugFor,
  widthLadder,
  widthsFor,
} from "#app/images/pipeline.server.ts";

let dir: string;
let sample: string;
let entry: ManifestEntry;
let firstRunEncoded: number;

/**
 * A camera-like JPEG: 1000 × 700 pixels stored sideways (EXIF orientation 6, so it is shown
 * 700 × 1000), with camera make, model, GPS position and an ICC profile, all of which must go.
 */
async function writeSample(file: string) {
  await sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 185, g: 138, b: 114 } },
  })
    .composite([{ input: Buffer.from(stripes), top: 0, left: 0 }])
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 46/1 30/1" },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .jpeg({ quality: 90 })
    .toFile(file);
}
const stripes = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700"><rect width="300" height="700" fill="#2d2420"/></svg>`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "images-test-"));
  sample = path.join(dir, "Probe Bild.jpg");
  await writeSample(sample);
  const meta = await sharp(sample).metadata();
  // The fixture really carries what the pipeline must remove.
  expect(meta.exif?.includes(Buffer.from("EOS R6"))).toBe(true);
  expect(meta.icc).toBeDefined();
  expect(meta.orientation).toBe(6);
  const result = await processImage(sample, path.join(dir, "out"), "/images");
  entry = result.entry;
  firstRunEncoded = result.encoded;
  // The whole ladder in AVIF and WebP: over a minute when both cores are busy.
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("processImage", () => {
  test("reports the upright intrinsic size", () => {
    expect([entry.width, entry.height]).toEqual([700, 1000]);
  });

  test("writes AVIF and WebP at every ladder width up to the original, never larger", async () => {
    const widths = [320, 480, 700];
    expect(entry.avif.map((variant) => variant.width)).toEqual(widths);
    expect(entry.webp.map((variant) => variant.width)).toEqual(widths);
    expect(firstRunEncoded).toBe(widths.length * 2);
    expect((await readdir(path.join(dir, "out"))).sort()).toEqual(
      [...entry.avif, ...entry.webp].map((variant) => path.basename(variant.url)).sort(),
    );
  });

  test("outputs have the promised format and size, upright, with no metadata at all", async () => {
    for (const [format, variants] of [
      ["heif", entry.avif],
      ["webp", entry.webp],
    ] as const) {
      for (const variant of variants) {
        const file = path.join(dir, "out", path.basename(variant.url));
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe(format);
        if (format === "heif") expect(meta.compression).toBe("av1");
        expect(meta.width).toBe(variant.width);
        expect(meta.height).toBe(Math.round((variant.width * 1000) / 700));
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
  });

  test("names are content-hashed URLs under the prefix", () => {
    expect(entry.hash).toMatch(/^[0-9a-f]{10}$/);
    for (const variant of [...entry.avif, ...entry.webp])
      expect(variant.url).toMatch(
        new RegExp(`^/images/probe-bild-${entry.hash}-${variant.width}\\.(avif|webp)$`),
      );
    expect(entry.fallback).toBe(entry.webp.at(-1)!.url);
  });

  test("the placeholder is a blurred CSS picture of the image, well under 1 KB", () => {
    expect(entry.placeholder.length).toBeLessThan(1024);
    // Upright 700 × 1000: 3 columns × 4 rows of soft colour blobs over the average colour.
    const blobs = [
      ...entry.placeholder.matchAll(
        /radial-gradient\(50% 38% at (\d+)% (\d+)%,(#[0-9a-f]{6}),\3(00)\)/g,
      ),
    ];
    expect(blobs).toHaveLength(12);
    expect(entry.placeholder).toMatch(/,linear-gradient\(#[0-9a-f]{6} 0 0\)$/);
    // The dark band (the left 300 px of the sideways original) ends up at the top after the
    // rotation: the top row is dark espresso, the bottom row the warm background colour.
    const luminance = (colour: string) =>
      [1, 3, 5].reduce((sum, index) => sum + parseInt(colour.slice(index, index + 2), 16), 0) / 3;
    expect(luminance(blobs[0]![3]!)).toBeLessThan(90);
    expect(luminance(blobs[11]![3]!)).toBeGreaterThan(120);
  });

  test("a rebuild of an unchanged original encodes nothing", async () => {
    const again = await processImage(sample, path.join(dir, "out"), "/images", { previous: entry });
    expect(again).toEqual({ entry, encoded: 0 });
    // Even without the manifest entry, existing hashed outputs are reused.
    const fresh = await processImage(sample, path.join(dir, "out"), "/images");
    expect(fresh.encoded).toBe(0);
    expect(fresh.entry).toEqual(entry);
  });

  test("a build in a fresh folder takes the cache's files and encodes nothing", async () => {
    const cache = path.join(dir, "cache");
    await cp(path.join(dir, "out"), cache, { recursive: true });
    const fresh = path.join(dir, "fresh");
    const built = await processImage(sample, fresh, "/images", { cacheDir: cache });
    expect(built).toEqual({ entry, encoded: 0 });
    const names = outputsOf(entry).map((variant) => path.basename(variant.url));
    for (const name of names) {
      expect(await readFile(path.join(fresh, name))).toEqual(
        await readFile(path.join(dir, "out", name)),
      );
    }
  });

  test("a file encoded with a cache lands in the folder and in the cache", async () => {
    const sink = cachedDiskSink(path.join(dir, "sink-out"), path.join(dir, "sink-cache"));
    expect(await sink.has("a.avif")).toBe(false);
    await sink.put("a.avif", Buffer.from("encoded"));
    expect(await readFile(path.join(dir, "sink-out", "a.avif"), "utf8")).toBe("encoded");
    expect(await readFile(path.join(dir, "sink-cache", "a.avif"), "utf8")).toBe("encoded");
  });

  test("a changed original gets new names", async () => {
    const changed = path.join(dir, "changed.jpg");
    await writeFile(changed, await sharp(sample).rotate().flop().jpeg().toBuffer());
    const result = await processImage(changed, path.join(dir, "out-2"), "/images");
    expect(result.entry.hash).not.toBe(entry.hash);
  });
});

describe("the phone cut", () => {
  test("is 9:16 at full height, centred on the focal point as far as the edges allow", () => {
    expect(cutBox(1600, 900, { x: 0.5, y: 0.5 })).toEqual({
      left: 547,
      top: 0,
      width: 506,
      height: 900,
    });
    expect(cutBox(1600, 900, { x: 0.95, y: 0.5 })).toEqual({
      left: 1094,
      top: 0,
      width: 506,
      height: 900,
    });
    expect(cutBox(1600, 900, { x: 0, y: 0.5 })).toEqual({
      left: 0,
      top: 0,
      width: 506,
      height: 900,
    });
    // A picture taller than 9:16 keeps its width and is cut in height around the focal point.
    expect(cutBox(500, 1000, { x: 0.5, y: 0.2 })).toEqual({
      left: 0,
      top: 0,
      width: 500,
      height: 889,
    });
  });

  test("shows the part around the focal point, at the cut's widths, next to the landscape ladder", async () => {
    // Dark on the left, light on the right: the cut's brightness tells which side it came from.
    const halves = path.join(dir, "halves.png");
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#111111" } })
      .composite([
        {
          input: { create: { width: 800, height: 900, channels: 3, background: "#eeeeee" } },
          left: 800,
          top: 0,
        },
      ])
      .png()
      .toFile(halves);
    const brightness = async (url: string, out: string) =>
      (await sharp(path.join(out, path.basename(url))).stats()).channels[0]!.mean;
    for (const [x, light] of [
      [0.9, true],
      [0.1, false],
    ] as const) {
      const out = path.join(dir, `cut-${x}`);
      const { entry: cut } = await processImage(halves, out, "/images", { focal: { x, y: 0.5 } });
      expect(cut.phone?.avif.map((variant) => variant.width)).toEqual([360, 480]);
      expect([cut.phone?.width, cut.phone?.height]).toEqual([480, 854]);
      // A cut 506 px wide has no detail for a larger file on dense screens.
      expect(cut.phone?.dense).toBeUndefined();
      const meta = await sharp(
        path.join(out, path.basename(cut.phone!.webp.at(-1)!.url)),
      ).metadata();
      expect([meta.width, meta.height]).toEqual([480, 854]);
      expect((await brightness(cut.phone!.avif[0]!.url, out)) > 128).toBe(light);
      // The landscape ladder is still there for wider screens.
      expect(cut.avif.map((variant) => variant.width)).toEqual(widthsFor(1600, 900));
    }
    // Two whole ladders with their cuts, like the beforeAll's.
  }, 120_000);

  test("has a larger file for dense screens when the picture has the pixels for it", async () => {
    // A 3:2 camera photograph: decoded at 1920 × 1280, its cut is 720 px wide.
    const camera = path.join(dir, "camera.png");
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#8a6f5a" } })
      .png()
      .toFile(camera);
    const out = path.join(dir, "dense");
    const { entry } = await processImage(camera, out, "/images", { focal: { x: 0.5, y: 0.5 } });
    expect(entry.phone?.avif.map((variant) => variant.width)).toEqual([360, 480]);
    const dense = entry.phone!.dense!;
    expect([dense.width, dense.height]).toEqual([720, 1280]);
    expect(dense.avif.map((variant) => variant.url)).toEqual([
      expect.stringMatching(/-cut720\.avif$/),
    ]);
    const meta = await sharp(path.join(out, path.basename(dense.webp[0]!.url))).metadata();
    expect([meta.width, meta.height]).toEqual([720, 1280]);
    // Listed with the other outputs, so a later build keeps it and a removed original takes it.
    expect(outputsOf(entry)).toEqual(expect.arrayContaining([...dense.avif, ...dense.webp]));
  });

  test("has names of its own: moving the focal point makes new cut files, not a new ladder", async () => {
    const out = path.join(dir, "out-3");
    const plain = await processImage(sample, out, "/images");
    const centred = await processImage(sample, out, "/images", { focal: { x: 0.5, y: 0.5 } });
    const moved = await processImage(sample, out, "/images", { focal: { x: 0.2, y: 0.5 } });
    expect(plain.entry.phone).toBeUndefined();
    expect(new Set([plain.entry.hash, centred.entry.hash, moved.entry.hash]).size).toBe(1);
    expect(centred.entry.phone!.hash).not.toBe(moved.entry.phone!.hash);
    // The ladder was encoded once; the moved cut only made the cut's files.
    expect(centred.encoded).toBe(outputsOf(centred.entry).length - outputsOf(plain.entry).length);
    expect(moved.encoded).toBe(centred.encoded);
  });
});

describe("widthsFor", () => {
  test("covers 320 px phones to full-HD screens and stops at the original", () => {
    expect(widthsFor(6000, 4000)).toEqual([...widthLadder]);
    expect(widthsFor(2000, 1333)).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1920]);
    expect(widthsFor(1800, 1200)).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1800]);
    expect(widthsFor(1300, 900)).toEqual([320, 480, 640, 800, 1024, 1300]);
    expect(widthsFor(200, 300)).toEqual([200]);
  });

  test("keeps the longer side at 1920 px at most, so portrait pictures stop at 1280 px wide", () => {
    expect(widthsFor(4000, 6000)).toEqual([320, 480, 640, 800, 1024, 1280]);
    expect(widthsFor(3000, 3000)).toEqual([...widthLadder]);
    expect(widthsFor(1600, 2000)).toEqual([320, 480, 640, 800, 1024, 1280, 1536]);
  });
});

test("slugFor makes URL-safe stems", () => {
  expect(slugFor("Hochzeit März 2024.JPG")).toBe("hochzeit-marz-2024");
  expect(slugFor("portfolio-01.jpg")).toBe("portfolio-01");
});
