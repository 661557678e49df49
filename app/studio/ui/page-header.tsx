/** A studio page's heading, with room for what belongs next to it. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="border-b border-ink/10 pb-8">
      <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
      {children}
    </header>
  );
}
