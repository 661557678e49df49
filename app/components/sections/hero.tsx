/** Skeleton: the home page issue fills this section. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-6xl px-5 py-32 md:px-10">
      <p className="label-caps text-accent">Boudoir-Fotografie in Aachen</p>
      <h1 id="hero-title" className="mt-6 text-display">
        Sieh dich so, wie du wirklich bist
      </h1>
      <div className="mt-10 flex flex-wrap gap-4">
        <a href="#contact" className="label-caps bg-ink px-7 py-4 text-cream">
          Shooting buchen
        </a>
        <a href="#portfolio" className="label-caps border border-ink px-7 py-4">
          Portfolio ansehen
        </a>
      </div>
    </section>
  );
}
