/**
 * The studio's overview over the retention window (RETENTION_DAYS: older inquiries are deleted,
 * so there is nothing to count before it): inquiries, bookings, conversion and booked value per
 * month, by source and by package, spam counted apart, and the median time to the first reply.
 *
 * A booking is an inquiry whose current stage is Gebucht. Its value is the package's price when
 * it was booked, as `changeStage` recorded it (the latest booking, if she booked it twice).
 * Bookings from before prices were recorded, and any without one, count with the package's live
 * price, and say so (`livePriced`); a booking whose package has no price at all ("Noch unsicher",
 * a package since removed) adds nothing to the value (`unpriced`).
 *
 * "First reply" is the first reply the owner sent from the studio: the `reply_queued` event,
 * written in the same transaction as the reply mail is queued (reply.server.ts). When the mail
 * was delivered does not count (the owner's part is done when she sends), and inquiries set to
 * Beantwortet by hand, answered by phone or from her mailbox, have no reply time: the studio
 * cannot know when that happened.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import type { Tally } from "#app/studio/overview/conversion.ts";

export type OverviewDeps = { db: Database; clock: () => number };

/** "2026-11": a calendar month in Europe/Berlin. */
export type MonthKey = string;

export type MonthRow = Tally & { month: MonthKey; spam: number };

/** One source or package; `key` is its stored value. */
export type GroupRow = Tally & { key: string };

export type Overview = {
  /** The window's first instant: `days` before now. */
  since: number;
  days: number;
  /** Newest month first, every month the window touches (empty ones included). */
  months: MonthRow[];
  totals: Tally & {
    spam: number;
    /** Bookings valued at today's price: none was recorded when they were booked. */
    livePriced: number;
    /** Bookings with no price at all, left out of the value. */
    unpriced: number;
  };
  /** In the order of `sources`; a value not among them is counted under the last one. */
  bySource: GroupRow[];
  /** The live packages in their order, then any other package found, most inquiries first. */
  byPackage: GroupRow[];
  reply: {
    /** Median milliseconds from inquiry to first reply, over those with a reply; null if none. */
    medianMs: number | null;
    /** Inquiries (not spam) in the window that got a reply from the studio. */
    replied: number;
  };
};

const dayMs = 86_400_000;
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

const monthIndex = (key: MonthKey) => {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return year * 12 + (month - 1);
};

/** The `count` months up to and including the one `now` falls in, newest first. */
export function lastMonths(now: number, count: number): MonthKey[] {
  const newest = monthIndex(monthKey(now));
  return Array.from({ length: count }, (_, back) => {
    const index = newest - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** Every Berlin month from the one `since` falls in to the one `now` falls in, newest first. */
export function monthsSince(since: number, now: number): MonthKey[] {
  return lastMonths(now, monthIndex(monthKey(now)) - monthIndex(monthKey(since)) + 1);
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const emptyTally = (): Tally => ({ inquiries: 0, booked: 0, value: 0 });

type Found = {
  createdAt: number;
  status: string;
  stage: Stage;
  source: string;
  packageId: string;
  firstReplyAt: number | null;
  bookedPrice: unknown;
};

/**
 * The overview of the last `days` days. `sources` lists the sources to count (every other value
 * is counted under the last one, "other"); `packages` are the live release's, with their prices
 * today.
 */
export function inquiryOverview(
  deps: OverviewDeps,
  {
    days,
    sources,
    packages,
  }: {
    days: number;
    sources: readonly string[];
    packages: readonly { id: string; price: number }[];
  },
): Overview {
  const now = deps.clock();
  const since = now - days * dayMs;
  const keys = monthsSince(since, now);
  const rows = new Map(keys.map((month) => [month, { month, ...emptyTally(), spam: 0 }]));
  const totals = { ...emptyTally(), spam: 0, livePriced: 0, unpriced: 0 };
  const bySource = new Map(sources.map((source) => [source, { key: source, ...emptyTally() }]));
  const byPackage = new Map(packages.map(({ id }) => [id, { key: id, ...emptyTally() }]));
  const livePrice = new Map(packages.map(({ id, price }) => [id, price]));
  const fallback = sources.at(-1)!;

  const found = prepared(
    deps.db,
    `SELECT i.created_at AS createdAt, i.status, i.stage, i.source, i.package AS packageId,
       (SELECT min(e.at) FROM inquiry_events e
         WHERE e.inquiry_id = i.id AND e.type = 'reply_queued') AS firstReplyAt,
       CASE WHEN i.stage = 'booked' THEN
         (SELECT json_extract(e.data, '$.price') FROM inquiry_events e
           WHERE e.inquiry_id = i.id AND e.type = 'stage_changed'
             AND json_extract(e.data, '$.to') = 'booked'
           ORDER BY e.at DESC, e.id DESC LIMIT 1)
       END AS bookedPrice
     FROM inquiries i WHERE i.created_at >= ?`,
  ).all(since) as Found[];

  const replyTimes: number[] = [];
  for (const inquiry of found) {
    const row = rows.get(monthKey(inquiry.createdAt));
    if (!row) continue;
    if (inquiry.status === "spam") {
      row.spam += 1;
      totals.spam += 1;
      continue;
    }
    const source = bySource.get(inquiry.source) ?? bySource.get(fallback)!;
    let offer = byPackage.get(inquiry.packageId);
    if (!offer) {
      offer = { key: inquiry.packageId, ...emptyTally() };
      byPackage.set(inquiry.packageId, offer);
    }
    const booked = inquiry.stage === "booked";
    let value = 0;
    if (booked) {
      const recorded = inquiry.bookedPrice;
      if (typeof recorded === "number" && Number.isInteger(recorded) && recorded > 0) {
        value = recorded;
      } else if (livePrice.has(inquiry.packageId)) {
        value = livePrice.get(inquiry.packageId)!;
        totals.livePriced += 1;
      } else {
        totals.unpriced += 1;
      }
    }
    for (const target of [row, totals, source, offer]) {
      target.inquiries += 1;
      if (booked) target.booked += 1;
      target.value += value;
    }
    if (inquiry.firstReplyAt !== null) {
      replyTimes.push(Math.max(0, inquiry.firstReplyAt - inquiry.createdAt));
    }
  }

  const live = packages.length;
  return {
    since,
    days,
    months: keys.map((key) => rows.get(key)!),
    totals,
    bySource: [...bySource.values()],
    byPackage: [
      ...[...byPackage.values()].slice(0, live),
      ...[...byPackage.values()].slice(live).sort((a, b) => b.inquiries - a.inquiries),
    ],
    reply: { medianMs: median(replyTimes), replied: replyTimes.length },
  };
}
