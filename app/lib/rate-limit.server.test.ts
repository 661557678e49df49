import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("sliding-window rate limiter", () => {
  it("allows max hits per window and says when the next one is allowed", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 });
    expect(limiter.hit(["a"], 0)).toMatchObject({ ok: true });
    expect(limiter.hit(["a"], 4_000)).toMatchObject({ ok: true });
    expect(limiter.hit(["a"], 5_000)).toEqual({ ok: false, retryAfterS: 5 });
    expect(limiter.hit(["a"], 10_001)).toMatchObject({ ok: true });
    expect(limiter.hit(["b"], 10_001)).toMatchObject({ ok: true });
  });

  it("takes a hit back on undo, on every key, so the slot is free again", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000 });
    const first = limiter.hit(["ip", "session"], 0);
    expect(limiter.hit(["ip"], 1).ok).toBe(false);
    if (first.ok) first.undo();
    expect(limiter.hit(["ip"], 2).ok).toBe(true);
    expect(limiter.hit(["session"], 3).ok).toBe(true);
    expect(limiter.hit(["ip"], 4).ok).toBe(false);
  });

  it("counts nothing when any of the keys is at its limit", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 });
    expect(limiter.hit(["ip", "session-1"], 0).ok).toBe(true);
    expect(limiter.hit(["ip", "session-2"], 1).ok).toBe(false);
    expect(limiter.hit(["other-ip", "session-2"], 2).ok).toBe(true);
  });
});
