import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/website";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext } from "#app/context.server.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { byIntent } from "#app/studio/http.server.ts";
import { websitePath } from "#app/studio/website/editor.ts";
import {
  websiteNotice,
  websiteRefusals,
  type WebsiteNotice,
} from "#app/studio/website/messages.ts";
import { DocumentLinks } from "#app/studio/website/ui/document-links.tsx";
import { DraftState } from "#app/studio/website/ui/draft-state.tsx";
import { nameBlockers } from "#app/studio/website/blockers.ts";
import { PublishBlockers } from "#app/studio/website/ui/publish-blockers.tsx";
import { samplePlaces } from "#app/studio/photos/placement.ts";
import { ReadyList } from "#app/studio/website/ui/ready-list.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { placeholderFields } from "#app/website/placeholders.ts";
import { discardDraft, editedContent, liveRelease, readDraft } from "#app/website/store.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { publish } from "#app/website/publish.server.ts";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, websiteCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).website;
  const { id, createdAt } = liveRelease(db);
  const edited = editedContent(db);
  return {
    placeholders: placeholderFields(edited),
    samplePhotos: samplePlaces(edited.photos),
    draftSince: readDraft(db)?.updatedAt ?? null,
    live: { id, createdAt },
    notice: websiteNotice(new URL(request.url).searchParams),
  };
}

const back = (notice: WebsiteNotice) => redirect(`${websitePath}?${notice}`);

export async function action({ request, context }: Route.ActionArgs) {
  const { website } = context.get(servicesContext);
  const form = await request.formData();
  return byIntent(form, {
    publish: async () => {
      const result = await publish(website, "studio");
      if (result.ok) return back("veroeffentlicht");
      const { status, message } = websiteRefusals[result.reason];
      const blockers =
        result.reason === "blocked"
          ? nameBlockers(result.blockers, readDraft(website.db)?.content.photos)
          : [];
      return data({ error: message, blockers, confirmDiscard: false }, { status });
    },
    /** "Entwurf verwerfen" asks first; "Ja, Entwurf verwerfen" (`confirm=yes`) discards. */
    discard: async () => {
      if (form.get("confirm") !== "yes") return { error: null, blockers: [], confirmDiscard: true };
      await retryWhileBusy(() => discardDraft(website.db));
      return back("verworfen");
    },
  });
}

export default function Website() {
  const { placeholders, samplePhotos, draftSince, live, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={websiteCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{websiteCopy.intro}</p>
      </PageHeader>
      {notice ? <Notice tone="status">{notice}</Notice> : null}
      {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      <PublishBlockers blockers={result?.blockers ?? []} />
      {/* While placeholders are live, that comes first (grouped by page, so it stays short). */}
      <ReadyList fields={placeholders} samplePhotos={samplePhotos} />
      <DraftState
        draftSince={draftSince}
        live={live}
        confirmingDiscard={result?.confirmDiscard ?? false}
      />
      <DocumentLinks />
    </>
  );
}
