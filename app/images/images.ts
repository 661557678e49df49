/**
 * What the image pipeline makes of a picture and how the pages draw it, client-safe: the focal
 * point, a picture's files (a manifest entry: the build's app/generated/image-manifest.json, or an
 * upload's, ./pipeline.server.ts makes both) and the markup's view of them (`ImageAsset`, which
 * the pages get as loader data: app/photos/resolve.ts makes them on the server).
 */

/**
 * Where the important part of a picture is, 0..1 from the left and from the top. A box that crops
 * the picture keeps it in view (object-position), and the phone cut is centred on it.
 */
export type Focal = { x: number; y: number };

/** A picture's centre: the focal point when none is set. */
export const centre: Focal = { x: 0.5, y: 0.5 };

/** CSS object-position for a focal point, the same on the site and in the studio's previews. */
export const focalPosition = ({ x, y }: Focal = centre) =>
  `${Math.round(x * 1000) / 10}% ${Math.round(y * 1000) / 10}%`;

export type ImageVariant = { width: number; url: string };

/** A phone cut's files (ADR 0026): `width` × `height` is its largest size. */
export type CutEntry = {
  /** The cut's own name hash (cutHash): the picture's hash and the focal point. */
  hash: string;
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** The larger file for screens of 2.5x and more, when the picture is large enough (ADR 0028). */
  dense?: { width: number; height: number; avif: ImageVariant[]; webp: ImageVariant[] };
};

/** What the pipeline made of one picture: the build's manifest entry, or an upload's. */
export type ManifestEntry = {
  /** Hash of the source bytes and the settings; also part of every output name. */
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  avif: ImageVariant[];
  webp: ImageVariant[];
  fallback: string;
  /** Only for pictures cut for phones. */
  phone?: CutEntry;
};

export type ImageAsset = {
  id: string;
  alt: string;
  /** Intrinsic size of the original (after EXIF rotation); gives the box its aspect ratio. */
  width: number;
  height: number;
  /** Blurred stand-in shown until the image has loaded: a CSS background-image value, < 1 KB. */
  placeholder: string;
  /** srcset strings: "url 320w, url 640w, …" */
  avif: string;
  webp: string;
  /** A mid-size WebP for `<img src>`. */
  fallback: string;
  /** The largest WebP: what a link to the picture opens without JavaScript. */
  large: string;
  /** Used as object-position when the box crops. */
  focal?: Focal;
  /**
   * The tall cut that phones load instead (pictures shown full-screen on phones; ADR 0026), and
   * its larger file for screens of 2.5x and more (ADR 0028).
   */
  phone?: {
    width: number;
    height: number;
    avif: string;
    webp: string;
    dense?: { avif: string; webp: string };
  };
};

const srcset = (variants: ImageVariant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");

/** The markup's view of a picture: its files as srcsets, its description and focal point. */
export function assetOf(id: string, entry: ManifestEntry, alt: string, focal?: Focal): ImageAsset {
  return {
    id,
    alt,
    width: entry.width,
    height: entry.height,
    placeholder: entry.placeholder,
    avif: srcset(entry.avif),
    webp: srcset(entry.webp),
    fallback: entry.fallback,
    large: entry.webp.at(-1)!.url,
    ...(focal ? { focal } : {}),
    ...(entry.phone
      ? {
          phone: {
            width: entry.phone.width,
            height: entry.phone.height,
            avif: srcset(entry.phone.avif),
            webp: srcset(entry.phone.webp),
            ...(entry.phone.dense
              ? {
                  dense: {
                    avif: srcset(entry.phone.dense.avif),
                    webp: srcset(entry.phone.dense.webp),
                  },
                }
              : {}),
          },
        }
      : {}),
  };
}
