import {
  data,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/website-editor";
import { servicesContext } from "#app/context.server.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import {
  applyListOperation,
  documentFromForm,
  documentOfSlug,
  editorPath,
  parseListIntent,
  websitePath,
} from "#app/studio/website/editor.ts";
import { websiteRefusals } from "#app/studio/website/messages.ts";
import { EditorForm } from "#app/studio/website/ui/editor-form.tsx";
import { FactsForm } from "#app/studio/website/ui/facts-form.tsx";
import { HomeForm, HomeJumpList } from "#app/studio/website/ui/home-form.tsx";
import { SearchForm } from "#app/studio/website/ui/search-form.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { editedContent, saveDraftDocument } from "#app/website/store.server.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { DocumentName } from "#app/website/schema.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches: [, frame] }) => [
  {
    title: studioTitle(
      frame.loaderData,
      loaderData ? websiteCopy.documents[loaderData.name].title : websiteCopy.title,
    ),
  },
];

/** The document a URL edits: /studio/website/studio, …/startseite, …/suche; others are a 404. */
function documentOf(params: { document?: string }): DocumentName {
  const name = documentOfSlug(params.document);
  if (!name) throw data(null, { status: 404 });
  return name;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const name = documentOf(params);
  const { db } = context.get(servicesContext).website;
  const saved = new URL(request.url).searchParams.has("gespeichert");
  return { name, values: { [name]: editedContent(db)[name] }, saved };
}

/**
 * "Speichern" (a full save: its messages listed, 400), an autosave from the fetcher (its
 * messages only), or a list's button (the list changed, saved if the whole document is valid,
 * otherwise shown to be filled in). Nothing is saved half: the store refuses a document that
 * fails anywhere.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const name = documentOf(params);
  const { website } = context.get(servicesContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const document = documentFromForm(name, form.entries());
  const save = (input: unknown) =>
    retryWhileBusy(() => saveDraftDocument(website.db, name, input, website.clock()));

  if (intent === "autosave") {
    const result = await save(document);
    const errors: FieldErrors = result.ok ? {} : result.errors;
    const status = result.ok ? 200 : websiteRefusals[result.reason].status;
    return data({ autosave: true as const, errors }, { status });
  }
  const list = parseListIntent(intent);
  if (list) {
    const changed = applyListOperation(document, list);
    const result = await save(changed);
    return { values: { [name]: changed }, errors: {}, saved: result.ok };
  }
  const result = await save(document);
  if (result.ok) return redirect(`${editorPath(name)}?gespeichert`);
  return data(
    { values: { [name]: document }, errors: result.errors, saved: false },
    { status: websiteRefusals[result.reason].status },
  );
}

/** An autosave changes nothing this page shows: no reload of its data while she types. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate);

const forms: Record<DocumentName, () => React.ReactNode> = {
  facts: FactsForm,
  home: () => (
    <>
      <HomeJumpList />
      <HomeForm />
    </>
  ),
  search: SearchForm,
};

export default function WebsiteEditor() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { key } = useLocation();
  const posted = result && "values" in result ? result : null;
  const { editor } = websiteCopy;
  let status: string | null = loaded.saved ? editor.saved : null;
  if (posted) status = posted.saved ? editor.saved : editor.unsaved;
  const DocumentForm = forms[loaded.name];

  return (
    <>
      <PageHeader title={websiteCopy.documents[loaded.name].title}>
        <p className="mt-3">
          <Link to={websitePath} className={buttonVariants({ variant: "link" })}>
            {editor.back}
          </Link>
        </p>
      </PageHeader>
      <EditorForm
        key={key}
        values={posted?.values ?? loaded.values}
        errors={posted?.errors ?? {}}
        status={status}
      >
        <DocumentForm />
      </EditorForm>
    </>
  );
}
