import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { PictureKind } from "#app/galleries/gallery.ts";
import type { PictureView } from "#app/studio/galleries/pages.server.ts";

const { grid } = galleriesCopy;

/**
 * A gallery's encoded previews, with each picture's original file name below it (hers alone:
 * she finds the picture in Lightroom by it). Fixed aspect boxes with the LQIP behind, so the
 * grid does not shift as previews arrive.
 */
export function PictureGrid({ kind, pictures }: { kind: PictureKind; pictures: PictureView[] }) {
  const id = `bilder-${kind}`;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-3xl">
        {grid.heading(kind)} <span className="text-xl text-muted">({pictures.length})</span>
      </h2>
      {pictures.length === 0 ? (
        <p className="mt-3 text-muted">{grid.empty}</p>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {pictures.map((picture) => (
            <li key={picture.id} className="min-w-0">
              <figure>
                <div
                  className="relative aspect-[4/5] overflow-hidden bg-sand bg-cover bg-center"
                  style={picture.lqip ? { backgroundImage: `url(${picture.lqip})` } : undefined}
                >
                  {picture.preview ? (
                    <picture>
                      <source srcSet={picture.preview.avif} type="image/avif" />
                      <img
                        src={picture.preview.webp}
                        alt=""
                        width={picture.preview.width}
                        height={Math.round(
                          (picture.preview.width * (picture.height ?? 5)) / (picture.width ?? 4),
                        )}
                        loading="lazy"
                        decoding="async"
                        className="absolute inset-0 size-full object-cover"
                      />
                    </picture>
                  ) : (
                    <span className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-muted">
                      {grid.states[picture.encodeState]}
                    </span>
                  )}
                </div>
                <figcaption className="mt-1.5 truncate text-sm" title={picture.originalName}>
                  <span className="sr-only">{grid.originalName}: </span>
                  {picture.originalName}
                  {picture.encodeState === "failed" ? (
                    <span className="block text-danger">{grid.states.failed}</span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
