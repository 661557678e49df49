import { memo } from "react";
import { contactFormCopy as copy } from "#app/content/contact-form.ts";
import { packageChoices, popularLabel } from "#app/content/packages.ts";
import { formatEuro } from "#app/lib/format.ts";
import type { PackageChoice } from "#app/inquiry/form/package-selection.ts";
import { describedByOf } from "#app/components/ui/field.tsx";
import { ContactError, ContactField, fieldId } from "#app/inquiry/form/controls.tsx";
import type { ShootPackage } from "#app/website/schema.ts";

/**
 * The package choice: native radio buttons dressed as cards, so arrow keys, form posts without
 * JavaScript and screen readers ("radio button, 2 of 4") all work as they do for any radio group.
 */
export const PackageCards = memo(function PackageCards({
  packages,
  value,
  onValue,
  error,
}: {
  packages: readonly ShootPackage[];
  value: string;
  onValue: (value: PackageChoice) => void;
  error?: string;
}) {
  return (
    <ContactField name="package" error={error}>
      <fieldset aria-describedby={describedByOf({ id: fieldId("package"), error })}>
        <legend className="label-caps mb-3 text-ink">{copy.packageLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {packageChoices(packages).map((choice, index) => {
            const offer = packages.find((pkg) => pkg.id === choice.value);
            const checked = value === choice.value;
            return (
              <label
                key={choice.value}
                className={`group relative flex min-h-28 cursor-pointer flex-col border px-5 py-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent ${
                  checked
                    ? "border-accent-strong bg-white shadow-[inset_0_0_0_1px_var(--color-accent-strong)]"
                    : error
                      ? "border-accent-strong/80 bg-white/40 hover:bg-white/70"
                      : "border-muted/80 bg-white/40 hover:border-ink hover:bg-white/70"
                }`}
              >
                <input
                  type="radio"
                  name="package"
                  value={choice.value}
                  id={index === 0 ? fieldId("package") : undefined}
                  checked={checked}
                  onChange={() => onValue(choice.value)}
                  aria-invalid={error ? true : undefined}
                  className="sr-only"
                />
                <span className="flex items-start justify-between gap-3">
                  <span className="font-serif text-2xl leading-tight">{choice.label}</span>
                  <span
                    aria-hidden="true"
                    className={`mt-1.5 grid size-5 shrink-0 place-items-center rounded-full border ${
                      checked ? "border-accent-strong" : "border-muted"
                    }`}
                  >
                    {checked && <span className="size-2.5 rounded-full bg-accent-strong" />}
                  </span>
                </span>
                {offer ? (
                  <>
                    <span className="mt-1 text-lg text-ink">{formatEuro(offer.price)}</span>
                    <span className="mt-auto pt-2 text-sm text-muted">
                      {offer.duration} · {offer.outfits} {copy.packageOutfits}
                    </span>
                    {offer.popular && (
                      <span className="label-caps absolute -top-2.5 right-4 bg-accent-strong px-2.5 py-1 text-[0.65rem] text-cream">
                        {popularLabel}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="mt-auto pt-2 text-sm text-muted">{copy.unsureDescription}</span>
                )}
              </label>
            );
          })}
        </div>
        <ContactError />
      </fieldset>
    </ContactField>
  );
});
