import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { paintShot } from "./camera-paint.ts";
import { cameraShots, type Shot } from "./camera-shots.ts";

describe("the camera-photo test set", () => {
  test("has 30 shots of 2 to 25 megapixels, the content's 27 names among them", () => {
    expect(cameraShots).toHaveLength(30);
    for (const shot of cameraShots) {
      const megapixels = (shot.width * shot.height) / 1e6;
      expect(megapixels, shot.file).toBeGreaterThanOrEqual(1.9);
      expect(megapixels, shot.file).toBeLessThanOrEqual(25);
    }
    const names = cameraShots.map((shot) => shot.file);
    for (const name of ["hero-1.jpg", "portrait.jpg", "creators.jpg", "portfolio-22.jpg"])
      expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
  });

  // A small shot of the same kind, so the test stays fast: stored sideways like a portrait
  // taken with the camera turned.
  const small: Shot = {
    ...cameraShots.find((shot) => shot.file === "portrait.jpg")!,
    width: 900,
    height: 600,
  };

  test("writes a JPEG as a camera does: stored sideways, with make, model and GPS position", async () => {
    const meta = await sharp(await paintShot(small)).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([900, 600]);
    expect(meta.orientation).toBe(6);
    const exif = meta.exif!;
    expect(exif.includes(Buffer.from("Canon EOS R6"))).toBe(true);
    // The GPS block's pointer tag (0x8825), in either byte order.
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
  });

  test("is detailed like a photograph: far more bytes per pixel than the placeholders", async () => {
    const avif = await sharp(await paintShot(small))
      .autoOrient()
      .resize({ width: 320 })
      .avif({ quality: 52, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    const bitsPerPixel = (avif.data.length * 8) / (avif.info.width * avif.info.height);
    // The placeholders come to about 0.1 bits per pixel at this width, the camera set to 0.5.
    expect(bitsPerPixel).toBeGreaterThan(0.3);
  });
});
