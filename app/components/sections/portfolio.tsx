import { memo, useCallback, useRef, useState, type RefObject } from "react";
import { Lightbox } from "#app/components/ui/lightbox.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import {
  mosaicShapes,
  spansPhoneRow,
  tileClassName,
  tileSizes,
} from "#app/components/sections/portfolio-mosaic.ts";
import { portfolio } from "#app/content/portfolio.ts";
import type { ImageAsset } from "#app/images/images.ts";

/** The owner's portfolio as a mosaic; each picture opens in the lightbox. */
export function Portfolio({ images }: { images: ImageAsset[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const lastOpened = useRef(0);

  const close = () => {
    setOpen(null);
    // Back to the thumbnail of the image last shown, so keyboard users keep their place.
    thumbnails.current[lastOpened.current]?.focus({ preventScroll: false });
  };
  const show = useCallback((index: number) => {
    lastOpened.current = index;
    setOpen(index);
  }, []);

  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="bg-sand/60 render-later">
      <div className="mx-auto max-w-7xl px-5 py-24 md:px-10 md:py-32">
        <SectionHeading
          id="portfolio-title"
          label={portfolio.label}
          title={portfolio.heading}
          intro={portfolio.intro}
          align="center"
        />
        <PortfolioGrid images={images} thumbnails={thumbnails} onOpen={show} />
      </div>
      <Lightbox
        images={images}
        index={open}
        labels={{
          dialog: portfolio.dialogLabel,
          close: portfolio.close,
          previous: portfolio.previous,
          next: portfolio.next,
          counter: portfolio.counter,
        }}
        onIndexChange={show}
        onClose={close}
      />
    </section>
  );
}

/**
 * The mosaic. Memoised: opening, paging and closing the lightbox re-render the section, and on a
 * slow phone rendering the 25 pictures again is most of what a tap in the lightbox costs.
 */
const PortfolioGrid = memo(function PortfolioGrid({
  images,
  thumbnails,
  onOpen,
}: {
  images: ImageAsset[];
  thumbnails: RefObject<(HTMLAnchorElement | null)[]>;
  onOpen: (index: number) => void;
}) {
  const shapes = mosaicShapes(images.length);
  return (
    <ul
      data-testid="portfolio-grid"
      className="mt-14 grid grid-cols-2 gap-2 md:mt-20 md:grid-cols-4 md:gap-3"
    >
      {images.map((image, index) => {
        const shape = shapes[index] ?? "square";
        const phoneRow = spansPhoneRow(index, images.length);
        return (
          <li key={image.id} data-shape={shape} className={tileClassName(shape, phoneRow)}>
            {/* A real link to the large picture: it works without JavaScript, and a click
                before the script runs is held and replayed (data-script-click, ADR 0014).
                The lightbox takes it over, except for a click meant for a new tab. */}
            <a
              href={image.large}
              data-script-click
              ref={(node) => {
                thumbnails.current[index] = node;
              }}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(index);
              }}
              aria-haspopup="dialog"
              className="group absolute inset-0 block overflow-hidden bg-linen"
            >
              <Picture
                image={image}
                sizes={tileSizes(shape, phoneRow)}
                className="block size-full"
                imgClassName="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-[1.03]"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
});
