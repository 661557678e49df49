import { describe, expect, it } from "vitest";
import { retryDelay } from "./mail-worker.server";

const policy = { baseMs: 1_000, maxMs: 60_000, maxAttempts: 10 };

describe("retry delay", () => {
  it("doubles per attempt, within half and all of the exponential value", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, policy, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, policy, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it("is capped", () => {
    expect(retryDelay(30, policy, () => 1)).toBe(60_000);
  });
});
