import { buttonVariants } from "#app/components/ui/button.tsx";
import type { Inline, LegalBlock, LegalDocument } from "#app/content/legal.ts";
import { shellCopy } from "#app/content/navigation.ts";

/** One legal document: back link, heading, date, and its sections as plain, readable prose. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 md:py-24">
      <a href="/" className={buttonVariants({ variant: "ghost" })}>
        <span aria-hidden="true">←</span> {shellCopy.backToHome}
      </a>
      <h1 className="mt-10 text-5xl md:text-6xl">{document.title}</h1>
      <p className="mt-4 text-sm text-muted">{document.updated}</p>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-14">
          <h2 id={section.id} className="text-3xl md:text-4xl">
            {section.title}
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-ink/90">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Text content={block.content} />
        </p>
      );
    case "lines":
      return (
        <p>
          {block.lines.map((line, index) => (
            <span key={index} className="block">
              <Text content={line} />
            </span>
          ))}
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-1 pl-6 marker:text-accent">
          {block.items.map((item, index) => (
            <li key={index}>
              <Text content={item} />
            </li>
          ))}
        </ul>
      );
  }
}

function Text({ content }: { content: Inline[] }) {
  return content.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a
        key={index}
        href={part.href}
        className="text-accent-strong underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
        {...(part.href.startsWith("http") ? { rel: "noopener noreferrer" } : {})}
      >
        {part.text}
      </a>
    ),
  );
}
