/**
 * What a file really is, by its first bytes, never by its name or the type the browser claims: a
 * disguised file (a PDF named .jpg, a script) is refused before it is stored. Client-safe.
 */
export type SniffedKind = "jpeg" | "png" | "webp" | "avif" | "tiff" | "heic";

/** The bytes sniffing needs at least. */
export const sniffBytes = 16;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** HEIF brands of iPhone and Android photos (HEIC), which sharp's build here cannot decode. */
const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

export function sniff(bytes: Uint8Array): SniffedKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return "tiff";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (heifBrands.has(brand)) return "heic";
  }
  return null;
}
