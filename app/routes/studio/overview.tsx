import { useLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { servicesContext } from "#app/context.server.ts";
import { stageLabels } from "#app/content/studio/inbox.ts";
import { overviewCopy, overviewSources } from "#app/content/studio/overview.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { stages } from "#app/studio/inbox/inbox.ts";
import { inquiryOverview } from "#app/studio/overview/overview.server.ts";
import { Figures } from "#app/studio/overview/ui/figures.tsx";
import { MonthChart } from "#app/studio/overview/ui/month-chart.tsx";
import { MonthTable } from "#app/studio/overview/ui/month-table.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, overviewCopy.title) },
];

export function loader({ context }: Route.LoaderArgs) {
  const { inbox, env } = context.get(servicesContext);
  const overview = inquiryOverview(inbox, {
    months: 12,
    sources: overviewSources.map((source) => source.value),
  });
  return { ...overview, retentionDays: env.RETENTION_DAYS };
}

export default function Overview() {
  const { months, totals, reply, retentionDays } = useLoaderData<typeof loader>();
  const empty = totals.total + totals.spam === 0;

  return (
    <>
      <PageHeader title={overviewCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{overviewCopy.intro}</p>
      </PageHeader>

      <Figures totals={totals} reply={reply} />

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
