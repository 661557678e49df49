import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/inbox";
import { servicesContext } from "#app/context.server.ts";
import {
  ageLabel,
  inboxCopy,
  packageLabel,
  sourceLabel,
  stageLabels,
} from "#app/content/studio/inbox.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseView, stages, type InboxView } from "#app/studio/inbox/inbox.ts";
import { listInbox } from "#app/studio/inbox/inbox.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { StageChip } from "#app/studio/inbox/ui/stage-chip.tsx";
import { cn } from "#app/lib/cn.ts";
import { controlClass } from "#app/studio/ui/styles.ts";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, inboxCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const view = parseView(params.get("status"));
  const query = (params.get("q") ?? "").slice(0, 200);
  return { view, query, now: inbox.clock(), ...listInbox(inbox, { view, query }) };
}

const views: { view: InboxView; label: string }[] = [
  { view: "all", label: inboxCopy.all },
  ...stages.map((stage) => ({ view: stage, label: stageLabels[stage] })),
  { view: "spam", label: inboxCopy.spam },
];

function viewHref(view: InboxView, query: string) {
  const params = new URLSearchParams();
  if (view !== "all") params.set("status", view);
  if (query) params.set("q", query);
  const search = params.toString();
  return search ? `${inboxPath}?${search}` : inboxPath;
}

/** Why the list is empty: nothing matches the search, no inquiry yet, or none in this view. */
function emptyText(query: string, total: number): string {
  if (query) return inboxCopy.emptySearch(query);
  return total === 0 ? inboxCopy.empty : inboxCopy.emptyFilter;
}

export default function Inbox() {
  const { rows, counts, view, query, now } = useLoaderData<typeof loader>();
  const empty = emptyText(query, counts.all + counts.spam);

  return (
    <>
      <PageHeader title={inboxCopy.title}>
        <p className="mt-3 text-muted">{inboxCopy.count(counts.all)}</p>
      </PageHeader>

      <Form
        reloadDocument
        method="get"
        action={inboxPath}
        role="search"
        className="mt-8 flex gap-2"
      >
        {view !== "all" ? <input type="hidden" name="status" value={view} /> : null}
        <label className="min-w-0 flex-1">
          <span className="sr-only">{inboxCopy.searchLabel}</span>
          <input
            type="search"
            name="q"
            defaultValue={query}
            placeholder={inboxCopy.searchLabel}
            maxLength={200}
            className={controlClass}
          />
        </label>
        <button
          type="submit"
          className="label-caps min-h-12 shrink-0 cursor-pointer border border-ink/70 px-5 text-ink transition-colors hover:bg-ink hover:text-cream"
        >
          {inboxCopy.searchButton}
        </button>
      </Form>

      <nav
        aria-label={inboxCopy.filterLabel}
        className="-mx-5 mt-6 overflow-x-auto px-5 sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-2 pb-2">
          {views.map(({ view: item, label }) => {
            const current = item === view;
            return (
              <li key={item} className={item === "spam" ? "ml-auto pl-2" : undefined}>
                <Link
                  to={viewHref(item, query)}
                  reloadDocument
                  aria-current={current ? "true" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-2 border px-4 text-sm whitespace-nowrap transition-colors",
                    current
                      ? "border-ink bg-ink font-semibold text-cream"
                      : "border-ink/15 bg-white/40 text-ink hover:border-ink/50",
                  )}
                >
                  {label}
                  <span className={current ? "text-cream/75" : "text-muted"}>{counts[item]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {view === "spam" ? <p className="mt-4 text-sm text-muted">{inboxCopy.spamNote}</p> : null}

      {rows.length === 0 ? (
        <p className="mt-12 font-serif text-2xl text-muted">{empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/studio/anfragen/${row.id}`}
                className="group -mx-3 flex flex-col gap-2 px-3 py-5 transition-colors hover:bg-white/50 focus-visible:bg-white/50 sm:py-6"
              >
                <span className="flex items-start justify-between gap-4">
                  <span className="min-w-0 font-serif text-2xl leading-tight break-words group-hover:underline group-hover:underline-offset-4">
                    {row.firstName} {row.lastName}
                  </span>
                  <StageChip stage={row.stage} spam={row.spam} />
                </span>
                <span className="text-[0.95rem] text-ink/85">
                  {packageLabel(row.package)}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {row.preferredDate ?? inboxCopy.noDate}
                </span>
                <span className="flex flex-wrap justify-between gap-x-4 text-sm text-muted">
                  <span>{sourceLabel(row.source)}</span>
                  <span>{ageLabel(now - row.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
