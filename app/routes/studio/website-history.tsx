import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/website-history";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { needsConfirmation } from "#app/studio/auth/auth.server.ts";
import { byIntent, confirmationRequired } from "#app/studio/http.server.ts";
import { historyPath, websitePath } from "#app/studio/website/editor.ts";
import { restoreRefusals, websiteNotice } from "#app/studio/website/messages.ts";
import { releaseIdSchema } from "#app/studio/website/schema.ts";
import { nameBlockers } from "#app/studio/website/blockers.ts";
import { PublishBlockers } from "#app/studio/website/ui/publish-blockers.tsx";
import { ReleaseList } from "#app/studio/website/ui/release-list.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { restore } from "#app/website/publish.server.ts";
import { changesImpressum } from "#app/website/legal-facts.ts";
import {
  listReleases,
  liveRelease,
  liveReleaseId,
  readRelease,
} from "#app/website/store.server.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

const copy = websiteCopy.history;

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, copy.title) },
];

/** The question "Version … wieder live schalten?" again, after the passkey confirmation. */
const askAgain = (id: number) => `${historyPath}?wiederherstellen=${id}`;

export function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).website;
  const params = new URL(request.url).searchParams;
  const releases = listReleases(db);
  const liveId = liveReleaseId(db);
  const asked = Number(params.get("wiederherstellen"));
  return {
    releases,
    liveId,
    asking: releases.some((release) => release.id === asked && asked !== liveId) ? asked : null,
    notice: websiteNotice(params),
  };
}

/**
 * "Wiederherstellen" asks first; "Ja, wiederherstellen" (`confirm=yes`) puts it live anew. A
 * version with other Impressum facts or another contact e-mail than the live one needs a fresh
 * passkey confirmation first, which brings her back to the question.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { website, studio } = context.get(servicesContext);
  const form = await request.formData();
  const confirmed = !needsConfirmation(studio, context.get(studioSessionContext));
  return byIntent(form, {
    restore: async () => {
      const parsed = parseForm(releaseIdSchema, form);
      if (!parsed.ok) throw data(null, { status: 400 });
      const { id } = parsed.value;
      if (form.get("confirm") !== "yes") {
        const release = readRelease(website.db, id);
        const live = liveRelease(website.db);
        if (!confirmed && release && changesImpressum(live.content, release.content)) {
          throw confirmationRequired(request, askAgain(id));
        }
        return { confirm: id, error: null, blockers: [] };
      }
      const result = await restore(website, id, { confirmed });
      if (result.ok) return redirect(`${historyPath}?wiederhergestellt`);
      if (result.reason === "confirmation-required") {
        throw confirmationRequired(request, askAgain(id));
      }
      const { status, message } = restoreRefusals[result.reason];
      const blockers =
        result.reason === "blocked"
          ? nameBlockers(result.blockers, readRelease(website.db, id)?.content.photos)
          : [];
      return data({ confirm: null, error: message, blockers }, { status });
    },
  });
}

export default function WebsiteHistory() {
  const { releases, liveId, asking, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={copy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{copy.intro}</p>
        <p className="mt-2">
          <Link to={websitePath} className={buttonVariants({ variant: "link" })}>
            {websiteCopy.editor.back}
          </Link>
        </p>
      </PageHeader>
      {notice ? <Notice tone="status">{notice}</Notice> : null}
      {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      <PublishBlockers blockers={result?.blockers ?? []} />
      <ReleaseList
        releases={releases}
        liveId={liveId}
        confirming={result ? result.confirm : asking}
      />
    </>
  );
}
