import { describe, expect, it } from "vitest";
import { storeInquiries, type InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import { recordEvent } from "#app/studio/inbox/inbox.server.ts";
import {
  inquiryOverview,
  lastMonths,
  median,
  monthKey,
} from "#app/studio/overview/overview.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const sources = ["instagram", "recommendation", "google", "returning", "other"];
const now = Date.parse("2026-11-15T12:00:00Z");
const hour = 3600_000;

function setUp(clock = now) {
  const { db } = testDatabase();
  return { db, deps: { db, clock: () => clock } };
}

let counter = 0;
function inquiry(
  db: Database,
  at: string,
  fields: Partial<InquiryRecord> & { stage?: Stage; repliesAfter?: number[] } = {},
) {
  counter += 1;
  const id = `inq-${counter}`;
  const { stage = "new", repliesAfter = [], ...rest } = fields;
  const createdAt = Date.parse(at);
  storeInquiries(db, [
    {
      inquiry: {
        id,
        submissionId: null,
        payloadHash: null,
        createdAt,
        status: "received",
        spamReason: null,
        channel: "api",
        firstName: "Anna",
        lastName: "Müller",
        email: "anna@example.com",
        phone: null,
        package: "lumiere",
        preferredDate: null,
        message: "Hallo",
        source: "instagram",
        installmentInfo: false,
        ...rest,
      },
      mails: [],
    },
  ]);
  db.prepare("UPDATE inquiries SET stage = ? WHERE id = ?").run(stage, id);
  for (const after of repliesAfter) recordEvent(db, id, createdAt + after, "reply_queued", {});
}

describe("months in the studio's time zone", () => {
  it("start at midnight in Berlin, in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(monthKey(Date.parse("2026-10-31T22:59:59Z"))).toBe("2026-10");
    expect(monthKey(Date.parse("2026-10-31T23:00:00Z"))).toBe("2026-11");
    expect(monthKey(Date.parse("2026-03-31T21:59:59Z"))).toBe("2026-03");
    expect(monthKey(Date.parse("2026-03-31T22:00:00Z"))).toBe("2026-04");
    expect(monthKey(Date.parse("2025-12-31T23:00:00Z"))).toBe("2026-01");
  });

  it("are the last twelve, newest first, across a new year", () => {
    expect(lastMonths(now, 12)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
      "2026-06",
      "2026-05",
      "2026-04",
      "2026-03",
      "2026-02",
      "2026-01",
      "2025-12",
    ]);
    // New Year's night, 00:30 in Berlin, is January already.
    expect(lastMonths(Date.parse("2026-12-31T23:30:00Z"), 3)).toEqual([
      "2027-01",
      "2026-12",
      "2026-11",
    ]);
  });
});

describe("the median", () => {
  it("is the middle value, or the mean of the two middle ones, and null for none", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
  });
});

describe("the overview", () => {
  it("of an empty database has twelve empty months and no reply time", () => {
    const { deps } = setUp();
    const overview = inquiryOverview(deps, { sources });
    expect(overview.months).toHaveLength(12);
    expect(overview.months.every((month) => month.total === 0 && month.spam === 0)).toBe(true);
    expect(overview.months[0]).toEqual({
      month: "2026-11",
      total: 0,
      byStage: { new: 0, answered: 0, booked: 0, declined: 0 },
      bySource: { instagram: 0, recommendation: 0, google: 0, returning: 0, other: 0 },
      spam: 0,
    });
    expect(overview.reply).toEqual({ medianMs: null, replied: 0 });
  });

  it("counts inquiries per Berlin month by status and by source, spam apart", () => {
    const { db, deps } = setUp();
    // November in Berlin from its first minute (23:30 UTC on 31 October is 00:30 on 1 November).
    inquiry(db, "2026-10-31T23:30:00Z", { stage: "booked", source: "google" });
    inquiry(db, "2026-11-15T11:59:00Z", { stage: "new", source: "instagram" });
    inquiry(db, "2026-11-02T08:00:00Z", { status: "spam", spamReason: "honeypot" });
    // October: its last minute, and a source the form no longer offers (counted as other).
    inquiry(db, "2026-10-31T22:59:00Z", { stage: "answered", source: "tiktok" });
    inquiry(db, "2026-10-01T00:00:00Z", { stage: "declined", source: "recommendation" });
    // April from 22:00 UTC on 31 March (summer time).
    inquiry(db, "2026-03-31T22:00:00Z", { stage: "booked", source: "returning" });
    inquiry(db, "2026-03-31T21:59:00Z", { stage: "new", source: "instagram" });
    // The oldest month begins at 23:00 UTC on 30 November 2025; anything before is left out.
    inquiry(db, "2025-11-30T23:00:00Z", { stage: "answered", source: "instagram" });
    inquiry(db, "2025-11-30T22:59:00Z", { stage: "booked", source: "instagram" });
    inquiry(db, "2025-06-01T10:00:00Z", { status: "spam" });

    const { months, totals } = inquiryOverview(deps, { sources });
    const byMonth = Object.fromEntries(months.map(({ month, ...row }) => [month, row]));
    expect(byMonth["2026-11"]).toEqual({
      total: 2,
      byStage: { new: 1, answered: 0, booked: 1, declined: 0 },
      bySource: { instagram: 1, recommendation: 0, google: 1, returning: 0, other: 0 },
      spam: 1,
    });
    expect(byMonth["2026-10"]).toMatchObject({
      total: 2,
      byStage: { new: 0, answered: 1, booked: 0, declined: 1 },
      bySource: { instagram: 0, recommendation: 1, google: 0, returning: 0, other: 1 },
      spam: 0,
    });
    expect(byMonth["2026-04"]).toMatchObject({ total: 1, byStage: { booked: 1 } });
    expect(byMonth["2026-03"]).toMatchObject({ total: 1, byStage: { new: 1 } });
    expect(byMonth["2025-12"]).toMatchObject({ total: 1, byStage: { answered: 1 } });
    expect(byMonth["2025-11"]).toBeUndefined();
    expect(totals).toEqual({
      total: 7,
      byStage: { new: 2, answered: 2, booked: 2, declined: 1 },
      bySource: { instagram: 3, recommendation: 1, google: 1, returning: 1, other: 1 },
      spam: 1,
    });
  });

  it("takes the median from each inquiry's first reply, over those that got one", () => {
    const { db, deps } = setUp();
    inquiry(db, "2026-11-10T08:00:00Z", { stage: "answered", repliesAfter: [2 * hour, 30 * hour] });
    inquiry(db, "2026-11-03T08:00:00Z", { stage: "booked", repliesAfter: [5 * hour] });
    inquiry(db, "2026-09-20T08:00:00Z", { stage: "answered", repliesAfter: [26 * hour] });
    inquiry(db, "2026-09-21T08:00:00Z", { stage: "declined", repliesAfter: [50 * hour] });
    // No reply from the studio: set to Beantwortet by hand, or still open.
    inquiry(db, "2026-11-12T08:00:00Z", { stage: "answered" });
    inquiry(db, "2026-11-13T08:00:00Z");
    // Outside the twelve months: not counted.
    inquiry(db, "2025-10-01T08:00:00Z", { repliesAfter: [1000 * hour] });
    expect(inquiryOverview(deps, { sources }).reply).toEqual({
      medianMs: (5 * hour + 26 * hour) / 2,
      replied: 4,
    });
  });
});
