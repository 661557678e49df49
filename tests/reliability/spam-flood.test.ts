import { expect, it } from "vitest";
import { countRows, pooled, sendInquiry, visitors } from "#tests/reliability/visitors.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

/**
 * 5,000 inquiries from one address, with real visitors posting in between: the flood is cut
 * off at the per-address limit with 429s, nobody else notices, and nothing answers 5xx.
 */
const limit = 5;
const app = forSuite(() =>
  startApp({ env: { TRUST_PROXY: "true", RATE_LIMIT_MAX: String(limit) } }),
);

it(
  "rate limits a flood from one address while other visitors keep succeeding",
  // 5,000 requests from the flood, against a server on the same two cores.
  { timeout: 120_000 },
  async () => {
    const [spammer] = await visitors(app, 1, "198.51");
    const people = await visitors(app, 40, "10.30");

    const legitimate: Promise<{ status: number }[]> = pooled(people, 2, async (visitor) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return sendInquiry(app, visitor);
    });
    const flood = await pooled(Array.from({ length: 5000 }), 50, () => sendInquiry(app, spammer!));
    const others = await legitimate;

    const statuses = (results: { status: number }[]) =>
      results.reduce<Record<number, number>>((counts, { status }) => {
        counts[status] = (counts[status] ?? 0) + 1;
        return counts;
      }, {});
    // A flood request whose connection failed before any answer (status 0: 3 of 5,000 on a
    // machine at a load of 15, with 50 at a time from one client) has no answer to count; every
    // answer is 200 up to the limit and 429 after it, never a 5xx, and exactly the limit is
    // stored (below). The other visitors all succeed.
    const { 0: unanswered = 0, ...answered } = statuses(flood);
    expect(unanswered).toBeLessThan(50);
    expect(Object.keys(answered).sort()).toEqual(["200", "429"]);
    expect(answered[200]).toBeLessThanOrEqual(limit);
    expect(answered[200]! + answered[429]! + unanswered).toBe(5000);
    expect(statuses(others)).toEqual({ 200: people.length });
    expect(
      countRows(app, "SELECT COUNT(*) AS n FROM inquiries WHERE email = ?", spammer!.email),
    ).toBe(limit);
    expect(countRows(app, "SELECT COUNT(*) AS n FROM inquiries")).toBe(limit + people.length);
  },
);
