import { Picture } from "~/components/ui/picture";
import { portfolioImages } from "~/content/images";

/**
 * Skeleton: the home page issue designs the mosaic and the lightbox. The plain square grid
 * (2 columns, 4 from md) shows the 22 images through <Picture> so image delivery can be tested.
 */
export function Portfolio() {
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className="mx-auto max-w-6xl px-5 py-24 md:px-10"
    >
      <h2 id="portfolio-title" className="text-4xl md:text-5xl">
        Portfolio
      </h2>
      <ul className="mt-12 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {portfolioImages.map((image) => (
          <li key={image.id}>
            <Picture
              image={image}
              sizes="(min-width: 1152px) 256px, (min-width: 768px) calc(25vw - 32px), calc(50vw - 26px)"
              className="block aspect-square overflow-hidden bg-sand"
              imgClassName="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
