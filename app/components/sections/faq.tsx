/** Skeleton: the home page issue fills this section. */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-6xl px-5 py-24 md:px-10">
      <h2 id="faq-title" className="text-4xl md:text-5xl">
        Häufige Fragen
      </h2>
    </section>
  );
}
