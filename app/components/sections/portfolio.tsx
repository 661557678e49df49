/** Skeleton: the home page issue fills this section. */
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
    </section>
  );
}
