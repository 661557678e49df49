/** Skeleton: the home page issue fills this section. */
export function Experience() {
  return (
    <section
      id="ablauf"
      aria-labelledby="ablauf-title"
      className="mx-auto max-w-6xl px-5 py-24 md:px-10"
    >
      <h2 id="ablauf-title" className="text-4xl md:text-5xl">
        Dein Erlebnis
      </h2>
    </section>
  );
}
