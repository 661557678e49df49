/**
 * What a file really is, by its first bytes, never by its name or the type the browser claims: a
 * disguised file (a PDF named .jpg, a script) is refused before it is stored. Client-safe.
 */
export type SniffedKind = "jpeg" | "png" | "webp" | "avif" | "tiff" | "heic";

/** The bytes sniffing needs at least. */
export const sniffBytes = 32;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

// Binary signatures as numbers (not strings with control characters in the site's source).
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const tiffLittle = [0x49, 0x49, 0x2a, 0x00];
const tiffBig = [0x4d, 0x4d, 0x00, 0x2a];

/** HEIF brands of iPhone and Android photos (HEIC), which sharp's build here cannot decode. */
const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

export function sniff(bytes: Uint8Array): SniffedKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWith(bytes, png)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (startsWith(bytes, tiffLittle) || startsWith(bytes, tiffBig)) return "tiff";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // The major brand, then the compatible ones: an AVIF may name "mif1" first and "avif" after.
    const boxEnd = Math.min(
      bytes.length,
      (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    );
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
    if (heifBrands.has(brands[0]!)) return "heic";
  }
  return null;
}
