import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/website";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { needsConfirmation } from "#app/studio/auth/auth.server.ts";
import { byIntent, confirmationRequired } from "#app/studio/http.server.ts";
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
import { changesImpressum } from "#app/website/legal-facts.ts";
import { placeholderFields } from "#app/website/placeholders.ts";
import { discardDraft, liveRelease, readDraft } from "#app/website/store.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { publish } from "#app/website/publish.server.ts";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, websiteCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { website, studio } = context.get(servicesContext);
  const { db } = website;
  const live = liveRelease(db);
  const draft = readDraft(db);
  const edited = draft?.content ?? live.content;
  return {
    placeholders: placeholderFields(edited),
    samplePhotos: samplePlaces(edited.photos),
    draftSince: draft?.updatedAt ?? null,
    live: { id: live.id, createdAt: live.createdAt },
    // Said before she taps "Veröffentlichen", so the passkey step does not come as a surprise.
    confirmFirst:
      draft !== null &&
      changesImpressum(live.content, draft.content) &&
      needsConfirmation(studio, context.get(studioSessionContext)),
    notice: websiteNotice(new URL(request.url).searchParams),
  };
}

const back = (notice: WebsiteNotice) => redirect(`${websitePath}?${notice}`);

export async function action({ request, context }: Route.ActionArgs) {
  const { website, studio } = context.get(servicesContext);
  const form = await request.formData();
  return byIntent(form, {
    /** Other Impressum facts or another contact e-mail go live only after a passkey confirmation. */
    publish: async () => {
      const confirmed = !needsConfirmation(studio, context.get(studioSessionContext));
      const result = await publish(website, "studio", { confirmed });
      if (result.ok) return back("veroeffentlicht");
      if (result.reason === "confirmation-required") throw confirmationRequired(request);
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
  const { placeholders, samplePhotos, draftSince, live, confirmFirst, notice } =
    useLoaderData<typeof loader>();
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
        confirmFirst={confirmFirst}
      />
      <DocumentLinks />
    </>
  );
}
