import { buttonVariants } from "#app/components/ui/button.tsx";
import { MailIcon } from "#app/components/ui/icons.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { Lines } from "#app/components/ui/lines.tsx";
import { creators, creatorsMailHref } from "#app/content/creators.ts";
import type { ImageAsset } from "#app/images/images.ts";
import type { HomeContent } from "#app/website/schema.ts";

export function Creators({
  content,
  email,
  image,
}: {
  content: HomeContent["creators"];
  email: string;
  image: ImageAsset;
}) {
  return (
    <section
      id="creators"
      aria-labelledby="creators-title"
      className="mx-auto grid max-w-7xl gap-14 px-5 py-24 md:grid-cols-12 md:items-center md:gap-10 md:px-10 md:py-32 lg:gap-16 render-later"
    >
      <div className="md:order-2 md:col-span-5">
        <Picture
          image={image}
          sizes="(min-width: 1280px) 460px, (min-width: 768px) 38vw, calc(100vw - 2.5rem)"
          className="block aspect-[4/5] overflow-hidden bg-linen"
          imgClassName="size-full object-cover"
        />
      </div>
      <div className="md:order-1 md:col-span-7">
        <SectionHeading
          id="creators-title"
          label={creators.label}
          title={content.heading}
          intro={content.intro}
        />
        <ul className="mt-12 grid gap-4 lg:grid-cols-3">
          {content.features.map((feature) => (
            <li key={feature.title} className="border border-ink/10 bg-sand/50 p-6">
              <h3 className="text-2xl">{feature.title}</h3>
              <p className="mt-3 text-[0.9375rem] leading-relaxed text-muted">
                <Lines text={feature.description} />
              </p>
            </li>
          ))}
        </ul>
        <a
          href={creatorsMailHref(email, content.mailSubject)}
          className={buttonVariants({ className: "mt-10" })}
        >
          <MailIcon className="size-5" />
          {content.action}
        </a>
      </div>
    </section>
  );
}
