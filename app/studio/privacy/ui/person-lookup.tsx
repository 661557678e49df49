import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { privacyCopy } from "#app/content/studio/privacy.ts";
import { addressMaxLength, privacyPath } from "#app/studio/privacy/privacy.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";

/** "Daten einer Person": an address, then "Daten exportieren" or "Daten löschen". */
export function PersonLookup({ email, error }: { email: string; error: string | null }) {
  const { form } = privacyCopy;
  return (
    <section aria-labelledby="person" className="mt-12">
      <h2 id="person" className="text-3xl">
        {form.heading}
      </h2>
      {/* A document post: the export's answer is a file download, which a fetch cannot start. */}
      <Form method="post" reloadDocument className="mt-6 max-w-xl">
        <StudioField id="email" label={form.label} hint={form.hint} error={error ?? undefined}>
          <input
            name="email"
            type="email"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={addressMaxLength}
            defaultValue={email}
            className={inputClass}
          />
        </StudioField>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" formAction={`${privacyPath}/export`}>
            {form.export}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="secondary">
            {form.erase}
          </Button>
        </div>
      </Form>
    </section>
  );
}
