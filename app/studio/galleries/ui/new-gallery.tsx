import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";

const { create } = galleriesCopy;

type Result = {
  form: "from-inquiry" | "by-hand";
  values: Record<string, string>;
  errors: FieldErrors;
} | null;

/**
 * "Neue Galerie": from a booked inquiry (one choice, the rest comes from it) or by hand. Plain
 * forms: they work before the page's script has loaded.
 */
export function NewGallery({
  booked,
  packages,
  result,
}: {
  booked: { inquiryId: string; name: string; packageName: string | null }[];
  packages: { id: string; name: string }[];
  result: Result;
}) {
  const mine = (form: "from-inquiry" | "by-hand") => (result?.form === form ? result : null);
  const inquiry = mine("from-inquiry");
  const hand = mine("by-hand");
  return (
    <section aria-labelledby="neue-galerie" className="mt-14">
      <h2 id="neue-galerie" className="text-3xl">
        {create.heading}
      </h2>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-14">
        <Form method="post" noValidate aria-labelledby="aus-anfrage" className="max-w-xl">
          <h3 id="aus-anfrage" className="text-2xl">
            {create.fromInquiry}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{create.fromInquiryHint}</p>
          <input type="hidden" name="intent" value="from-inquiry" />
          {booked.length === 0 ? (
            <p className="mt-4 leading-relaxed text-muted">{create.noBooked}</p>
          ) : (
            <>
              <StudioField
                label={create.inquiry}
                error={inquiry?.errors.inquiryId}
                className="mt-5"
              >
                <select
                  name="inquiryId"
                  className={inputClass}
                  defaultValue={inquiry?.values.inquiryId ?? booked[0]!.inquiryId}
                >
                  {booked.map((client) => (
                    <option key={client.inquiryId} value={client.inquiryId}>
                      {client.packageName ? `${client.name} · ${client.packageName}` : client.name}
                    </option>
                  ))}
                </select>
              </StudioField>
              <StudioField
                label={create.extraPrice}
                hint={create.extraPriceHint}
                error={inquiry?.errors.extraPrice}
                className="mt-5"
              >
                <input
                  name="extraPrice"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={inquiry?.values.extraPrice ?? "35"}
                  className={inputClass}
                />
              </StudioField>
              <Button type="submit" className="mt-6 w-full sm:w-auto">
                {create.submit}
              </Button>
            </>
          )}
        </Form>

        <Form method="post" noValidate aria-labelledby="von-hand" className="max-w-xl">
          <h3 id="von-hand" className="text-2xl">
            {create.byHand}
          </h3>
          <input type="hidden" name="intent" value="by-hand" />
          {hand?.errors[""] ? <Notice tone="error">{hand.errors[""]}</Notice> : null}
          <StudioField label={create.clientName} error={hand?.errors.clientName} className="mt-5">
            <input
              name="clientName"
              autoComplete="off"
              defaultValue={hand?.values.clientName ?? ""}
              className={inputClass}
            />
          </StudioField>
          <StudioField label={create.clientEmail} error={hand?.errors.clientEmail} className="mt-5">
            <input
              name="clientEmail"
              type="email"
              autoComplete="off"
              defaultValue={hand?.values.clientEmail ?? ""}
              className={inputClass}
            />
          </StudioField>
          <StudioField
            label={create.galleryTitle}
            hint={create.titleHint}
            error={hand?.errors.title}
            className="mt-5"
          >
            <input
              name="title"
              autoComplete="off"
              defaultValue={hand?.values.title ?? ""}
              className={inputClass}
            />
          </StudioField>
          <StudioField label={create.package} className="mt-5">
            <select
              name="packageKey"
              defaultValue={hand?.values.packageKey ?? packages[0]?.id ?? ""}
              className={inputClass}
            >
              {packages.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
              <option value="">{create.noPackage}</option>
            </select>
          </StudioField>
          <StudioField
            label={create.extraPrice}
            hint={create.extraPriceHint}
            error={hand?.errors.extraPrice}
            className="mt-5"
          >
            <input
              name="extraPrice"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={hand?.values.extraPrice ?? "35"}
              className={inputClass}
            />
          </StudioField>
          <Button type="submit" variant="secondary" className="mt-6 w-full sm:w-auto">
            {create.submit}
          </Button>
        </Form>
      </div>
    </section>
  );
}
