import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { photosCopy } from "#app/content/studio/photos.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { ConsentField, ConsentInput } from "#app/studio/photos/schema.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass, textareaClass } from "#app/studio/ui/styles.ts";

const { consent } = photosCopy;

const checkRow =
  "flex min-h-11 cursor-pointer items-center gap-3 text-base [&>input]:size-5 [&>input]:accent-ink";

/**
 * The consent behind a photo that shows a person (KUG § 22, DSGVO Art. 7): the day it was given,
 * what it covers, a note where it is kept. The details hide while "Zeigt eine Person" is not
 * ticked (CSS only, so the form is the same without JavaScript). Withdrawing is its own form
 * (./remove-photo.tsx).
 */
export function ConsentForm({
  values,
  errors,
  status,
  warning,
  children,
}: {
  values: ConsentInput;
  errors: FieldErrors<ConsentField>;
  status: string | null;
  /** Said when the photo is on the website but the consent does not cover it. */
  warning: string | null;
  /** The withdrawal, below the form. */
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="einwilligung" className="mt-14 border-t border-ink/10 pt-10">
      <h2 id="einwilligung" className="text-3xl">
        {consent.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted">{consent.intro}</p>
      {warning ? <Notice tone="error">{warning}</Notice> : null}
      <Form method="post" noValidate className="group/consent mt-4 max-w-2xl">
        <input type="hidden" name="intent" value="consent" />
        <label className={checkRow}>
          <input
            id="consent-person"
            type="checkbox"
            name="showsPerson"
            defaultChecked={values.showsPerson}
          />
          <span className="font-semibold">{consent.showsPerson}</span>
        </label>
        <div className="group-has-[#consent-person:not(:checked)]/consent:hidden">
          <StudioField
            id="consent-date"
            label={consent.date}
            error={errors.date}
            className="mt-5 sm:max-w-xs"
          >
            <input type="date" name="date" defaultValue={values.date} className={inputClass} />
          </StudioField>
          <fieldset className="mt-6">
            <legend className="text-sm font-semibold">{consent.scope}</legend>
            <div className="mt-1 flex flex-wrap gap-x-8">
              <label className={checkRow}>
                <input type="checkbox" name="website" defaultChecked={values.website} />
                {consent.website}
              </label>
              <label className={checkRow}>
                <input type="checkbox" name="social" defaultChecked={values.social} />
                {consent.social}
              </label>
            </div>
          </fieldset>
          <StudioField
            id="consent-note"
            label={consent.note}
            hint={consent.noteHint}
            error={errors.note}
            className="mt-5"
          >
            <textarea
              name="note"
              rows={2}
              maxLength={500}
              defaultValue={values.note}
              className={`${textareaClass} field-sizing-content min-h-20`}
            />
          </StudioField>
        </div>
        {status ? <Notice tone="status">{status}</Notice> : null}
        <Button type="submit" variant="secondary" className="mt-6 w-full sm:w-auto">
          {consent.save}
        </Button>
      </Form>
      {children}
    </section>
  );
}
