import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import {
  calendarFeed,
  hasFeedAddress,
  hashStoredFeedToken,
  isFeedToken,
  newFeedToken,
  setFeedShowsNames,
} from "#app/studio/calendar/calendar-feed.server.ts";
import { changeStage } from "#app/studio/inbox/workflow.server.ts";
import {
  blockDays,
  bookedDays,
  dayStatus,
  freeDays,
  isDayTaken,
  publicWindow,
  setWeeklyDaysOff,
  takenDays,
  weeklyDaysOff,
} from "#app/availability/availability.server.ts";
import {
  addMonthsIso,
  daysBetween,
  isRealIsoDay,
  todayInBerlin,
  weekdayOf,
  weekdaysBetween,
} from "#app/availability/days.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

// 23:30 on 30 November in Berlin is already 1 December there, still 30 November in UTC.
const now = Date.parse("2026-11-30T23:30:00Z");

function setUp() {
  const { db } = testDatabase();
  return db;
}

const annegret = {
  firstName: "Annegret",
  lastName: "Vogelsang",
  email: "annegret@example.com",
  phone: "+49 170 1234567",
  message: "Ein ganz persönlicher Wunsch",
};

function store(
  db: Database,
  id: string,
  preferredDate: string | null,
  extra: Partial<InquiryRecord> = {},
) {
  storedInquiry(db, { id, createdAt: now, ...annegret, preferredDate, ...extra });
}

describe("days", () => {
  it("counts in calendar days, across months, years and leap days", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(daysBetween("2027-01-02", "2027-01-01")).toEqual([]);
    expect(addMonthsIso("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsIso("2026-12-01", 12)).toBe("2027-12-01");
    expect(isRealIsoDay("2028-02-29")).toBe(true);
    expect(isRealIsoDay("2027-02-29")).toBe(false);
    expect(isRealIsoDay("2027-1-2")).toBe(false);
    expect(todayInBerlin(now)).toBe("2026-12-01");
  });
});

describe("taken days", () => {
  it("are the days the owner blocked, single days and ranges, until she frees them", () => {
    const db = setUp();
    expect(blockDays(db, "2026-12-24", "2026-12-26", now)).toBe(3);
    expect(blockDays(db, "2026-12-26", "2026-12-27", now)).toBe(1);
    expect(blockDays(db, "2027-03-01", "2027-03-01", now)).toBe(1);
    expect(takenDays(db, "2026-12-01", "2027-12-01")).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2027-03-01",
    ]);
    expect(freeDays(db, "2026-12-25", "2026-12-26")).toBe(2);
    expect(takenDays(db, "2026-12-01", "2027-12-01")).toEqual([
      "2026-12-24",
      "2026-12-27",
      "2027-03-01",
    ]);
  });

  it("include the date of an inquiry set to Gebucht, and free it when the status changes back", () => {
    const db = setUp();
    store(db, "booked", "12.03.2027");
    store(db, "other", "13.03.2027");
    store(db, "no-date", null);
    const deps = { db, clock: () => now };
    expect(isDayTaken(db, "2027-03-12")).toBe(false);
    expect(changeStage(deps, "booked", "booked").ok).toBe(true);
    expect(changeStage(deps, "no-date", "booked").ok).toBe(true);
    expect(isDayTaken(db, "2027-03-12")).toBe(true);
    expect(isDayTaken(db, "2027-03-13")).toBe(false);
    expect(takenDays(db, "2026-12-01", "2027-12-01")).toEqual(["2027-03-12"]);
    expect(changeStage(deps, "booked", "answered").ok).toBe(true);
    expect(isDayTaken(db, "2027-03-12")).toBe(false);
  });

  it("are offered to the public from today in Berlin for 12 months", () => {
    const db = setUp();
    const { from, to } = publicWindow(now);
    expect({ from, to }).toEqual({ from: "2026-12-01", to: "2027-12-01" });
    blockDays(db, "2026-11-30", "2026-12-01", now);
    blockDays(db, "2027-12-01", "2027-12-02", now);
    expect(takenDays(db, from, to)).toEqual(["2026-12-01", "2027-12-01"]);
  });
});

describe("the calendar feed", () => {
  function parse(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
      };
    });
  }

  const site = { now, siteOrigin: "https://atelier.example", studioName: "Atelier Mustermann" };

  it("has one all-day event per booking, and nothing about the client by default", () => {
    const db = setUp();
    store(db, "booked-1", "12.03.2027");
    store(db, "booked-2", "24.12.2026", { package: "signature" });
    store(db, "new", "15.03.2027");
    const deps = { db, clock: () => now };
    changeStage(deps, "booked-1", "booked");
    changeStage(deps, "booked-2", "booked");
    blockDays(db, "2027-01-01", "2027-01-02", now);
    const text = calendarFeed(db, site);
    expect(parse(text)).toEqual([
      {
        uid: "booked-2@atelier.example",
        summary: "Shooting – Intime Signature",
        description: null,
        start: "2026-12-24",
        allDay: true,
      },
      {
        uid: "booked-1@atelier.example",
        summary: "Shooting – Lumière",
        description: null,
        start: "2027-03-12",
        allDay: true,
      },
    ]);
    for (const personal of ["Annegret", "Vogelsang", "annegret@", "1234567", "persönlich"]) {
      expect(text).not.toContain(personal);
    }
    expect(bookedDays(db, "2026-01-01", "2028-01-01")).toHaveLength(2);
  });

  it("shows the client's name and message only when the owner switches that on", () => {
    const db = setUp();
    store(db, "booked-1", "12.03.2027");
    changeStage({ db, clock: () => now }, "booked-1", "booked");
    setFeedShowsNames(db, true);
    expect(parse(calendarFeed(db, site))).toMatchObject([
      {
        summary: "Shooting – Lumière – Annegret Vogelsang",
        description: "Ein ganz persönlicher Wunsch",
      },
    ]);
  });

  it("opens with its token only, and a new token turns the old one off", () => {
    const db = setUp();
    expect(hasFeedAddress(db)).toBe(false);
    const first = newFeedToken(db);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(hasFeedAddress(db)).toBe(true);
    expect(isFeedToken(db, first)).toBe(true);
    expect(isFeedToken(db, null)).toBe(false);
    expect(isFeedToken(db, first.slice(1))).toBe(false);
    const second = newFeedToken(db);
    expect(second).not.toBe(first);
    expect(isFeedToken(db, first)).toBe(false);
    expect(isFeedToken(db, second)).toBe(true);
  });

  it("keeps only the token's hash, and hashes a token an earlier release stored in the clear", () => {
    const db = setUp();
    const token = newFeedToken(db);
    const stored = () => JSON.stringify(db.prepare("SELECT * FROM studio_settings").all());
    expect(stored()).not.toContain(token);
    const earlier = "a".repeat(43);
    db.prepare("INSERT INTO studio_settings (key, value) VALUES ('calendar_feed_token', ?)").run(
      earlier,
    );
    hashStoredFeedToken(db);
    expect(stored()).not.toContain(earlier);
    expect(isFeedToken(db, earlier)).toBe(true);
    expect(isFeedToken(db, token)).toBe(false);
  });
});

describe("dayStatus", () => {
  it("tells free, blocked, booked by another inquiry and past days apart", () => {
    const db = setUp();
    store(db, "a", "10.12.2026");
    store(db, "b", "10.12.2026");
    changeStage({ db, clock: () => now }, "a", "booked");
    blockDays(db, "2026-12-11", "2026-12-11", now);
    expect(dayStatus(db, "2026-12-10", { now, exceptInquiryId: "b" })).toEqual({
      state: "booked",
      inquiryId: "a",
      firstName: "Annegret",
      lastName: "Vogelsang",
    });
    // Her own booking does not conflict with herself.
    expect(dayStatus(db, "2026-12-10", { now, exceptInquiryId: "a" })).toEqual({ state: "free" });
    expect(dayStatus(db, "2026-12-11", { now })).toEqual({ state: "blocked" });
    expect(dayStatus(db, "2026-12-12", { now })).toEqual({ state: "free" });
    // 30 November is already past in Berlin at this moment.
    expect(dayStatus(db, "2026-11-30", { now })).toEqual({ state: "past" });
  });
});

describe("recurring days off", () => {
  it("finds a range's weekdays by stepping weeks", () => {
    expect(weekdayOf("2026-12-27")).toBe(0);
    expect(weekdayOf("1970-01-01")).toBe(4);
    expect(weekdaysBetween("2026-12-01", "2026-12-31", [0, 6])).toEqual([
      "2026-12-05",
      "2026-12-06",
      "2026-12-12",
      "2026-12-13",
      "2026-12-19",
      "2026-12-20",
      "2026-12-26",
      "2026-12-27",
    ]);
    expect(weekdaysBetween("2026-12-27", "2026-12-27", [0])).toEqual(["2026-12-27"]);
    expect(weekdaysBetween("2026-12-28", "2026-12-30", [0])).toEqual([]);
  });

  it("are stored as weekdays, replaced as a set, and count as taken and blocked", () => {
    const db = setUp();
    expect(weeklyDaysOff(db)).toEqual([]);
    setWeeklyDaysOff(db, [0, 6, 9], now);
    expect(weeklyDaysOff(db)).toEqual([0, 6]);
    setWeeklyDaysOff(db, [0], now);
    expect(weeklyDaysOff(db)).toEqual([0]);

    const { from, to } = publicWindow(now);
    const taken = takenDays(db, from, to);
    expect(taken.length).toBeGreaterThanOrEqual(52);
    expect(taken.every((day) => weekdayOf(day) === 0)).toBe(true);
    expect(isDayTaken(db, "2026-12-27")).toBe(true);
    expect(isDayTaken(db, "2026-12-28")).toBe(false);
    expect(dayStatus(db, "2026-12-27", { now })).toEqual({ state: "blocked" });
    expect(dayStatus(db, "2026-12-28", { now })).toEqual({ state: "free" });

    // A blocked Sunday is listed once.
    blockDays(db, "2026-12-27", "2026-12-27", now);
    expect(takenDays(db, "2026-12-27", "2026-12-28")).toEqual(["2026-12-27"]);
    setWeeklyDaysOff(db, [], now);
    expect(takenDays(db, "2026-12-20", "2026-12-28")).toEqual(["2026-12-27"]);
  });
});
