import { fieldLabel, websiteCopy } from "#app/content/studio/website.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { Section, TextField, useEditing } from "#app/studio/website/ui/fields.tsx";
import { valueAt } from "#app/website/form-paths.ts";
import type { VatStatus } from "#app/website/schema.ts";

const copy = websiteCopy.facts;

function AddressFields({ path }: { path: string }) {
  return (
    <>
      <TextField path={`${path}.street`} autoComplete="off" />
      {/* A label that wraps (Verantwortlich: Postleitzahl) leaves the inputs side by side. */}
      <div className="grid items-end gap-x-4 sm:grid-cols-[10rem_1fr]">
        <TextField path={`${path}.postalCode`} inputMode="numeric" />
        <TextField path={`${path}.city`} />
      </div>
    </>
  );
}

const vatChoices: { value: VatStatus; label: string; hint: string }[] = [
  { value: "regular", label: copy.vatRegular, hint: copy.vatRegularHint },
  { value: "small-business", label: copy.vatSmall, hint: copy.vatSmallHint },
];

/** The VAT status as two clear choices. */
function VatChoice() {
  const { values, errors } = useEditing();
  const current = valueAt(values, "facts.vat");
  const error = errors["facts.vat"];
  return (
    <fieldset
      id="facts.vat"
      className="mt-6"
      aria-describedby={error ? "facts.vat-error" : undefined}
    >
      <legend className="block text-sm font-semibold">{fieldLabel("facts.vat")}</legend>
      {vatChoices.map((choice) => (
        <label
          key={choice.value}
          className="mt-3 flex min-h-12 cursor-pointer items-start gap-3 border border-ink/20 bg-white/60 px-4 py-3 has-checked:border-ink"
        >
          <input
            type="radio"
            name="facts.vat"
            value={choice.value}
            defaultChecked={current === choice.value}
            className="mt-1 size-5 shrink-0 accent-ink"
          />
          <span>
            <span className="block font-semibold">{choice.label}</span>
            <span className="block text-sm leading-relaxed text-muted">{choice.hint}</span>
          </span>
        </label>
      ))}
      {error ? (
        <Notice tone="error" id="facts.vat-error">
          {error}
        </Notice>
      ) : null}
    </fieldset>
  );
}

/** Studio & Rechtliches: the `facts` document. */
export function FactsForm() {
  return (
    <>
      <Section id="studio" title={copy.studio}>
        <TextField path="facts.studioName" />
        <TextField path="facts.founder" />
        <TextField path="facts.founderTitle" />
        <AddressFields path="facts.address" />
        <TextField path="facts.country" />
      </Section>
      <Section id="kontakt" title={copy.contact}>
        <TextField path="facts.phone" type="tel" inputMode="tel" />
        <TextField path="facts.email" type="email" inputMode="email" />
        <TextField path="facts.social.label" />
        <TextField path="facts.social.url" type="url" inputMode="url" />
      </Section>
      <Section id="umsatzsteuer" title={copy.vat}>
        <VatChoice />
        <TextField path="facts.legal.vatId" hint={copy.vatIdHint} />
      </Section>
      <Section id="rechtliches" title={copy.legal}>
        <TextField path="facts.legal.responsible.name" />
        <AddressFields path="facts.legal.responsible.address" />
        <TextField path="facts.legal.hosting.name" />
        <TextField path="facts.legal.hosting.address" />
        <TextField path="facts.legal.mailProvider.name" />
        <TextField path="facts.legal.mailProvider.address" />
      </Section>
    </>
  );
}
