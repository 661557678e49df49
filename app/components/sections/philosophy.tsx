/** Skeleton: the home page issue fills this section. */
export function Philosophy() {
  return (
    <section
      id="philosophie"
      aria-labelledby="philosophie-title"
      className="mx-auto max-w-6xl px-5 py-24 md:px-10"
    >
      <h2 id="philosophie-title" className="text-4xl md:text-5xl">
        Philosophie
      </h2>
    </section>
  );
}
