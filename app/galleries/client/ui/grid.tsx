import { galleryClientCopy } from "#app/content/gallery-client.ts";
import type { GridData, GridPicture } from "#app/galleries/client/pictures.server.ts";

const copy = galleryClientCopy.grid;

/** Pictures in the first row on the widest grid: loaded at once, the rest as she scrolls. */
const firstRow = 3;
/** How wide a tile is drawn: two columns on a phone, three from 768 px, in a 72rem frame. */
const tileSizes = "(min-width: 1200px) 384px, (min-width: 768px) 33vw, 50vw";

const srcSet = (sources: GridPicture["avif"]) =>
  sources.map((source) => `${source.url} ${source.width}w`).join(", ");

/**
 * One preview: AVIF, then WebP, from signed addresses; width and height set so nothing shifts,
 * the blurred placeholder as the image's own background until the picture paints over it.
 * `data-picture` is the hook the viewer and favourites will attach to.
 */
function Tile({
  picture,
  index,
  count,
  eager,
}: {
  picture: GridPicture;
  index: number;
  count: number;
  eager: boolean;
}) {
  const smallest = picture.webp[0];
  return (
    <li data-picture={picture.id} className="bg-sand">
      <picture>
        <source type="image/avif" srcSet={srcSet(picture.avif)} sizes={tileSizes} />
        <source type="image/webp" srcSet={srcSet(picture.webp)} sizes={tileSizes} />
        <img
          src={smallest?.url}
          alt={copy.pictureAlt(index + 1, count)}
          width={picture.width}
          height={picture.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="block h-auto w-full bg-cover bg-center"
          style={picture.lqip ? { backgroundImage: `url("${picture.lqip}")` } : undefined}
        />
      </picture>
    </li>
  );
}

function Section({
  id,
  heading,
  pictures,
  eager,
}: {
  id: string;
  heading: string;
  pictures: GridPicture[];
  /** How many of its first pictures load at once (the page's first row). */
  eager: number;
}) {
  return (
    <section aria-labelledby={id} className="mt-16 first:mt-0">
      <div className="flex items-baseline justify-between gap-4 border-b border-ink/10 pb-3">
        <h2 id={id} className="text-2xl sm:text-3xl">
          {heading}
        </h2>
        <p className="text-sm text-muted">{copy.proofsCount(pictures.length)}</p>
      </div>
      <ul className="mt-6 grid grid-cols-2 items-start gap-2 sm:gap-3 md:grid-cols-3 md:gap-4">
        {pictures.map((picture, index) => (
          <Tile
            key={picture.id}
            picture={picture}
            index={index}
            count={pictures.length}
            eager={index < eager}
          />
        ))}
      </ul>
    </section>
  );
}

/** Her gallery: its title, her name, the finished pictures (once there are any), the previews. */
export function GalleryGrid({ grid }: { grid: GridData }) {
  const none = grid.proofs.length === 0 && grid.finals.length === 0;
  return (
    <main className="mx-auto max-w-6xl px-4 pt-16 pb-24 sm:px-8 sm:pt-24">
      <header className="mx-auto max-w-2xl text-center">
        <p className="label-caps text-accent">{copy.eyebrow}</p>
        <h1 className="mt-5 text-4xl text-balance sm:text-5xl">{grid.title}</h1>
        <p className="mt-4 font-serif text-xl text-muted italic">
          {copy.greeting(grid.clientName)}
        </p>
      </header>
      <div className="mt-14 sm:mt-20">
        {none && <p className="text-center text-muted">{copy.empty}</p>}
        {grid.finals.length > 0 && (
          <Section id="finals" heading={copy.finals} pictures={grid.finals} eager={firstRow} />
        )}
        {grid.proofs.length > 0 && (
          <Section
            id="proofs"
            heading={copy.proofs}
            pictures={grid.proofs}
            eager={Math.max(0, firstRow - grid.finals.length)}
          />
        )}
      </div>
      <p className="mx-auto mt-20 max-w-xl text-center text-sm leading-relaxed text-muted">
        {copy.privacy}
      </p>
    </main>
  );
}
