import { useLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { servicesContext, siteContentContext } from "#app/context.server.ts";
import { packageChoices } from "#app/content/packages.ts";
import { overviewCopy, overviewSources } from "#app/content/studio/overview.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { inquiryOverview } from "#app/studio/overview/overview.server.ts";
import { BreakdownTable } from "#app/studio/overview/ui/breakdown-table.tsx";
import { Figures } from "#app/studio/overview/ui/figures.tsx";
import { MonthBars } from "#app/studio/overview/ui/month-bars.tsx";
import { formatLongDate } from "#app/studio/ui/format.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, overviewCopy.title) },
];

/** Beyond two years the overview stops: a longer RETENTION_DAYS would make it a long scroll. */
const maxDays = 730;

export function loader({ context }: Route.LoaderArgs) {
  const { inbox, env } = context.get(servicesContext);
  const items = context.get(siteContentContext).home.packages.items;
  const overview = inquiryOverview(inbox, {
    days: Math.min(env.RETENTION_DAYS, maxDays),
    sources: overviewSources.map((source) => source.value),
    packages: items.map(({ id, price }) => ({ id, price })),
  });
  const packageLabels = Object.fromEntries(
    packageChoices(items).map((choice) => [choice.value, choice.label]),
  );
  return { ...overview, packageLabels, retentionDays: env.RETENTION_DAYS };
}

export default function Overview() {
  const { days, since, months, totals, bySource, byPackage, reply, packageLabels, retentionDays } =
    useLoaderData<typeof loader>();
  const sourceLabels = Object.fromEntries(overviewSources.map((s) => [s.value, s.label]));
  const empty = totals.inquiries + totals.spam === 0;
  // One piece on a narrow screen: "Sa., 30. Mai 2026" does not break after its day.
  const sinceLabel = formatLongDate(since).replaceAll(" ", "\u00a0");

  return (
    <>
      <PageHeader title={overviewCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">
          {overviewCopy.intro(days, sinceLabel)}
        </p>
      </PageHeader>

      <Figures days={days} totals={totals} reply={reply} />

      {empty ? (
        <p className="mt-12 font-serif text-2xl text-muted">{overviewCopy.empty(days)}</p>
      ) : (
        <>
          <section aria-labelledby="by-month" className="mt-14">
            <h2 id="by-month" className="text-3xl">
              {overviewCopy.byMonthHeading}
            </h2>
            <MonthBars months={months} since={sinceLabel} />
          </section>
          <BreakdownTable
            id="by-source"
            heading={overviewCopy.bySourceHeading}
            nameColumn={overviewCopy.columns.source}
            rows={bySource.map((row) => ({ ...row, label: sourceLabels[row.key] ?? row.key }))}
            totals={totals}
          />
          <BreakdownTable
            id="by-package"
            heading={overviewCopy.byPackageHeading}
            nameColumn={overviewCopy.columns.package}
            rows={byPackage.map((row) => ({ ...row, label: packageLabels[row.key] ?? row.key }))}
            totals={totals}
          />
        </>
      )}
      <div className="mt-8 max-w-2xl space-y-2 text-sm leading-relaxed text-muted">
        {totals.livePriced ? <p>{overviewCopy.livePricedNote(totals.livePriced)}</p> : null}
        {totals.unpriced ? <p>{overviewCopy.unpricedNote(totals.unpriced)}</p> : null}
        {empty ? null : <p>{overviewCopy.spamNote}</p>}
        <p>{overviewCopy.retention(retentionDays)}</p>
      </div>
    </>
  );
}
