import { useLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { servicesContext } from "#app/context.server.ts";
import { stageLabels } from "#app/content/studio/inbox.ts";
import {
  durationLabel,
  monthLabel,
  monthShortLabel,
  overviewCopy,
  overviewSources,
} from "#app/content/studio/overview.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { stages, type Stage } from "#app/studio/inbox/inbox.ts";
import { inquiryOverview, type MonthRow } from "#app/studio/overview/overview.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(overviewCopy.title) }];

export function loader({ context }: Route.LoaderArgs) {
  const { inbox, env } = context.get(servicesContext);
  const overview = inquiryOverview(inbox, {
    months: 12,
    sources: overviewSources.map((source) => source.value),
  });
  return { ...overview, retentionDays: env.RETENTION_DAYS };
}

// The chart's tones, one per stage (the tables carry the numbers and the words).
const tones: Record<Stage, string> = {
  booked: "bg-ink",
  answered: "bg-accent",
  new: "bg-blush",
  declined: "bg-ink/15",
};
const stackOrder: Stage[] = ["booked", "answered", "new", "declined"];

/**
 * Twelve months as columns, oldest on the left, each stacked by status. A picture of the table
 * below for sighted readers, so it is hidden from assistive technology, which reads the tables.
 */
function MonthChart({ months }: { months: MonthRow[] }) {
  const chronological = [...months].reverse();
  const max = Math.max(1, ...chronological.map((month) => month.total));
  return (
    <div
      aria-hidden="true"
      className="mt-6 border border-ink/10 bg-white/45 px-4 pt-6 pb-4 sm:px-6"
    >
      <div className="flex h-36 items-end gap-1.5 sm:gap-3">
        {chronological.map((month) => (
          <div key={month.month} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            <span className="mb-1 text-center text-[0.7rem] text-muted">{month.total || ""}</span>
            <div
              className="flex flex-col-reverse overflow-hidden"
              style={{ height: `${(month.total / max) * 100}%` }}
            >
              {stackOrder.map((stage) =>
                month.byStage[stage] ? (
                  <div
                    key={stage}
                    className={tones[stage]}
                    style={{ height: `${(month.byStage[stage] / month.total) * 100}%` }}
                  />
                ) : null,
              )}
            </div>
            {month.total === 0 ? <div className="h-px bg-ink/15" /> : null}
          </div>
        ))}
      </div>
      <div className="mt-2 flex gap-1.5 border-t border-ink/15 pt-2 sm:gap-3">
        {chronological.map((month) => (
          <span
            key={month.month}
            className="min-w-0 flex-1 truncate text-center text-[0.65rem] text-muted sm:text-xs"
          >
            {monthShortLabel(month.month)}
          </span>
        ))}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted">
        {stackOrder.map((stage) => (
          <li key={stage} className="flex items-center gap-2">
            <span className={`size-3 ${tones[stage]}`} />
            {stageLabels[stage]}
          </li>
        ))}
      </ul>
    </div>
  );
}

// Figures in the sans face: the serif's figures are old-style, and a 1 would read like an I.
const card = "border border-ink/10 bg-white/55 px-4 py-5 sm:px-5";
const figure = "mt-2 text-4xl leading-none";
const cell = "px-2 py-3 text-right sm:px-3";
const headCell = "px-2 pb-3 text-right align-bottom text-sm font-semibold sm:px-3";

/**
 * A table of months: the month in the first column (a row header, kept in view while the table
 * scrolls sideways on a phone), one column per `columns`, then the sum and the spam apart.
 */
function MonthTable({
  id,
  caption,
  months,
  totals,
  columns,
}: {
  id: string;
  caption: string;
  months: MonthRow[];
  totals: Omit<MonthRow, "month">;
  columns: { label: string; count: (row: Omit<MonthRow, "month">) => number }[];
}) {
  const row = (
    label: React.ReactNode,
    key: string,
    values: Omit<MonthRow, "month">,
    strong = false,
  ) => (
    <tr
      key={key}
      className={strong ? "border-t-2 border-ink/30 font-semibold" : "border-t border-ink/10"}
    >
      <th
        scope="row"
        className="sticky left-0 bg-cream py-3 pr-3 text-left font-normal whitespace-nowrap"
      >
        {strong ? <span className="font-semibold">{label}</span> : label}
      </th>
      {columns.map((column) => (
        <td key={column.label} className={`${cell} ${column.count(values) ? "" : "text-muted/70"}`}>
          {column.count(values)}
        </td>
      ))}
      <td className={`${cell} ${values.total ? "font-semibold" : "text-muted/70"}`}>
        {values.total}
      </td>
      <td className={`${cell} border-l border-ink/10 text-muted`}>{values.spam}</td>
    </tr>
  );
  return (
    <>
      {/* The visible title stays put while the table scrolls sideways; the caption names it. */}
      <h2 aria-hidden="true" className="text-3xl">
        {caption}
      </h2>
      <p className="mt-2 text-sm text-muted sm:hidden">{overviewCopy.swipeHint}</p>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="-mx-5 mt-4 overflow-x-auto px-5 sm:mx-0 sm:px-0"
      >
        <table className="w-full border-collapse text-[0.95rem]">
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-cream pr-3 pb-3 text-left text-sm font-semibold align-bottom"
              >
                {overviewCopy.month}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={headCell}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className={headCell}>
                {overviewCopy.total}
              </th>
              <th
                scope="col"
                className={`${headCell} border-l border-ink/10 font-normal text-muted`}
              >
                {overviewCopy.spam}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) =>
              row(
                <>
                  <span className="sm:hidden">{monthShortLabel(month.month, true)}</span>
                  <span className="hidden sm:inline">{monthLabel(month.month)}</span>
                </>,
                month.month,
                month,
              ),
            )}
          </tbody>
          <tfoot>{row(overviewCopy.sumRow, "sum", totals, true)}</tfoot>
        </table>
      </div>
    </>
  );
}

export default function Overview() {
  const { months, totals, reply, retentionDays } = useLoaderData<typeof loader>();
  const empty = totals.total + totals.spam === 0;
  const bookedShare = totals.total ? Math.round((totals.byStage.booked / totals.total) * 100) : 0;

  return (
    <>
      <PageHeader title={overviewCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{overviewCopy.intro}</p>
      </PageHeader>

      <section aria-labelledby="figures" className="mt-10">
        <h2 id="figures" className="sr-only">
          {overviewCopy.figuresLabel}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className={card}>
            <dt className="text-sm text-muted">{overviewCopy.figures.inquiries}</dt>
            <dd className={figure}>{totals.total}</dd>
            {totals.spam ? (
              <dd className="mt-2 text-xs text-muted">{overviewCopy.spamBesides(totals.spam)}</dd>
            ) : null}
          </div>
          <div className={card}>
            <dt className="text-sm text-muted">{overviewCopy.figures.booked}</dt>
            <dd className={figure}>{totals.byStage.booked}</dd>
            {totals.total ? (
              <dd className="mt-2 text-xs text-muted">{overviewCopy.bookedShare(bookedShare)}</dd>
            ) : null}
          </div>
          <div className={`${card} col-span-2 sm:col-span-1`}>
            <dt className="text-sm text-muted">{overviewCopy.figures.median}</dt>
            {reply.medianMs === null ? (
              <dd className="mt-3 font-serif text-2xl leading-tight text-muted">
                {overviewCopy.medianNone}
              </dd>
            ) : (
              <>
                <dd className="mt-3 text-2xl leading-tight">{durationLabel(reply.medianMs)}</dd>
                <dd className="mt-2 text-xs text-muted">{overviewCopy.medianSuffix}</dd>
              </>
            )}
          </div>
        </dl>
        <p className="mt-4 max-w-2xl text-sm leading-relaxed text-muted">
          {reply.medianMs === null
            ? overviewCopy.medianHintNone
            : overviewCopy.medianHint(reply.replied)}
        </p>
      </section>

      {empty ? (
        <p className="mt-12 font-serif text-2xl text-muted">{overviewCopy.empty}</p>
      ) : (
        <>
          <section aria-labelledby="chart" className="mt-14">
            <h2 id="chart" className="text-3xl">
              {overviewCopy.chartHeading}
            </h2>
            <MonthChart months={months} />
          </section>
          <div className="mt-14">
            <MonthTable
              id="by-status"
              caption={overviewCopy.byStatusCaption}
              months={months}
              totals={totals}
              columns={stages.map((stage) => ({
                label: stageLabels[stage],
                count: (row) => row.byStage[stage],
              }))}
            />
          </div>
          <div className="mt-14">
            <MonthTable
              id="by-source"
              caption={overviewCopy.bySourceCaption}
              months={months}
              totals={totals}
              columns={overviewSources.map((source) => ({
                label: source.label,
                count: (row) => row.bySource[source.value] ?? 0,
              }))}
            />
          </div>
          <p className="mt-6 text-sm text-muted">{overviewCopy.spamNote}</p>
        </>
      )}
      {retentionDays < 365 ? (
        <p className="mt-4 text-sm text-muted">{overviewCopy.retention(retentionDays)}</p>
      ) : null}
    </>
  );
}
