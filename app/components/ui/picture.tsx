import { preload } from "react-dom";
import { firstViewImageTiming } from "#app/lib/first-view.ts";
import { focalPosition, type ImageAsset } from "#app/images/images.ts";

declare module "react" {
  // Merging needs React's own type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this image was first painted. */
    elementtiming?: string;
  }
}

export type PictureProps = {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. Keep it honest. */
  sizes: string;
  /**
   * Above the fold (the first hero image): eager, high fetch priority, and named for Element
   * Timing, which tells the page's script when the first view is complete. Otherwise lazy + async.
   */
  priority?: boolean;
  /** Classes on the `<picture>` element. */
  className?: string;
  /** Classes on the `<img>`, e.g. "h-full w-full object-cover". */
  imgClassName?: string;
  /** Overrides the content's alt text; "" marks the image as decorative. */
  alt?: string;
  /** The picture has loaded (the file its `<picture>` chose). */
  onLoad?: () => void;
  /** The picture failed to load: its blurred placeholder is all there is. */
  onError?: () => void;
};

/**
 * Where a picture with a phone cut shows the cut: narrow screens held upright (ADR 0026). A tablet
 * held upright is wider than 600 px and gets the landscape picture at its own resolution.
 */
export const phoneCutMedia = "(max-width: 600px) and (max-aspect-ratio: 3/4)";

/**
 * The phone cut's sources, first match wins: with a larger file for dense screens (2.5x and more:
 * most iPhones), that one there, and the usual one for the other phones, also for a browser that
 * does not know `resolution` (ADR 0028). Preload hints cannot rely on order, so each has a media
 * query that excludes the others: each screen preloads exactly the file its `<picture>` picks.
 */
function cutSources(phone: ImageAsset["phone"]) {
  if (!phone) return [];
  const { avif, webp, dense } = phone;
  if (!dense) return [{ media: phoneCutMedia, preloadMedia: phoneCutMedia, avif, webp }];
  const denseMedia = `${phoneCutMedia} and (min-resolution: 2.5dppx)`;
  return [
    { media: denseMedia, preloadMedia: denseMedia, ...dense },
    {
      media: phoneCutMedia,
      preloadMedia: `${phoneCutMedia} and (max-resolution: 2.49dppx)`,
      avif,
      webp,
    },
  ];
}

/**
 * A responsive image: AVIF, then WebP, chosen by the browser from `sizes` (for a picture with a
 * phone cut, the cut first on phones held upright). Width and height are always set so the layout
 * never shifts; the blurred placeholder is the `<img>`'s own background, which the loaded picture
 * paints over (no script, works before hydration).
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
  imgClassName,
  alt,
  onLoad,
  onError,
}: PictureProps) {
  const { phone } = image;
  const cuts = cutSources(phone);
  // React does not preload images inside <picture> by itself; asking it explicitly puts the
  // hint at the very top of <head>, ahead of fonts and scripts competing for the first bytes.
  // With a phone cut, one hint per kind of screen, whose media queries exclude each other: each
  // screen preloads the one file its <picture> will pick.
  if (priority) {
    for (const cut of cuts)
      preload(image.fallback, {
        as: "image",
        type: "image/avif",
        imageSrcSet: cut.avif,
        imageSizes: sizes,
        media: cut.preloadMedia,
        fetchPriority: "high",
      });
    preload(image.fallback, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      ...(phone ? { media: `not all and ${phoneCutMedia}` } : {}),
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      {phone &&
        cuts.flatMap((cut) =>
          (["avif", "webp"] as const).map((format) => (
            <source
              key={`${cut.media} ${format}`}
              media={cut.media}
              type={`image/${format}`}
              srcSet={cut[format]}
              sizes={sizes}
              width={phone.width}
              height={phone.height}
            />
          )),
        )}
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        elementtiming={priority ? firstViewImageTiming : undefined}
        className={imgClassName}
        onLoad={onLoad}
        onError={onError}
        style={{
          objectPosition: focalPosition(image.focal),
          backgroundImage: image.placeholder,
        }}
      />
    </picture>
  );
}
