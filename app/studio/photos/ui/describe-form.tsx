import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { photosCopy } from "#app/content/studio/photos.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { DescribeField, DescribeInput } from "#app/studio/photos/schema.ts";
import type { Thumb } from "#app/studio/photos/photos.ts";
import { FocalEditor } from "#app/studio/photos/ui/focal-editor.tsx";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { textareaClass } from "#app/studio/ui/styles.ts";

const { describe } = photosCopy;

/** "Bildbeschreibung" and "Bildschwerpunkt", saved together (`intent=describe`). */
export function DescribeForm({
  image,
  values,
  errors,
  status,
}: {
  image: Thumb | null;
  values: DescribeInput;
  errors: FieldErrors<DescribeField>;
  status: string | null;
}) {
  return (
    <section aria-labelledby="beschreibung" className="mt-12">
      <h2 id="beschreibung" className="text-3xl">
        {describe.heading}
      </h2>
      <Form method="post" noValidate className="mt-2">
        <input type="hidden" name="intent" value="describe" />
        <FocalEditor
          image={image}
          initial={{ x: values.focalX, y: values.focalY }}
          errors={errors}
        />
        <StudioField
          id="alt"
          label={describe.alt}
          hint={describe.altHint}
          error={errors.alt}
          className="mt-8 max-w-2xl"
        >
          <textarea
            name="alt"
            rows={3}
            maxLength={250}
            defaultValue={values.alt}
            className={`${textareaClass} field-sizing-content min-h-24`}
          />
        </StudioField>
        {status ? <Notice tone="status">{status}</Notice> : null}
        <Button type="submit" className="mt-6 w-full sm:w-auto">
          {describe.save}
        </Button>
      </Form>
    </section>
  );
}
