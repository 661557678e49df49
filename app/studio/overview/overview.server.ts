/**
 * The studio's overview: inquiries per month (the last 12, in the studio's time zone) by source
 * and by status, spam counted apart, and the median time from an inquiry to its first reply.
 *
 * "First reply" is the first reply the owner sent from the studio: the `reply_queued` event,
 * written in the same transaction as the reply mail is queued (reply.server.ts). When the mail
 * was delivered does not count (the owner's part is done when she sends), and inquiries set to
 * Beantwortet by hand, answered by phone or from her mailbox, have no reply time: the studio
 * cannot know when that happened.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";
import { stages, type Stage } from "#app/studio/inbox/inbox.ts";

export type OverviewDeps = { db: Database; clock: () => number };

/** "2026-11": a calendar month in Europe/Berlin. */
export type MonthKey = string;

export type MonthRow = {
  month: MonthKey;
  /** Inquiries that are not spam. */
  total: number;
  byStage: Record<Stage, number>;
  bySource: Record<string, number>;
  spam: number;
};

export type Overview = {
  /** Newest month first, always `months` of them (empty months included). */
  months: MonthRow[];
  totals: Omit<MonthRow, "month">;
  reply: {
    /** Median milliseconds from inquiry to first reply, over those with a reply; null if none. */
    medianMs: number | null;
    /** Inquiries (not spam) in these months that got a reply from the studio. */
    replied: number;
  };
};

const zone = "Europe/Berlin";
const monthOf = new Intl.DateTimeFormat("en-CA", {
  timeZone: zone,
  year: "numeric",
  month: "2-digit",
});

/** The Berlin calendar month an instant falls in. */
export function monthKey(at: number): MonthKey {
  const parts = monthOf.formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part("year")}-${part("month")}`;
}

/** The `count` months up to and including the one `now` falls in, newest first. */
export function lastMonths(now: number, count: number): MonthKey[] {
  const [year, month] = monthKey(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const emptyStages = () =>
  Object.fromEntries(stages.map((stage) => [stage, 0])) as Record<Stage, number>;

/**
 * The overview of the last `months` months. `sources` lists the sources to count (every other
 * value is counted under the last one, "other"), so every month row has every column.
 */
export function inquiryOverview(
  deps: OverviewDeps,
  { months = 12, sources }: { months?: number; sources: readonly string[] },
): Overview {
  const keys = lastMonths(deps.clock(), months);
  const emptyRow = (): Omit<MonthRow, "month"> => ({
    total: 0,
    byStage: emptyStages(),
    bySource: Object.fromEntries(sources.map((source) => [source, 0])),
    spam: 0,
  });
  const rows = new Map(keys.map((month) => [month, { month, ...emptyRow() }]));
  const totals = emptyRow();
  const fallback = sources.at(-1)!;

  // 31 days per month and one more reach back before the oldest month's first day in any case;
  // what falls outside the months is skipped below, by its Berlin month.
  const since = deps.clock() - (months + 1) * 31 * 86_400_000;
  const found = prepared(
    deps.db,
    `SELECT i.created_at AS createdAt, i.status, i.stage, i.source,
       (SELECT min(e.at) FROM inquiry_events e
         WHERE e.inquiry_id = i.id AND e.type = 'reply_queued') AS firstReplyAt
     FROM inquiries i WHERE i.created_at >= ?`,
  ).all(since) as {
    createdAt: number;
    status: string;
    stage: Stage;
    source: string;
    firstReplyAt: number | null;
  }[];

  const replyTimes: number[] = [];
  for (const inquiry of found) {
    const row = rows.get(monthKey(inquiry.createdAt));
    if (!row) continue;
    if (inquiry.status === "spam") {
      row.spam += 1;
      totals.spam += 1;
      continue;
    }
    const source = sources.includes(inquiry.source) ? inquiry.source : fallback;
    for (const target of [row, totals]) {
      target.total += 1;
      target.byStage[inquiry.stage] += 1;
      target.bySource[source]! += 1;
    }
    if (inquiry.firstReplyAt !== null) {
      replyTimes.push(Math.max(0, inquiry.firstReplyAt - inquiry.createdAt));
    }
  }

  return {
    months: keys.map((key) => rows.get(key)!),
    totals,
    reply: { medianMs: median(replyTimes), replied: replyTimes.length },
  };
}
