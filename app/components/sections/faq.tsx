import { ChevronDownIcon } from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { Lines } from "#app/components/ui/lines.tsx";
import { faqSection } from "#app/content/faq.ts";
import type { HomeContent } from "#app/website/schema.ts";

/**
 * An exclusive <details name="faq"> group: the browser keeps one item open at a time, an open
 * item closes again on a second click, and it all works with the keyboard and without JavaScript.
 */
export function Faq({ content }: { content: HomeContent["faq"] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-sand/60 render-later">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-24 md:grid-cols-12 md:gap-10 md:px-10 md:py-32">
        <div className="md:col-span-4">
          <SectionHeading
            id="faq-title"
            label={faqSection.label}
            title={content.heading}
            intro={content.intro}
          />
        </div>
        <div className="border-t border-ink/15 md:col-span-8 lg:col-span-7 lg:col-start-6">
          {content.items.map((entry) => (
            <details key={entry.question} name="faq" className="group border-b border-ink/15">
              <summary className="flex min-h-12 cursor-pointer list-none items-start justify-between gap-6 py-6 font-serif text-xl leading-snug md:text-2xl [&::-webkit-details-marker]:hidden">
                {entry.question}
                <ChevronDownIcon className="mt-1 size-5 shrink-0 text-accent transition-transform duration-300 ease-calm group-open:rotate-180" />
              </summary>
              <p className="max-w-2xl pb-7 leading-relaxed text-muted">
                <Lines text={entry.answer} />
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
