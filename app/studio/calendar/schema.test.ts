import { describe, expect, it } from "vitest";
import { daysBetween } from "#app/availability/days.ts";
import { calendarCopy } from "#app/content/studio/calendar.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { blockRangeSchema } from "#app/studio/calendar/schema.ts";

const today = "2026-11-26";
const { block } = calendarCopy;
/** What "Sperren" says, at which field; null when the days may be blocked. */
const refusal = (from: string, to: string) => {
  const result = parseForm(blockRangeSchema(today), { from, to });
  return result.ok ? null : result.errors;
};

describe("blocking days", () => {
  it("takes a day or a range from today to three years ahead", () => {
    expect(refusal(today, today)).toBeNull();
    expect(refusal("2026-12-24", "2027-01-06")).toBeNull();
    expect(refusal("2029-11-01", "2029-11-26")).toBeNull();
  });

  it("refuses a range up to 31.12.9999 from its two dates, at the Bis field", () => {
    expect(refusal(today, "9999-12-31")).toEqual({ to: block.beyond });
    expect(refusal("9999-12-01", "9999-12-31")).toEqual({ from: block.beyond });
    expect(refusal("2027-01-01", "2028-06-01")).toEqual({ to: block.tooLong });
  });

  it("refuses what is no day, a past day and a range backwards", () => {
    expect(refusal("2026-02-30", "")).toEqual({ from: block.invalid });
    expect(refusal("2026-11-25", "2026-11-27")).toEqual({ from: block.past });
    expect(refusal("2026-12-10", "2026-12-01")).toEqual({ to: block.order });
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
