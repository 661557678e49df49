import { describe, expect, it } from "vitest";
import { formatEuro, formatGermanDate, installmentAmount } from "#app/lib/format.ts";

// Intl inserts a narrow no-break space before "€"; normalise so the assertions read plainly.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("price formatting", () => {
  it("formats whole euros in German style", () => {
    expect(plain(formatEuro(250))).toBe("250 €");
    expect(plain(formatEuro(1250))).toBe("1.250 €");
  });

  it("writes exactly what Intl writes for German euros", () => {
    const intl = new Intl.NumberFormat("de-DE", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 83, 250, 999, 1000, 1250, 12_345, 1_234_567, -480, 249.6]) {
      expect(formatEuro(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it("divides by three and rounds the installment", () => {
    expect([250, 480, 790].map((price) => installmentAmount(price, 3))).toEqual([83, 160, 263]);
  });
});

describe("formatGermanDate", () => {
  it("pads day and month", () => {
    expect(formatGermanDate(new Date(2026, 0, 5))).toBe("05.01.2026");
    expect(formatGermanDate(new Date(2026, 10, 21))).toBe("21.11.2026");
  });
});
