/**
 * A photo as a camera or phone writes it, for the tests of her uploads: a JPEG (or any format
 * sharp writes) carrying what must never reach a visitor: the GPS position, the camera's serial
 * number, the owner's and the client's names in the metadata, an ICC profile and a sideways
 * orientation. The markers are plain strings a test searches every served byte for.
 */
import sharp from "sharp";

export const cameraMarkers = {
  serial: "SN4711CAMERA0815",
  /** 50° 46' 30" N, 6° 5' 0" E: Aachen, as EXIF writes it. */
  latitude: "50/1 46/1 30/1",
  longitude: "6/1 5/1 0/1",
  artist: "Erika Mustermann Fotografie",
  /** A client's name, as a careless export puts it into the description. */
  client: "Anna Schmidt Boudoir",
  xmpMarker: "Aachen-Studio-Location-XMP",
};

/** A file name like the ones a camera export gives a client's session. */
export const clientFileName = "Anna-Schmidt-Boudoir-2026-11.jpg";

export async function cameraPhoto({
  width = 1600,
  height = 1067,
  format = "jpeg",
}: { width?: number; height?: number; format?: "jpeg" | "png" | "webp" | "tiff" } = {}) {
  // A warm gradient with a dark band, so encoders have something to encode and crops differ.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3a2a24"/>
    <stop offset="1" stop-color="#d9b8a0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) / 6}" fill="#f4e6da"/>
  </svg>`;
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${cameraMarkers.xmpMarker} ${cameraMarkers.client}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const image = sharp(Buffer.from(svg))
    .withExif({
      IFD0: {
        Make: "Canon",
        Model: "EOS R6",
        Artist: cameraMarkers.artist,
        ImageDescription: cameraMarkers.client,
      },
      IFD2: { BodySerialNumber: cameraMarkers.serial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: cameraMarkers.latitude,
        GPSLongitudeRef: "E",
        GPSLongitude: cameraMarkers.longitude,
      },
    })
    .withXmp(xmp)
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3");
  const encoded =
    format === "jpeg" ? image.jpeg({ quality: 90 }) : image.toFormat(format, { quality: 90 });
  return encoded.toBuffer();
}

/** Every marker found in `bytes` (as Latin-1 text, which is how metadata strings are stored). */
export function markersIn(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString("latin1");
  const found = Object.values(cameraMarkers).filter((marker) => text.includes(marker));
  if (text.includes("Exif\0\0")) found.push("Exif block");
  if (text.includes("<x:xmpmeta")) found.push("XMP block");
  if (text.includes("Anna-Schmidt")) found.push("file name");
  return found;
}
