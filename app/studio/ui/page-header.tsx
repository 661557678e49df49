/** A studio page's heading, with room for what belongs next to it. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="border-b border-ink/10 pb-8">
      <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
      {children}
    </header>
  );
}

/** A page that is still being built: its name and what it will hold. */
export function ComingSoon({ title, text, badge }: { title: string; text: string; badge: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="mt-10 max-w-xl border border-dashed border-ink/20 bg-white/40 px-6 py-10 sm:px-10">
        <p className="label-caps text-[0.65rem] text-muted">{badge}</p>
        <p className="mt-4 font-serif text-2xl leading-snug text-ink/90">{text}</p>
      </section>
    </>
  );
}
