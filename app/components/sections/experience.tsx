import {
  CameraIcon,
  ConsultationIcon,
  DeliveryIcon,
  SelectionIcon,
  type IconProps,
} from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { Lines } from "#app/components/ui/lines.tsx";
import { experience } from "#app/content/steps.ts";
import type { HomeContent, StepIcon } from "#app/website/schema.ts";

const stepIcons: Record<StepIcon, (props: IconProps) => React.JSX.Element> = {
  consultation: ConsultationIcon,
  camera: CameraIcon,
  selection: SelectionIcon,
  delivery: DeliveryIcon,
};

export function Experience({ content }: { content: HomeContent["experience"] }) {
  return (
    <section
      id="ablauf"
      aria-labelledby="ablauf-title"
      className="mx-auto max-w-7xl px-5 py-24 md:px-10 md:py-32 render-later"
    >
      <SectionHeading
        id="ablauf-title"
        label={experience.label}
        title={content.heading}
        intro={content.intro}
      />
      <ol className="mt-16 grid gap-12 sm:grid-cols-2 md:mt-20 lg:grid-cols-4 lg:gap-10">
        {content.steps.map((step, index) => {
          const StepIcon = stepIcons[step.icon];
          return (
            <li key={step.title} className="border-t border-ink/15 pt-8">
              <div className="flex items-center justify-between">
                <span className="flex size-14 items-center justify-center rounded-full bg-sand text-accent-strong">
                  <StepIcon className="size-7" />
                </span>
                <span aria-hidden="true" className="font-serif text-3xl text-accent">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-7 text-2xl md:text-[1.75rem]">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Lines text={step.description} />
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
