import { cn } from "#app/lib/cn.ts";
import { stageLabels } from "#app/content/studio/inbox.ts";
import { monthShortLabel } from "#app/content/studio/overview.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import type { MonthRow } from "#app/studio/overview/overview.server.ts";

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
export function MonthChart({ months }: { months: MonthRow[] }) {
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
            <span className={cn("size-3", tones[stage])} />
            {stageLabels[stage]}
          </li>
        ))}
      </ul>
    </div>
  );
}
