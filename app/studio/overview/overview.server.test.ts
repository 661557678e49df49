import { describe, expect, it } from "vitest";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import { recordEvent } from "#app/studio/inbox/inbox.server.ts";
import { changeStage } from "#app/studio/inbox/workflow.server.ts";
import { conversion } from "#app/studio/overview/conversion.ts";
import {
  inquiryOverview,
  lastMonths,
  median,
  monthKey,
  monthsSince,
} from "#app/studio/overview/overview.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const sources = ["instagram", "recommendation", "google", "returning", "other"];
const packages = [
  { id: "essence", price: 250 },
  { id: "lumiere", price: 480 },
  { id: "signature", price: 790 },
];
const options = { days: 180, sources, packages };
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
  storedInquiry(db, { id, createdAt, ...rest });
  db.prepare("UPDATE inquiries SET stage = ? WHERE id = ?").run(stage, id);
  for (const after of repliesAfter) recordEvent(db, id, createdAt + after, "reply_queued", {});
  return id;
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

describe("the window's months", () => {
  it("are every Berlin month the window touches, newest first", () => {
    // 180 days before 15 November 2026, 12:00 UTC is 19 May: May to November, seven months.
    expect(monthsSince(now - 180 * 86_400_000, now)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
      "2026-06",
      "2026-05",
    ]);
    expect(monthsSince(now - 86_400_000, now)).toEqual(["2026-11"]);
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
  it("of an empty database has the window's empty months and no reply time", () => {
    const { deps } = setUp();
    const overview = inquiryOverview(deps, options);
    expect(overview.since).toBe(now - 180 * 86_400_000);
    expect(overview.months.map((row) => row.month)).toEqual(monthsSince(overview.since, now));
    expect(overview.months[0]).toEqual({
      month: "2026-11",
      inquiries: 0,
      booked: 0,
      value: 0,
      spam: 0,
    });
    expect(overview.totals).toEqual({
      inquiries: 0,
      booked: 0,
      value: 0,
      spam: 0,
      livePriced: 0,
      unpriced: 0,
    });
    expect(overview.bySource.map((row) => row.key)).toEqual(sources);
    expect(overview.byPackage.map((row) => row.key)).toEqual(["essence", "lumiere", "signature"]);
    expect(overview.reply).toEqual({ medianMs: null, replied: 0 });
  });

  it("counts inquiries and bookings per Berlin month, by source and by package, spam apart", () => {
    const { db, deps } = setUp();
    // November in Berlin from its first minute (23:30 UTC on 31 October is 00:30 on 1 November).
    inquiry(db, "2026-10-31T23:30:00Z", { stage: "booked", source: "google", package: "essence" });
    inquiry(db, "2026-11-15T11:59:00Z", { stage: "new", source: "instagram" });
    inquiry(db, "2026-11-02T08:00:00Z", { status: "spam", spamReason: "honeypot" });
    // October: its last minute, and a source the form no longer offers (counted as other).
    inquiry(db, "2026-10-31T22:59:00Z", { stage: "answered", source: "tiktok" });
    inquiry(db, "2026-10-01T00:00:00Z", { stage: "declined", source: "recommendation" });
    inquiry(db, "2026-10-02T00:00:00Z", { stage: "booked", source: "instagram" });
    // The window's first instant (19 May, 12:00 UTC) is in; a minute earlier is out.
    inquiry(db, "2026-05-19T12:00:00Z", {
      stage: "booked",
      source: "returning",
      package: "unsure",
    });
    inquiry(db, "2026-05-19T11:59:00Z", { stage: "booked", source: "instagram" });
    inquiry(db, "2026-04-01T10:00:00Z", { status: "spam" });

    const overview = inquiryOverview(deps, options);
    const byMonth = Object.fromEntries(overview.months.map(({ month, ...row }) => [month, row]));
    expect(overview.months).toHaveLength(7);
    expect(byMonth["2026-11"]).toEqual({ inquiries: 2, booked: 1, value: 250, spam: 1 });
    expect(byMonth["2026-10"]).toEqual({ inquiries: 3, booked: 1, value: 480, spam: 0 });
    expect(byMonth["2026-05"]).toEqual({ inquiries: 1, booked: 1, value: 0, spam: 0 });
    expect(byMonth["2026-04"]).toBeUndefined();
    // Booked before prices were recorded: the live price; "Noch unsicher" has none.
    expect(overview.totals).toEqual({
      inquiries: 6,
      booked: 3,
      value: 730,
      spam: 1,
      livePriced: 2,
      unpriced: 1,
    });
    expect(Object.fromEntries(overview.bySource.map(({ key, ...row }) => [key, row]))).toEqual({
      instagram: { inquiries: 2, booked: 1, value: 480 },
      recommendation: { inquiries: 1, booked: 0, value: 0 },
      google: { inquiries: 1, booked: 1, value: 250 },
      returning: { inquiries: 1, booked: 1, value: 0 },
      other: { inquiries: 1, booked: 0, value: 0 },
    });
    expect(overview.byPackage).toEqual([
      { key: "essence", inquiries: 1, booked: 1, value: 250 },
      { key: "lumiere", inquiries: 4, booked: 1, value: 480 },
      { key: "signature", inquiries: 0, booked: 0, value: 0 },
      { key: "unsure", inquiries: 1, booked: 1, value: 0 },
    ]);
    expect(conversion(overview.totals)).toBe(50);
    expect(overview.bySource.map(conversion)).toEqual([50, 0, 100, 100, 0]);
    expect(conversion(overview.byPackage[2]!)).toBeNull();
  });

  it("values a booking at its package's price when it was booked, not at today's", () => {
    const { db, deps } = setUp();
    const prices: Record<string, number> = { lumiere: 480, signature: 790 };
    const workflow = { db, clock: () => now, packagePrice: (id: string) => prices[id] ?? null };
    const early = inquiry(db, "2026-09-01T08:00:00Z", { package: "lumiere" });
    const twice = inquiry(db, "2026-09-02T08:00:00Z", { package: "signature" });
    changeStage(workflow, early, "booked");
    changeStage(workflow, twice, "booked");
    // Prices went up; the second one was un-booked and booked again at the new price.
    prices.lumiere = 520;
    prices.signature = 850;
    changeStage(workflow, twice, "answered");
    changeStage(workflow, twice, "booked");
    // Booked, then declined: no booking, whatever was recorded.
    const dropped = inquiry(db, "2026-09-03T08:00:00Z", { package: "lumiere" });
    changeStage(workflow, dropped, "booked");
    changeStage(workflow, dropped, "declined");

    const live = [
      { id: "lumiere", price: 520 },
      { id: "signature", price: 850 },
    ];
    const overview = inquiryOverview(deps, { ...options, packages: live });
    expect(overview.totals).toMatchObject({
      inquiries: 3,
      booked: 2,
      value: 480 + 850,
      livePriced: 0,
      unpriced: 0,
    });
    expect(overview.byPackage).toEqual([
      { key: "lumiere", inquiries: 2, booked: 1, value: 480 },
      { key: "signature", inquiries: 1, booked: 1, value: 850 },
    ]);
    expect(overview.months.find((row) => row.month === "2026-09")).toMatchObject({
      inquiries: 3,
      booked: 2,
      value: 1330,
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
    // Outside the window: not counted.
    inquiry(db, "2026-05-01T08:00:00Z", { repliesAfter: [1000 * hour] });
    expect(inquiryOverview(deps, options).reply).toEqual({
      medianMs: (5 * hour + 26 * hour) / 2,
      replied: 4,
    });
  });
});
