import { useEffect, useRef, useState } from "react";
import { PictureAfterFirstView } from "#app/components/ui/picture-after-first-view.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { philosophy } from "#app/content/philosophy.ts";
import type { ImageAsset } from "#app/images/images.ts";
import { useSectionHydrated } from "#app/lib/use-hydrated.ts";
import { Lines } from "#app/components/ui/lines.tsx";
import type { HomeContent } from "#app/website/schema.ts";

/**
 * The photographer's portrait and three paragraphs that fade in once, each when half of it is
 * visible. Prerendered HTML has them plainly visible ("static"); only after hydration are they
 * hidden ("pending") and watched, so without JavaScript nothing stays invisible.
 */
export function Philosophy({
  content,
  founderTitle,
  portrait,
}: {
  content: HomeContent["philosophy"];
  founderTitle: string;
  portrait: ImageAsset;
}) {
  const paragraphs = useRef<(HTMLParagraphElement | null)[]>([]);
  const [shown, setShown] = useState<readonly boolean[]>(() => content.paragraphs.map(() => false));
  const watching = useSectionHydrated();

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = paragraphs.current.indexOf(entry.target as HTMLParagraphElement);
          setShown((current) => current.map((state, i) => state || i === index));
          observer.unobserve(entry.target);
        }
      },
      { threshold: philosophy.revealThreshold },
    );
    for (const paragraph of paragraphs.current) if (paragraph) observer.observe(paragraph);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      id="philosophie"
      aria-labelledby="philosophie-title"
      className="mx-auto grid max-w-7xl gap-14 px-5 py-24 md:grid-cols-12 md:gap-10 md:px-10 md:py-32 lg:gap-16"
    >
      <div className="md:col-span-5">
        <div className="relative md:sticky md:top-28">
          {/* Right below the hero: Chromium's lazy loading would fetch it with the first view. */}
          <PictureAfterFirstView
            image={portrait}
            sizes="(min-width: 1280px) 460px, (min-width: 768px) 38vw, calc(100vw - 2.5rem)"
            className="block aspect-[4/5] overflow-hidden bg-linen"
            imgClassName="size-full object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute -right-3 -bottom-3 -z-10 hidden size-full border border-accent/40 md:block"
          />
        </div>
      </div>

      <div className="md:col-span-7 md:pt-6 lg:pl-6">
        <SectionHeading id="philosophie-title" label={philosophy.label} title={content.heading} />
        <div className="mt-10 space-y-6 text-base leading-[1.8] text-ink/85 md:text-[1.0625rem]">
          {content.paragraphs.map((text, index) => (
            <p
              key={index}
              ref={(node) => {
                paragraphs.current[index] = node;
              }}
              data-reveal={!watching ? "static" : shown[index] ? "shown" : "pending"}
              className="transition-[opacity,translate] duration-1000 ease-calm data-[reveal=pending]:translate-y-4 data-[reveal=pending]:opacity-0"
            >
              <Lines text={text} />
            </p>
          ))}
        </div>
        <div className="mt-12 border-t border-ink/10 pt-8">
          <p className="font-serif text-4xl text-accent-strong italic">{content.signature}</p>
          <p className="label-caps mt-3 text-muted">{founderTitle}</p>
        </div>
      </div>
    </section>
  );
}
