import { describe, expect, it } from "vitest";
import {
  addMonths,
  sixWeeksOfMonth,
  parseTypedDate,
  toInquiryDate,
  weekBounds,
  weekdayNames,
} from "#app/inquiry/form/calendar-model.ts";

describe("calendar model", () => {
  it("starts German weeks on Monday and English weeks on Sunday", () => {
    expect(weekdayNames("de-DE", 1).map((day) => day.short)).toEqual([
      "Mo",
      "Di",
      "Mi",
      "Do",
      "Fr",
      "Sa",
      "So",
    ]);
    expect(weekdayNames("en-US", 0).map((day) => day.short)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    expect(weekdayNames("de-DE", 1)[0]?.long).toBe("Montag");
  });

  it("lays out six weeks around the month from the locale's first weekday", () => {
    // November 2026 begins on a Sunday.
    const german = sixWeeksOfMonth(new Date(2026, 10, 15), 1);
    const english = sixWeeksOfMonth(new Date(2026, 10, 15), 0);
    expect(german).toHaveLength(6);
    expect(german[0]?.[0]).toEqual(new Date(2026, 9, 26));
    expect(german[0]?.[6]).toEqual(new Date(2026, 10, 1));
    expect(english[0]?.[0]).toEqual(new Date(2026, 10, 1));
    for (const week of [...german, ...english]) expect(week).toHaveLength(7);
  });

  it("clamps month steps to the shorter month and finds week bounds", () => {
    expect(addMonths(new Date(2027, 0, 31), 1)).toEqual(new Date(2027, 1, 28));
    expect(weekBounds(new Date(2026, 10, 18), 1)).toEqual([
      new Date(2026, 10, 16),
      new Date(2026, 10, 22),
    ]);
    expect(weekBounds(new Date(2026, 10, 18), 0)).toEqual([
      new Date(2026, 10, 15),
      new Date(2026, 10, 21),
    ]);
  });

  it("reads typed dates per locale, ISO in both, and refuses impossible days", () => {
    expect(parseTypedDate("21.11.2026", "de")).toEqual(new Date(2026, 10, 21));
    expect(parseTypedDate(" 1.2.2027 ", "de")).toEqual(new Date(2027, 1, 1));
    expect(parseTypedDate("11/21/2026", "en")).toEqual(new Date(2026, 10, 21));
    expect(parseTypedDate("2026-11-21", "de")).toEqual(new Date(2026, 10, 21));
    expect(parseTypedDate("31.02.2027", "de")).toBeNull();
    expect(parseTypedDate("11/21/2026", "de")).toBeNull();
    expect(parseTypedDate("morgen", "de")).toBeNull();
  });

  it("always hands the inquiry a German date string", () => {
    expect(toInquiryDate("11/21/2026", "en")).toBe("21.11.2026");
    expect(toInquiryDate("1.2.2027", "de")).toBe("01.02.2027");
    expect(toInquiryDate("", "de")).toBe("");
    expect(toInquiryDate(" irgendwann ", "de")).toBe("irgendwann");
  });
});
