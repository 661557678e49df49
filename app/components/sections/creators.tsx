/** Skeleton: the home page issue fills this section. */
export function Creators() {
  return (
    <section
      id="creators"
      aria-labelledby="creators-title"
      className="mx-auto max-w-6xl px-5 py-24 md:px-10"
    >
      <h2 id="creators-title" className="text-4xl md:text-5xl">
        Content für Models & Creators
      </h2>
    </section>
  );
}
