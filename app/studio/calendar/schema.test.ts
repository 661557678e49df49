import { describe, expect, it } from "vitest";
import { blockRangeSchema, blockRangeField } from "#app/studio/calendar/schema.ts";
import { reasonOf } from "#app/studio/schema-problems.ts";
import { daysBetween } from "#app/availability/days.ts";

const today = "2026-11-26";
const reason = (from: string, to: string) => {
  const result = blockRangeSchema(today).safeParse({ from, to });
  return result.success ? null : reasonOf(result.error.issues[0]!);
};

describe("blocking days", () => {
  it("takes a day or a range from today to three years ahead", () => {
    expect(reason(today, today)).toBeNull();
    expect(reason("2026-12-24", "2027-01-06")).toBeNull();
    expect(reason("2029-11-01", "2029-11-26")).toBeNull();
  });

  it("refuses a range up to 31.12.9999 from its two dates, at the Bis field", () => {
    expect(reason(today, "9999-12-31")).toBe("beyond_to");
    expect(blockRangeField.beyond_to).toBe("to");
    expect(reason("9999-12-01", "9999-12-31")).toBe("beyond");
    expect(blockRangeField.beyond).toBe("from");
    expect(reason("2027-01-01", "2028-06-01")).toBe("too_long");
  });

  it("refuses what is no day, a past day and a range backwards", () => {
    expect(reason("2026-02-30", "")).toBe("invalid");
    expect(reason("2026-11-25", "2026-11-27")).toBe("past");
    expect(reason("2026-12-10", "2026-12-01")).toBe("order");
  });

  it("never lists more days than a block may span", () => {
    expect(daysBetween("2026-01-01", "9999-12-31")).toHaveLength(366);
    expect(daysBetween("2026-01-01", "2026-01-03")).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
    ]);
  });
});
