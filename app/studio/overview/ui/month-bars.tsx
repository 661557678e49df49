import { overviewCopy } from "#app/content/studio/overview.ts";
import { formatEuro } from "#app/lib/format.ts";
import { formatMonth } from "#app/studio/ui/format.ts";
import type { MonthRow } from "#app/studio/overview/overview.server.ts";

/**
 * The window's months, newest first, each as a line of words and numbers ("12 Anfragen,
 * 3 gebucht · 1.440 €") over a horizontal bar: the light part the inquiries, the dark part the
 * bookings among them. The words carry everything; the bars are for the eye (hidden from screen
 * readers), and a bar's two parts differ in lightness, not only in hue. Reads at 375 px without
 * sideways scrolling.
 */
export function MonthBars({ months, since }: { months: MonthRow[]; since: string }) {
  const max = Math.max(1, ...months.map((month) => month.inquiries));
  const oldest = months.at(-1)?.month;
  return (
    <div className="mt-6 border border-ink/10 bg-white/45 px-4 py-5 sm:px-6">
      <ul className="space-y-5">
        {months.map((month) => (
          <li key={month.month}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold">
                {formatMonth(month.month)}
                {month.month === oldest && months.length > 1 ? (
                  <span className="font-normal text-muted">
                    {" "}
                    ({overviewCopy.partialMonth(since)})
                  </span>
                ) : null}
              </span>
              <span className="text-muted tabular-nums">
                {overviewCopy.monthLine(month.inquiries, month.booked)}
                {month.value ? ` · ${formatEuro(month.value)}` : ""}
              </span>
            </p>
            <div aria-hidden="true" className="relative mt-2 h-3 bg-ink/5">
              <div
                className="absolute inset-y-0 left-0 bg-blush"
                style={{ width: `${(month.inquiries / max) * 100}%` }}
              />
              <div
                className="absolute inset-y-0 left-0 bg-ink"
                style={{ width: `${(month.booked / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <ul
        aria-hidden="true"
        className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-t border-ink/10 pt-4 text-xs text-muted"
      >
        <li className="flex items-center gap-2">
          <span className="h-3 w-5 bg-blush" />
          {overviewCopy.byMonthLegend.inquiries}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-3 w-5 bg-ink" />
          {overviewCopy.byMonthLegend.booked}
        </li>
      </ul>
    </div>
  );
}
