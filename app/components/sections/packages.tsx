import { buttonVariants } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { installmentLine, popularLabel } from "#app/content/packages.ts";
import { packagesSection } from "#app/content/packages-section.ts";
import { formatEuro } from "#app/lib/format.ts";
import { selectPackage } from "#app/inquiry/form/package-selection.ts";
import { priceNote } from "#app/content/vat.ts";
import type { HomeContent, VatStatus } from "#app/website/schema.ts";

/**
 * The package cards (one to four). "Anfragen" is a plain link to #contact, so it scrolls without
 * JavaScript; with it, the form also preselects the package.
 */
export function Packages({ content, vat }: { content: HomeContent["packages"]; vat: VatStatus }) {
  return (
    <section
      id="pakete"
      aria-labelledby="pakete-title"
      className="bg-espresso text-cream on-dark render-later"
    >
      <div className="mx-auto max-w-7xl px-5 py-24 md:px-10 md:py-32">
        <SectionHeading
          id="pakete-title"
          label={packagesSection.label}
          title={content.heading}
          intro={content.intro}
          align="center"
          tone="dark"
        />
        <ul className="mt-16 grid gap-6 md:mt-20 lg:grid-cols-3 lg:items-stretch lg:gap-5">
          {content.items.map((offer) => {
            const titleId = `paket-${offer.id}`;
            return (
              <li
                key={offer.id}
                data-package={offer.id}
                className={`relative flex flex-col border p-8 md:p-10 ${
                  offer.popular
                    ? "border-blush/70 bg-cream/[0.07] lg:-my-4 lg:py-14"
                    : "border-cream/15"
                }`}
              >
                {offer.popular ? (
                  <p className="label-caps absolute -top-3.5 left-8 bg-blush px-3 py-1.5 text-ink md:left-10">
                    {popularLabel}
                  </p>
                ) : null}
                <h3 id={titleId} className="text-3xl md:text-4xl">
                  {offer.name}
                </h3>
                <p
                  className="mt-6 font-serif text-5xl leading-none md:text-6xl"
                  data-testid="price"
                >
                  {formatEuro(offer.price)}
                </p>
                <p className="mt-3 text-sm text-cream/70" data-testid="installments">
                  {installmentLine(offer.price)}
                </p>
                <ul className="mt-8 flex-1 space-y-3.5 border-t border-cream/15 pt-8 text-[0.9375rem] text-cream/85">
                  {offer.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2.5 size-1.5 shrink-0 rotate-45 bg-blush"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  href="#contact"
                  aria-describedby={titleId}
                  onClick={() => selectPackage(offer.id)}
                  className={buttonVariants({
                    variant: offer.popular ? "primary-on-dark" : "secondary-on-dark",
                    className: "mt-10 w-full",
                  })}
                >
                  {packagesSection.action}
                </a>
              </li>
            );
          })}
        </ul>
        <p className="mt-14 text-center text-sm text-cream/70">{priceNote[vat]}</p>
      </div>
    </section>
  );
}
