import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/templates";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { servicesContext } from "#app/context.server.ts";
import { starterTemplates, templatesCopy } from "#app/content/studio/replies.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { replyLimits } from "#app/studio/replies/replies.ts";
import {
  addStarterTemplates,
  deleteTemplate,
  listTemplates,
  saveTemplate,
  type TemplateInput,
  type TemplateProblem,
} from "#app/studio/replies/templates.server.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import {
  hintClass,
  inputClass,
  labelClass,
  linkClass,
  textareaClass,
} from "#app/studio/ui/styles.ts";

const path = "/studio/textbausteine";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(templatesCopy.title) }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const templates = listTemplates(inbox);
  const editId = params.get("bearbeiten");
  const editing = editId ? (templates.find((item) => String(item.id) === editId) ?? null) : null;
  const notice = params.has("gespeichert")
    ? templatesCopy.saved
    : params.has("geloescht")
      ? templatesCopy.removed
      : params.has("vorschlaege")
        ? templatesCopy.offer.done
        : null;
  return { templates, editing, editMissing: Boolean(editId && !editing), notice };
}

type Outcome =
  | {
      form: "save";
      values: TemplateInput & { id: string };
      errors: Partial<Record<keyof TemplateInput, string>>;
    }
  | { form: "save"; notFound: true }
  | { form: "delete"; confirm: number };

function message(problem: TemplateProblem): string {
  const { errors } = templatesCopy;
  if (problem.reason === "unknown_placeholder") return errors.unknownPlaceholder(problem.tokens);
  const field = problem.field;
  if (problem.reason === "empty") {
    return field === "name"
      ? errors.nameEmpty
      : field === "subject"
        ? errors.subjectEmpty
        : errors.bodyEmpty;
  }
  return field === "name"
    ? errors.nameTooLong(replyLimits.templateName)
    : field === "subject"
      ? errors.subjectTooLong(replyLimits.subject)
      : errors.bodyTooLong(replyLimits.body);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(servicesContext);
  const form = await request.formData();
  const answer = (outcome: Outcome, status = 200) => data(outcome, { status });
  const id = Number(form.get("id") ?? "");
  switch (form.get("intent")) {
    case "save": {
      const values = {
        id: String(form.get("id") ?? ""),
        name: String(form.get("name") ?? ""),
        subject: String(form.get("subject") ?? ""),
        body: String(form.get("body") ?? ""),
      };
      const existing = values.id ? id : undefined;
      if (existing !== undefined && !Number.isSafeInteger(existing))
        throw data(null, { status: 400 });
      const result = await retryWhileBusy(() => saveTemplate(inbox, values, existing));
      if (result.ok) return redirect(`${path}?gespeichert`);
      if (result.reason === "not_found") return answer({ form: "save", notFound: true }, 404);
      const errors: Partial<Record<keyof TemplateInput, string>> = {};
      for (const problem of result.problems) errors[problem.field] ??= message(problem);
      return answer({ form: "save", values, errors }, 400);
    }
    case "delete": {
      if (!Number.isSafeInteger(id)) throw data(null, { status: 400 });
      if (form.get("confirm") !== "yes") return answer({ form: "delete", confirm: id });
      // Already gone (a second click, another tab): the list shows it is.
      await retryWhileBusy(() => deleteTemplate(inbox, id));
      return redirect(`${path}?geloescht`);
    }
    case "seed": {
      await retryWhileBusy(() => addStarterTemplates(inbox, starterTemplates));
      return redirect(`${path}?vorschlaege`);
    }
    default:
      throw data(null, { status: 400 });
  }
}

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
 * Every form and link here loads the page: after saving, the notice at the top is in view (the
 * studio restores no scroll position in the page), and the page needs no script at all.
 */
export default function Templates() {
  const { templates, editing, editMissing, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = result?.form === "save" && "values" in result ? result : null;
  const confirming = result?.form === "delete" ? result.confirm : null;
  const values = failed?.values ?? {
    id: editing ? String(editing.id) : "",
    name: editing?.name ?? "",
    subject: editing?.subject ?? "",
    body: editing?.body ?? "",
  };
  const isEdit = Boolean(values.id);
  const errors = failed?.errors ?? {};
  const field = (name: keyof TemplateInput) => ({
    id: `template-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [
      name === "name" ? "template-name-hint" : "template-help",
      errors[name] ? `template-${name}-error` : "",
    ]
      .filter(Boolean)
      .join(" "),
  });
  const error = (name: keyof TemplateInput) =>
    errors[name] ? (
      <Notice tone="error" id={`template-${name}-error`}>
        {errors[name]}
      </Notice>
    ) : null;

  return (
    <>
      <PageHeader title={templatesCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{templatesCopy.intro}</p>
        {templates.length && !isEdit ? (
          <a href="#vorlage-form" className={buttonStyles("outline", "mt-6 w-full sm:w-auto")}>
            {templatesCopy.newHeading}
          </a>
        ) : null}
      </PageHeader>
      {notice ? <Notice tone="status">{notice}</Notice> : null}
      {editMissing || (result?.form === "save" && "notFound" in result) ? (
        <Notice tone="error">{templatesCopy.notFound}</Notice>
      ) : null}

      {templates.length === 0 ? (
        <section
          aria-labelledby="offer"
          className="mt-10 border border-dashed border-ink/25 bg-white/40 px-6 py-8 sm:px-8"
        >
          <p className="font-serif text-2xl text-muted">{templatesCopy.empty}</p>
          <h2 id="offer" className="mt-6 text-3xl">
            {templatesCopy.offer.heading}
          </h2>
          <p className="mt-2 max-w-xl leading-relaxed text-muted">{templatesCopy.offer.text}</p>
          <Form reloadDocument method="post" className="mt-6">
            <input type="hidden" name="intent" value="seed" />
            <button
              type="submit"
              className={buttonStyles("solid", "w-full cursor-pointer sm:w-auto")}
            >
              {templatesCopy.offer.button}
            </button>
          </Form>
        </section>
      ) : (
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
              {confirming === template.id ? (
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
                    <button type="submit" className={buttonStyles("solid", "cursor-pointer")}>
                      {templatesCopy.confirmButton}
                    </button>
                    <Link to={path} reloadDocument className={buttonStyles("outline")}>
                      {templatesCopy.keep}
                    </Link>
                  </div>
                </Form>
              ) : (
                <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1">
                  <Link
                    to={`${path}?bearbeiten=${template.id}#vorlage-form`}
                    reloadDocument
                    aria-label={templatesCopy.editLabel(template.name)}
                    className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}
                  >
                    {templatesCopy.edit}
                  </Link>
                  <Form reloadDocument method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={template.id} />
                    <button
                      type="submit"
                      aria-label={templatesCopy.removeLabel(template.name)}
                      className={`inline-flex min-h-11 cursor-pointer items-center text-sm ${linkClass}`}
                    >
                      {templatesCopy.remove}
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

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
          <div>
            <label htmlFor="template-name" className={labelClass}>
              {templatesCopy.nameLabel}
            </label>
            <input
              {...field("name")}
              required
              maxLength={replyLimits.templateName}
              autoComplete="off"
              className={inputClass}
            />
            <span id="template-name-hint" className={hintClass}>
              {templatesCopy.nameHint}
            </span>
            {error("name")}
          </div>
          <div>
            <label htmlFor="template-subject" className={labelClass}>
              {templatesCopy.subjectLabel}
            </label>
            <input
              {...field("subject")}
              required
              maxLength={replyLimits.subject}
              autoComplete="off"
              className={inputClass}
            />
            {error("subject")}
          </div>
          <div>
            <label htmlFor="template-body" className={labelClass}>
              {templatesCopy.bodyLabel}
            </label>
            <textarea
              {...field("body")}
              required
              rows={12}
              maxLength={replyLimits.body}
              className={textareaClass}
            />
            {error("body")}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <button
              type="submit"
              className={buttonStyles("solid", "w-full cursor-pointer sm:w-auto")}
            >
              {isEdit ? templatesCopy.save : templatesCopy.create}
            </button>
            {isEdit ? (
              <Link
                to={path}
                reloadDocument
                className={buttonStyles("outline", "w-full sm:w-auto")}
              >
                {templatesCopy.cancel}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
    </>
  );
}
