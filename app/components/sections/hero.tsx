import { Picture } from "~/components/ui/picture";
import { heroImages } from "~/content/images";

/** The hero image fills the viewport width; home.tsx preloads it with these same sizes. */
export const heroImageSizes = "100vw";

/**
 * Skeleton: the home page issue fills this section (slideshow, trust points). It already shows
 * the first hero image the way the final design does, so image delivery can be measured.
 */
export function Hero() {
  const [first] = heroImages;
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-espresso text-cream md:min-h-[calc(100svh-5rem)]"
    >
      {first && (
        <Picture
          image={first}
          sizes={heroImageSizes}
          priority
          className="absolute inset-0 -z-10"
          imgClassName="h-full w-full object-cover"
        />
      )}
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-t from-ink/80 via-ink/30" />
      <div className="mx-auto w-full max-w-6xl px-5 py-20 md:px-10 md:py-28">
        <p className="label-caps text-blush">Boudoir-Fotografie in Aachen</p>
        <h1 id="hero-title" className="mt-6 max-w-3xl text-display">
          Sieh dich so, wie du wirklich bist
        </h1>
        <div className="mt-10 flex flex-wrap gap-4">
          <a href="#contact" className="label-caps bg-cream px-7 py-4 text-ink">
            Shooting buchen
          </a>
          <a href="#portfolio" className="label-caps border border-cream px-7 py-4">
            Portfolio ansehen
          </a>
        </div>
      </div>
    </section>
  );
}
