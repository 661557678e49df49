import sharp from "sharp";
import { expect, it } from "vitest";
import { sniff } from "#app/photos/sniff.ts";

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: "#c9a" } });

it("knows a photo by its first bytes, whatever its name says", async () => {
  expect(sniff(await pixel().jpeg().toBuffer())).toBe("jpeg");
  expect(sniff(await pixel().png().toBuffer())).toBe("png");
  expect(sniff(await pixel().webp().toBuffer())).toBe("webp");
  expect(sniff(await pixel().avif().toBuffer())).toBe("avif");
  expect(sniff(await pixel().tiff().toBuffer())).toBe("tiff");
});

it("tells HEIC from AVIF, and refuses what is not a photo", () => {
  const isoFile = (brand: string) =>
    Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(8)]);
  expect(sniff(isoFile("heic"))).toBe("heic");
  expect(sniff(isoFile("mif1"))).toBe("heic");
  expect(sniff(isoFile("mp42"))).toBeNull();
  // An AVIF that names the general image brand first and AVIF among its compatible brands.
  const mif1Avif = Buffer.concat([
    Buffer.from([0, 0, 0, 28]),
    Buffer.from("ftypmif1\0\0\0\0mif1avifmiaf"),
  ]);
  expect(sniff(mif1Avif)).toBe("avif");
  expect(sniff(Buffer.from("%PDF-1.7 a contract named photo.jpg"))).toBeNull();
  expect(sniff(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  expect(sniff(Buffer.from("GIF89a........"))).toBeNull();
  expect(sniff(new Uint8Array([0xff, 0xd8]))).toBeNull();
});
