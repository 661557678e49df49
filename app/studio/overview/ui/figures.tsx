import { durationLabel, overviewCopy } from "#app/content/studio/overview.ts";
import { formatEuro } from "#app/lib/format.ts";
import { conversion } from "#app/studio/overview/conversion.ts";
import type { Overview } from "#app/studio/overview/overview.server.ts";

// Figures in the sans face: the serif's figures are old-style, and a 1 would read like an I.
const card = "border border-ink/10 bg-white/55 px-4 py-5 sm:px-5";
const figure = "mt-2 text-4xl leading-none tabular-nums";
const note = "mt-2 text-xs leading-snug text-muted";

/** The window in four figures: inquiries (spam apart), bookings, their value, reply time. */
export function Figures({ days, totals, reply }: Pick<Overview, "days" | "totals" | "reply">) {
  const share = conversion(totals);
  return (
    <section aria-labelledby="figures" className="mt-10">
      <h2 id="figures" className="sr-only">
        {overviewCopy.window(days)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className={card}>
          <dt className="text-sm text-muted">{overviewCopy.figures.inquiries}</dt>
          <dd className={figure}>{totals.inquiries}</dd>
          {totals.spam ? <dd className={note}>{overviewCopy.spamBesides(totals.spam)}</dd> : null}
        </div>
        <div className={card}>
          <dt className="text-sm text-muted">{overviewCopy.figures.booked}</dt>
          <dd className={figure}>{totals.booked}</dd>
          {share !== null ? <dd className={note}>{overviewCopy.conversionOf(share)}</dd> : null}
        </div>
        <div className={card}>
          <dt className="text-sm text-muted">{overviewCopy.figures.value}</dt>
          <dd className="mt-2 text-3xl leading-none whitespace-nowrap tabular-nums">
            {formatEuro(totals.value)}
            {totals.livePriced ? <span className="text-muted">*</span> : null}
          </dd>
          <dd className={note}>{overviewCopy.valueHint}</dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-muted">{overviewCopy.figures.median}</dt>
          {reply.medianMs === null ? (
            <dd className="mt-3 font-serif text-2xl leading-tight text-muted">
              {overviewCopy.medianNone}
            </dd>
          ) : (
            <>
              <dd className="mt-2 text-xl leading-tight">{durationLabel(reply.medianMs)}</dd>
              <dd className={note}>{overviewCopy.medianSuffix}</dd>
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
