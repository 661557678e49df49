import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/inbox-layout";
import { servicesContext } from "#app/context.server.ts";
import { inboxCopy } from "#app/content/studio/inbox.ts";
import { cn } from "#app/lib/cn.ts";
import { listInbox, listPosition } from "#app/studio/inbox/inbox.server.ts";
import { bulkNotice } from "#app/studio/inbox/bulk-notice.ts";
import { inboxPageSize, inboxSearch, parseInboxParams } from "#app/studio/inbox/inbox.ts";
import { InboxList } from "#app/studio/inbox/ui/inbox-list.tsx";
import { InboxShortcuts, ShortcutsHint } from "#app/studio/inbox/ui/inbox-shortcuts.tsx";

/**
 * The inbox's list around the inbox page and an inquiry's page: the list's parameters come from
 * the URL (an inquiry's link carries them), so beside the open inquiry (wide screens) the list is
 * the one she came from, and "j"/"k" walk through it across its pages.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const listParams = parseInboxParams(search);
  const selectedId = params.id ?? null;
  const position = selectedId ? listPosition(inbox, listParams, selectedId) : null;
  // An inquiry opened without a page (from elsewhere): the page of the list it is on.
  if (position && !search.has("seite")) {
    listParams.page = Math.ceil(position.position / inboxPageSize);
  }
  const list = listInbox(inbox, listParams);
  const shown = { ...listParams, page: list.page };
  const href = (id: string | null | undefined, at: number) =>
    id
      ? `/studio/anfragen/${id}${inboxSearch(shown, { page: Math.ceil(at / inboxPageSize) })}`
      : null;
  const first = list.rows[0];
  return {
    list,
    params: shown,
    selectedId,
    now: inbox.clock(),
    notice: bulkNotice(search.get("ergebnis")),
    nextHref: position
      ? href(position.nextId, position.position + 1)
      : href(first?.id, (list.page - 1) * inboxPageSize + 1),
    previousHref: position ? href(position.previousId, position.position - 1) : null,
  };
}

export default function InboxLayout() {
  const {
    list: rows,
    params,
    selectedId,
    now,
    notice,
    nextHref,
    previousHref,
  } = useLoaderData<typeof loader>();
  const open = selectedId !== null;
  const list = (
    <section
      key="list"
      aria-label={open ? inboxCopy.title : undefined}
      className={cn(
        open && "hidden xl:block",
        "xl:sticky xl:top-8 xl:col-start-1 xl:row-start-1 xl:max-h-[calc(100dvh-4rem)] xl:overflow-y-auto xl:pr-4 xl:pb-4",
      )}
    >
      <InboxList list={rows} params={params} selectedId={selectedId} now={now} notice={notice} />
      <ShortcutsHint />
    </section>
  );
  const page = (
    <div
      key="page"
      className={cn(!open && "hidden xl:block", "min-w-0 xl:col-start-2 xl:row-start-1")}
    >
      <Outlet />
    </div>
  );
  return (
    // Wide screens: wider than the studio's column, the list beside the page, each scrolling.
    // An open inquiry comes first in reading order (the list is its neighbourhood).
    <div className="xl:relative xl:left-1/2 xl:grid xl:w-[calc(100vw-23rem)] xl:-translate-x-1/2 xl:grid-cols-[22rem_minmax(0,1fr)] xl:items-start xl:gap-10">
      {open ? [page, list] : [list, page]}
      <InboxShortcuts nextHref={nextHref} previousHref={previousHref} />
    </div>
  );
}
