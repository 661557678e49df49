// STUB until feat/images lands (its version replaces this file on merge).
import type { LinkDescriptor } from "react-router";
import type { ImageAsset } from "~/lib/images";

export function Picture(props: {
  image: ImageAsset;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  alt?: string;
}) {
  const { image, priority } = props;
  return (
    <picture className={props.className} style={{ background: image.placeholder }}>
      <img
        src={image.fallback}
        sizes={props.sizes}
        alt={props.alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={props.imgClassName}
      />
    </picture>
  );
}

export function preloadLinks(image: ImageAsset, sizes: string): LinkDescriptor[] {
  return image.avif
    ? [{ rel: "preload", as: "image", href: image.fallback, imageSizes: sizes }]
    : [];
}
