import { redirect } from "react-router";
import type { Route } from "./+types/inbox";
import { servicesContext } from "#app/context.server.ts";
import { inboxCopy } from "#app/content/studio/inbox.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { bulkOutcomeParam } from "#app/studio/inbox/bulk-notice.ts";
import { inboxRefusals } from "#app/studio/inbox/messages.ts";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { applyBulk } from "#app/studio/inbox/bulk.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, inboxCopy.title) },
];

/**
 * The bulk action: the ticked inquiries (or, with "Alle auf dieser Seite", the page's), then back
 * to the same list with the result in its URL (a reload does not post again).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(servicesContext);
  const form = await request.formData();
  const ids = (form.get("alle") === "1" ? form.getAll("seite_id") : form.getAll("id")).map(String);
  const back = new URL(request.url).searchParams;
  back.delete("ergebnis");
  back.delete("index");
  const result =
    ids.length === 0
      ? null
      : await retryWhileBusy(() => applyBulk(inbox, { ids, action: form.get("aktion") }));
  if (result && !result.ok)
    throw new Response(null, { status: inboxRefusals[result.reason].status });
  back.set("ergebnis", bulkOutcomeParam(result ?? "none"));
  return redirect(`${inboxPath}?${back.toString()}`);
}

/** The list is the layout's (inbox-layout.tsx); beside it on wide screens, until one is open: */
export default function Inbox() {
  return (
    <div className="hidden min-h-[60dvh] flex-col items-center justify-center border border-dashed border-ink/15 px-10 text-center xl:flex">
      <p className="font-serif text-3xl text-muted">{inboxCopy.selectPrompt}</p>
      <p className="mt-3 max-w-sm text-sm text-muted">{inboxCopy.selectText}</p>
    </div>
  );
}
