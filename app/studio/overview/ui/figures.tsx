import { durationLabel, overviewCopy } from "#app/content/studio/overview.ts";
import { cn } from "#app/lib/cn.ts";
import type { MonthRow } from "#app/studio/overview/overview.server.ts";

// Figures in the sans face: the serif's figures are old-style, and a 1 would read like an I.
const card = "border border-ink/10 bg-white/55 px-4 py-5 sm:px-5";
const figure = "mt-2 text-4xl leading-none";

/** The year in three figures: inquiries (spam apart), bookings, and how fast replies went out. */
export function Figures({
  totals,
  reply,
}: {
  totals: Omit<MonthRow, "month">;
  reply: { medianMs: number | null; replied: number };
}) {
  const bookedShare = totals.total ? Math.round((totals.byStage.booked / totals.total) * 100) : 0;
  return (
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
        <div className={cn(card, "col-span-2 sm:col-span-1")}>
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
  );
}
