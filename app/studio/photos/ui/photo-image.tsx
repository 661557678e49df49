import { cn } from "#app/lib/cn.ts";
import { focalPosition, type Focal } from "#app/images/images.ts";
import type { Thumb } from "#app/studio/photos/photos.ts";

/**
 * One of her photos in the studio: AVIF, then WebP, at the size `sizes` says, with its blurred
 * placeholder behind it until it loads. A crop (object-cover) keeps `focal` in view, as the site's
 * crops do.
 */
export function PhotoImage({
  image,
  alt,
  sizes,
  focal,
  className,
  eager = false,
}: {
  image: Thumb;
  alt: string;
  sizes: string;
  focal?: Focal;
  className?: string;
  eager?: boolean;
}) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        draggable={false}
        className={cn("bg-sand bg-cover", className)}
        style={{
          backgroundImage: image.placeholder,
          ...(focal ? { objectPosition: focalPosition(focal) } : {}),
        }}
      />
    </picture>
  );
}

/** Where a photo has no picture yet (still encoding, or failed): a quiet box of the same shape. */
export function PhotoPending({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex items-center justify-center bg-linen/60 text-center text-muted",
        className,
      )}
    >
      {children}
    </div>
  );
}
