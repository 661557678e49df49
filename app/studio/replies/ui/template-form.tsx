import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { templatesCopy } from "#app/content/studio/replies.ts";
import { replyLimits, templatesPath } from "#app/studio/replies/replies.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { TemplateField, TemplateInput } from "#app/studio/replies/schema.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass, textareaClass } from "#app/studio/ui/styles.ts";

/** The form's values: a Textbaustein's, with its id when one is edited ("" for a new one). */
export type TemplateValues = Required<TemplateInput> & { id: string };

/** "Neuer Textbaustein", or "Textbaustein bearbeiten" with the one being edited. */
export function TemplateForm({
  values,
  errors,
}: {
  values: TemplateValues;
  errors: FieldErrors<TemplateField>;
}) {
  const isEdit = Boolean(values.id);
  return (
    <section
      id="vorlage-form"
      aria-labelledby="template-form-heading"
      className="mt-14 border-t border-ink/10 pt-12"
    >
      <h2 id="template-form-heading" className="text-3xl">
        {isEdit ? templatesCopy.editHeading : templatesCopy.newHeading}
      </h2>
      <p id="template-help" className="mt-2 max-w-2xl text-sm leading-relaxed text-muted">
        {templatesCopy.help}
      </p>
      <Form reloadDocument method="post" className="mt-6 max-w-2xl space-y-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={values.id} />
        <StudioField
          id="template-name"
          label={templatesCopy.nameLabel}
          hint={templatesCopy.nameHint}
          error={errors.name}
        >
          <input
            name="name"
            defaultValue={values.name}
            required
            maxLength={replyLimits.templateName}
            autoComplete="off"
            className={inputClass}
          />
        </StudioField>
        <StudioField
          id="template-subject"
          label={templatesCopy.subjectLabel}
          describedBy="template-help"
          error={errors.subject}
        >
          <input
            name="subject"
            defaultValue={values.subject}
            required
            maxLength={replyLimits.subject}
            autoComplete="off"
            className={inputClass}
          />
        </StudioField>
        <StudioField
          id="template-body"
          label={templatesCopy.bodyLabel}
          describedBy="template-help"
          error={errors.body}
        >
          <textarea
            name="body"
            defaultValue={values.body}
            required
            rows={12}
            maxLength={replyLimits.body}
            className={textareaClass}
          />
        </StudioField>
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              name="promises_date"
              value="yes"
              defaultChecked={values.promisesDate}
              aria-describedby="template-promises-hint"
              className="size-6 shrink-0 cursor-pointer accent-ink"
            />
            <span className="font-semibold">{templatesCopy.promisesLabel}</span>
          </label>
          <p id="template-promises-hint" className="mt-1 text-sm leading-relaxed text-muted">
            {templatesCopy.promisesHint}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" className="w-full sm:w-auto">
            {isEdit ? templatesCopy.save : templatesCopy.create}
          </Button>
          {isEdit ? (
            <Link
              to={templatesPath}
              reloadDocument
              className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}
            >
              {templatesCopy.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
