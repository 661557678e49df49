/**
 * What the image pipeline made of a picture (an entry of the build's manifest,
 * app/generated/image-manifest.json, or of an upload) and the markup's view of it. Client-safe:
 * the pages get `ImageAsset`s as loader data (app/photos/resolve.ts makes them on the server).
 */

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
  /** 0..1 from the left and from the top; used as object-position when the box crops. */
  focal?: { x: number; y: number };
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

type Variant = { width: number; url: string };
/** What the pipeline made of one picture: the build's manifest entry, or an upload's. */
export type ManifestEntry = {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  avif: Variant[];
  webp: Variant[];
  fallback: string;
  phone?: {
    width: number;
    height: number;
    avif: Variant[];
    webp: Variant[];
    dense?: { avif: Variant[]; webp: Variant[] };
  };
};

const srcset = (variants: Variant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");

/** The markup's view of a picture: its files as srcsets, its description and focal point. */
export function assetOf(
  id: string,
  entry: ManifestEntry,
  alt: string,
  focal?: { x: number; y: number },
): ImageAsset {
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

/** CSS object-position for an image's focal point ("50% 50%" when none is set). */
export function objectPosition(image: ImageAsset): string {
  const { x, y } = image.focal ?? { x: 0.5, y: 0.5 };
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}
