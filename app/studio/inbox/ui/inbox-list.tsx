import { Link } from "react-router";
import { Notice } from "#app/components/ui/notice.tsx";
import {
  ageLabel,
  inboxCopy,
  packageLabel,
  sourceLabel,
  stageLabels,
} from "#app/content/studio/inbox.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { InboxPage, InboxRow } from "#app/studio/inbox/inbox.server.ts";
import {
  bulkActions,
  inboxSearch,
  stages,
  type InboxParams,
  type InboxView,
} from "#app/studio/inbox/inbox.ts";
import { BulkBar, bulkFormId } from "#app/studio/inbox/ui/bulk-bar.tsx";
import { InboxFilters } from "#app/studio/inbox/ui/inbox-filters.tsx";
import { StageChip } from "#app/studio/inbox/ui/stage-chip.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { formatDay } from "#app/studio/ui/format.ts";
import { inboxPath } from "#app/studio/ui/shell.tsx";

export type InboxListProps = {
  list: InboxPage;
  params: InboxParams;
  /** The inquiry open beside the list (wide screens), or null on the inbox's own page. */
  selectedId: string | null;
  now: number;
  notice: string | null;
};

const views: { view: InboxView; label: string }[] = [
  { view: "all", label: inboxCopy.all },
  ...stages.map((stage) => ({ view: stage, label: stageLabels[stage] })),
  { view: "spam", label: inboxCopy.spam },
];

/**
 * Where the list's links lead: the inbox's page (a document load, see inboxPath), or, beside an
 * open inquiry, the same inquiry with the list changed.
 */
function listLink(selectedId: string | null, params: InboxParams, changes: Partial<InboxParams>) {
  const base = selectedId ? `/studio/anfragen/${selectedId}` : inboxPath;
  return { to: `${base}${inboxSearch(params, changes)}`, reloadDocument: !selectedId };
}

/**
 * The inbox's list: on its own page with the filters and the bulk action ("full"), beside an
 * open inquiry a compact column of it.
 */
export function InboxList({ list, params, selectedId, now, notice }: InboxListProps) {
  const compact = selectedId !== null;
  const filtered = Boolean(params.query || params.packageId || params.month);
  const countLine = inboxCopy.countIn(list.total, params.view, filtered);
  const bulk = !compact && params.view !== "spam" && list.rows.length > 0;
  return (
    <>
      {compact ? (
        <div className="border-b border-ink/10 pb-5">
          <h2 className="text-3xl leading-tight">{inboxCopy.title}</h2>
          <p className="mt-1 text-sm text-muted">{countLine}</p>
        </div>
      ) : (
        <PageHeader title={inboxCopy.title}>
          <p className="mt-3 text-muted">{countLine}</p>
        </PageHeader>
      )}

      <InboxFilters list={list} params={params} compact={compact} />

      <nav aria-label={inboxCopy.filterLabel} className={compact ? "mt-4" : "mt-6"}>
        <ul className="flex flex-wrap gap-1.5">
          {views.map(({ view, label }) => {
            const current = view === params.view;
            return (
              <li key={view}>
                <Link
                  {...listLink(selectedId, params, { view, page: 1 })}
                  aria-current={current ? "true" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-2 border px-3 text-sm whitespace-nowrap transition-colors",
                    current
                      ? "border-ink bg-ink font-semibold text-cream"
                      : "border-ink/15 bg-white/40 text-ink hover:border-ink/50",
                  )}
                >
                  {label}
                  <span className={current ? "text-cream/80" : "text-muted"}>
                    {list.counts[view]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {params.view === "spam" && !compact ? (
        <p className="mt-4 text-sm text-muted">{inboxCopy.spamNote}</p>
      ) : null}
      {notice ? <Notice tone="status">{notice}</Notice> : null}

      {list.rows.length === 0 ? (
        <p className="mt-12 font-serif text-2xl text-muted">{emptyText(params, list)}</p>
      ) : (
        <>
          {bulk ? (
            <BulkBar
              action={`${inboxPath}${inboxSearch(params)}`}
              ids={list.rows.map((row) => row.id)}
              actions={bulkActions}
            />
          ) : null}
          <ul className={cn(rowsClass, compact ? "mt-4 [&_a]:py-4" : "mt-6 [&_a]:py-5")}>
            {list.rows.map((row) => (
              <li key={row.id}>
                {bulk ? <RowCheckbox row={row} /> : null}
                <RowLink
                  row={row}
                  href={`/studio/anfragen/${row.id}${inboxSearch(params, { page: list.page })}`}
                  current={row.id === selectedId}
                  compact={compact}
                  now={now}
                />
              </li>
            ))}
          </ul>
          <Pager list={list} params={params} selectedId={selectedId} />
        </>
      )}
    </>
  );
}

/**
 * The rows' look, set once on the list instead of on each of its 25 rows (the page's weight): the
 * box to tick (a 44 px target), the row's link with its name, and the open inquiry's mark.
 */
const rowsClass = cn(
  "divide-y divide-ink/10 border-t border-ink/10 *:flex *:items-stretch *:gap-2",
  "[&_label]:flex [&_label]:min-h-11 [&_label]:min-w-11 [&_label]:shrink-0 [&_label]:cursor-pointer [&_label]:items-center [&_label]:justify-center",
  "[&_input]:size-5 [&_input]:cursor-pointer [&_input]:accent-ink",
  "[&_a]:flex [&_a]:min-w-0 [&_a]:flex-1 [&_a]:flex-col [&_a]:gap-1.5 [&_a]:border-l-2 [&_a]:border-transparent [&_a]:px-3 [&_a]:transition-colors [&_a:focus-visible]:bg-white/50 [&_a:hover]:bg-white/50",
  "[&_a[aria-current]]:border-accent-strong [&_a[aria-current]]:bg-white/60",
  "[&_a>span:first-child>span:first-child]:min-w-0 [&_a>span:first-child>span:first-child]:font-serif [&_a>span:first-child>span:first-child]:leading-tight [&_a>span:first-child>span:first-child]:break-words",
  "[&_a:hover>span:first-child>span:first-child]:underline [&_a:hover>span:first-child>span:first-child]:underline-offset-4",
);

/** Why the list is empty: nothing matches the search or filters, no inquiry yet, or none here. */
function emptyText(params: InboxParams, list: InboxPage): string {
  if (params.query) return inboxCopy.emptySearch(params.query);
  const everything = list.counts.all + list.counts.spam;
  return everything === 0 && !params.packageId && !params.month
    ? inboxCopy.empty
    : inboxCopy.emptyFilter;
}

function RowCheckbox({ row }: { row: InboxRow }) {
  return (
    <label>
      <input type="checkbox" name="id" value={row.id} form={bulkFormId} data-bulk-row="" />
      <span className="sr-only">{inboxCopy.bulk.select(`${row.firstName} ${row.lastName}`)}</span>
    </label>
  );
}

function RowLink({
  row,
  href,
  current,
  compact,
  now,
}: {
  row: InboxRow;
  href: string;
  current: boolean;
  compact: boolean;
  now: number;
}) {
  const date = row.preferredDate ? formatDay(row.preferredDate) : inboxCopy.noDate;
  return (
    <Link to={href} aria-current={current ? "page" : undefined}>
      <span className="flex items-start justify-between gap-3">
        <span
          className={compact ? "text-xl" : "text-2xl"}
        >{`${row.firstName} ${row.lastName}`}</span>
        <StageChip stage={row.stage} spam={row.spam} />
      </span>
      <span className="text-ink/85">{`${packageLabel(row.package)} · ${date}`}</span>
      <span className="flex flex-wrap justify-between gap-x-4 text-sm text-muted">
        {compact ? null : <span>{sourceLabel(row.source)}</span>}
        <span>{ageLabel(now - row.createdAt)}</span>
      </span>
    </Link>
  );
}

function Pager({
  list,
  params,
  selectedId,
}: {
  list: InboxPage;
  params: InboxParams;
  selectedId: string | null;
}) {
  if (list.pageCount <= 1) return null;
  const link = buttonVariants({ variant: "link", className: "min-w-11 px-3" });
  return (
    <nav
      aria-label={inboxCopy.pagerLabel}
      className="mt-6 flex items-center justify-between gap-3 text-sm"
    >
      {list.page > 1 ? (
        <Link
          {...listLink(selectedId, params, { page: list.page - 1 })}
          rel="prev"
          className={cn(link, "-ml-3")}
        >
          {inboxCopy.previousPage}
        </Link>
      ) : (
        <span className="min-w-11" />
      )}
      <span className="text-muted" aria-current="page">
        {inboxCopy.page(list.page, list.pageCount)}
      </span>
      {list.page < list.pageCount ? (
        <Link
          {...listLink(selectedId, params, { page: list.page + 1 })}
          rel="next"
          className={cn(link, "-mr-3")}
        >
          {inboxCopy.nextPage}
        </Link>
      ) : (
        <span className="min-w-11" />
      )}
    </nav>
  );
}
