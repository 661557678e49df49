/** Skeleton: the home page issue fills this section. */
export function Packages() {
  return (
    <section
      id="pakete"
      aria-labelledby="pakete-title"
      className="mx-auto max-w-6xl px-5 py-24 md:px-10"
    >
      <h2 id="pakete-title" className="text-4xl md:text-5xl">
        Pakete & Preise
      </h2>
    </section>
  );
}
