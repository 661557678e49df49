import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/templates";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, siteContentContext } from "#app/context.server.ts";
import { starterTemplates, templatesCopy } from "#app/content/studio/replies.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { byIntent, formFields } from "#app/studio/http.server.ts";
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import {
  templateNotice,
  templateRefusals,
  type TemplateNotice,
} from "#app/studio/replies/messages.ts";
import { templatesPath } from "#app/studio/replies/replies.ts";
import { templateIdSchema, type TemplateField } from "#app/studio/replies/schema.ts";
import {
  addStarterTemplates,
  deleteTemplate,
  listTemplates,
  saveTemplate,
  type TemplateDeps,
} from "#app/studio/replies/templates.server.ts";
import { StarterOffer } from "#app/studio/replies/ui/starter-offer.tsx";
import { TemplateForm, type TemplateValues } from "#app/studio/replies/ui/template-form.tsx";
import { TemplateList } from "#app/studio/replies/ui/template-list.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import type { Facts } from "#app/website/schema.ts";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, templatesCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const templates = listTemplates(inbox);
  const editId = params.get("bearbeiten");
  const editing = editId ? (templates.find((item) => String(item.id) === editId) ?? null) : null;
  const notice = templateNotice(params);
  return { templates, editing, editMissing: Boolean(editId && !editing), notice };
}

type Outcome =
  | { form: "save"; values: TemplateValues; errors: FieldErrors<TemplateField> }
  | { form: "save"; notFound: true }
  | { form: "delete"; confirm: number };

const answer = (outcome: Outcome, status = 200) => data(outcome, { status });
const back = (notice: TemplateNotice) => redirect(`${templatesPath}?${notice}`);

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(servicesContext);
  const form = await request.formData();
  return byIntent(form, {
    save: () => save(inbox, form),
    delete: () => remove(inbox, form),
    seed: () => addStarters(inbox, context.get(siteContentContext).facts),
  });
}

/** "Anlegen" or "Speichern": a new Textbaustein, or the one edited (`id`). */
async function save(inbox: TemplateDeps, form: FormData) {
  const values = {
    ...formFields(form, ["id", "name", "subject", "body"]),
    promisesDate: form.get("promises_date") === "yes",
  };
  const edited = values.id ? parseForm(templateIdSchema, values) : null;
  if (edited && !edited.ok) throw data(null, { status: 400 });
  const result = await retryWhileBusy(() => saveTemplate(inbox, values, edited?.value.id));
  if (result.ok) return back("gespeichert");
  const { status } = templateRefusals[result.reason];
  if (result.reason === "not_found") return answer({ form: "save", notFound: true }, status);
  return answer({ form: "save", values, errors: result.errors }, status);
}

/** "Löschen" asks first; "Endgültig löschen" (`confirm=yes`) deletes. */
async function remove(inbox: TemplateDeps, form: FormData) {
  const parsed = parseForm(templateIdSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
  const { id } = parsed.value;
  if (form.get("confirm") !== "yes") return answer({ form: "delete", confirm: id });
  // Already gone (a second click, another tab): the list shows it is.
  await retryWhileBusy(() => deleteTemplate(inbox, id));
  return back("geloescht");
}

/** "Vorschläge übernehmen" on the empty page: signed with the live release's facts. */
async function addStarters(inbox: TemplateDeps, facts: Facts) {
  await retryWhileBusy(() => addStarterTemplates(inbox, starterTemplates(facts)));
  return back("vorschlaege");
}

/**
 * Every form and link here loads the page: after saving, the notice at the top is in view (the
 * studio restores no scroll position in the page), and the page needs no script at all.
 */
export default function Templates() {
  const { templates, editing, editMissing, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = result?.form === "save" && "values" in result ? result : null;
  const values = failed?.values ?? {
    id: editing ? String(editing.id) : "",
    name: editing?.name ?? "",
    subject: editing?.subject ?? "",
    body: editing?.body ?? "",
    promisesDate: editing?.promisesDate ?? false,
  };

  return (
    <>
      <PageHeader title={templatesCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{templatesCopy.intro}</p>
        {templates.length && !values.id ? (
          <a
            href="#vorlage-form"
            className={buttonVariants({ variant: "secondary", className: "mt-6 w-full sm:w-auto" })}
          >
            {templatesCopy.newHeading}
          </a>
        ) : null}
      </PageHeader>
      {notice ? <Notice tone="status">{notice}</Notice> : null}
      {editMissing || (result?.form === "save" && "notFound" in result) ? (
        <Notice tone="error">{templateRefusals.not_found.message}</Notice>
      ) : null}
      {templates.length === 0 ? (
        <StarterOffer />
      ) : (
        <TemplateList
          templates={templates}
          confirming={result?.form === "delete" ? result.confirm : null}
        />
      )}
      <TemplateForm values={values} errors={failed?.errors ?? {}} />
    </>
  );
}
