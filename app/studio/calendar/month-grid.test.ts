import { describe, expect, it } from "vitest";
import {
  dayFacts,
  keyTarget,
  lastOfMonth,
  monthWeeksWithFacts,
  monthParam,
  monthWeeks,
  orderedRange,
  shiftMonth,
  type MonthFacts,
} from "#app/studio/calendar/month-grid.ts";

const facts: MonthFacts = {
  today: "2026-12-10",
  windowEnd: "2027-12-10",
  blocked: new Set(["2026-12-24"]),
  weeklyDaysOff: new Set([0]),
  booked: new Map([["2026-12-26", [{ inquiryId: "a", firstName: "Anna", package: "signature" }]]]),
};

describe("the studio's month grid", () => {
  it("lays a month out Monday to Sunday, other months' days empty", () => {
    const weeks = monthWeeks("2026-12");
    expect(weeks).toHaveLength(5);
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks.at(-1)!.filter(Boolean).at(-1)).toBe("2026-12-31");
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks("2027-02")).toHaveLength(4);
    expect(lastOfMonth("2028-02")).toBe("2028-02-29");
  });

  it("gives each day its state: past, blocked, recurring day off, free; today, window, bookings", () => {
    expect(dayFacts("2026-12-09", facts).state).toBe("past");
    expect(dayFacts("2026-12-24", facts).state).toBe("blocked");
    expect(dayFacts("2026-12-13", facts).state).toBe("off");
    expect(dayFacts("2026-12-10", facts)).toMatchObject({
      state: "free",
      today: true,
      inWindow: true,
    });
    expect(dayFacts("2026-12-26", facts).bookings).toEqual([
      { inquiryId: "a", firstName: "Anna", package: "signature" },
    ]);
    expect(dayFacts("2027-12-11", facts).inWindow).toBe(false);
    expect(monthWeeksWithFacts("2026-12", facts)[0]![0]).toBeNull();
  });

  it("moves like the public date picker: days, weeks, week ends, months", () => {
    expect(keyTarget("2026-12-31", "ArrowRight")).toBe("2027-01-01");
    expect(keyTarget("2026-12-01", "ArrowLeft")).toBe("2026-11-30");
    expect(keyTarget("2026-12-10", "ArrowUp")).toBe("2026-12-03");
    expect(keyTarget("2026-12-10", "ArrowDown")).toBe("2026-12-17");
    expect(keyTarget("2026-12-10", "Home")).toBe("2026-12-07");
    expect(keyTarget("2026-12-10", "End")).toBe("2026-12-13");
    expect(keyTarget("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(keyTarget("2026-12-10", "PageUp", true)).toBe("2025-12-10");
    expect(keyTarget("2026-12-10", "a")).toBeNull();
  });

  it("reads ?monat= and steps months", () => {
    expect(monthParam("2027-03", "2026-12-10")).toBe("2027-03");
    expect(monthParam("2027-13", "2026-12-10")).toBe("2026-12");
    expect(monthParam(null, "2026-12-10")).toBe("2026-12");
    // Only the months the calendar can step to: a year back, as far ahead as days may be blocked.
    expect(monthParam("2025-12", "2026-12-10")).toBe("2025-12");
    expect(monthParam("2029-12", "2026-12-10")).toBe("2029-12");
    for (const far of ["9999-12", "2025-11", "2030-01", "0000-01", "0001-01"]) {
      expect(monthParam(far, "2026-12-10"), far).toBe("2026-12");
    }
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(orderedRange("2026-12-20", "2026-12-18")).toEqual({
      from: "2026-12-18",
      to: "2026-12-20",
    });
  });
});
