import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { templatesCopy } from "#app/content/studio/replies.ts";
import { templatesPath } from "#app/studio/replies/replies.ts";

type ListedTemplate = {
  id: number;
  name: string;
  subject: string;
  body: string;
  promisesDate: boolean;
};

/** A template's text on one line, its placeholders set off (the braces say what they are). */
function Preview({ text }: { text: string }) {
  const parts = text.replace(/\s+/g, " ").split(/(\{[^{}\s]+\})/);
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="text-accent-strong">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The Textbausteine, each with "Bearbeiten" and "Löschen"; the one whose deletion is being
 * confirmed (`confirming`) asks first.
 */
export function TemplateList({
  templates,
  confirming,
}: {
  templates: ListedTemplate[];
  confirming: number | null;
}) {
  return (
    <ul aria-label={templatesCopy.listLabel} className="mt-10 space-y-4">
      {templates.map((template) => (
        <li
          key={template.id}
          id={`vorlage-${template.id}`}
          className="border border-ink/10 bg-white/55 px-5 py-6 sm:px-7"
        >
          <h2 className="font-serif text-2xl leading-tight break-words">{template.name}</h2>
          <p className="mt-2 text-sm break-words text-muted">
            {templatesCopy.subject}: <span className="text-ink">{template.subject}</span>
          </p>
          <p className="mt-3 line-clamp-2 leading-relaxed break-words text-ink/85">
            <Preview text={template.body} />
          </p>
          {template.promisesDate ? (
            <p className="label-caps mt-3 inline-flex min-h-7 items-center border border-ink/20 px-2.5 text-[0.62rem] text-muted">
              {templatesCopy.promisesMark}
            </p>
          ) : null}
          {confirming === template.id ? (
            <ConfirmRemoval template={template} />
          ) : (
            <TemplateActions template={template} />
          )}
        </li>
      ))}
    </ul>
  );
}

function TemplateActions({ template }: { template: ListedTemplate }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1">
      <Link
        to={`${templatesPath}?bearbeiten=${template.id}#vorlage-form`}
        reloadDocument
        aria-label={templatesCopy.editLabel(template.name)}
        className={buttonVariants({ variant: "link", size: "sm" })}
      >
        {templatesCopy.edit}
      </Link>
      <Form reloadDocument method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={template.id} />
        <Button
          type="submit"
          aria-label={templatesCopy.removeLabel(template.name)}
          variant="link"
          size="sm"
        >
          {templatesCopy.remove}
        </Button>
      </Form>
    </div>
  );
}

function ConfirmRemoval({ template }: { template: ListedTemplate }) {
  return (
    <Form
      reloadDocument
      method="post"
      className="mt-5 border-l-2 border-accent-strong bg-blush/25 px-4 py-4"
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={template.id} />
      <input type="hidden" name="confirm" value="yes" />
      <p role="alert">{templatesCopy.confirmRemove(template.name)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" variant="danger">
          {templatesCopy.confirmButton}
        </Button>
        <Link
          to={templatesPath}
          reloadDocument
          className={buttonVariants({ variant: "secondary" })}
        >
          {templatesCopy.keep}
        </Link>
      </div>
    </Form>
  );
}
