import { describe, expect, it } from "vitest";
import { createRateLimiter, defaultMaxKeys } from "#app/lib/rate-limit.server.ts";

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

describe("forgetting a key", () => {
  it("drops its hits and nothing else's", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 3_600_000 });
    limiter.hit(["to:anna@example.com"], 0);
    limiter.hit(["to:bea@example.com"], 0);
    expect(limiter.hit(["to:anna@example.com"], 1).ok).toBe(false);
    limiter.forget(["to:anna@example.com", "to:nobody@example.com"]);
    expect(limiter.size()).toBe(1);
    expect(limiter.hit(["to:anna@example.com"], 2).ok).toBe(true);
    expect(limiter.hit(["to:bea@example.com"], 3).ok).toBe(false);
  });
});

describe("the limiter's memory under a flood", () => {
  it("tracks at most maxKeys keys and evicts those hit longest ago", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 3_600_000, maxKeys: 10 });
    for (let i = 0; i < 10; i++) limiter.hit([`k${i}`], i);
    // "k0" is refused again, which does not count as a hit: it stays the oldest.
    expect(limiter.hit(["k0"], 10).ok).toBe(false);
    limiter.hit(["new"], 11);
    // Over the bound: down to 9, "k0" and "k1" evicted (a fresh start), the rest still count.
    expect(limiter.size()).toBe(9);
    expect(limiter.hit(["k1"], 12).ok).toBe(true);
    expect(limiter.hit(["k2"], 13).ok).toBe(false);
    expect(limiter.hit(["new"], 14).ok).toBe(false);
  });

  it("keeps a hit key against a flood of one-off keys that evicts the idle ones", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 3_600_000, maxKeys: 100 });
    limiter.hit(["visitor"], 0);
    for (let i = 0; i < 50; i++) limiter.hit([`flood-${i}`], 1 + i);
    limiter.hit(["visitor"], 100);
    for (let i = 50; i < 110; i++) limiter.hit([`flood-${i}`], 101 + i);
    expect(limiter.size()).toBeLessThanOrEqual(100);
    expect(limiter.hit(["visitor"], 300).ok).toBe(false);
  });

  it("stays at its bound for 200 000 IPv6 networks in one window", () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 86_400_000 });
    for (let i = 0; i < 200_000; i++) {
      limiter.hit([`ip:2001:db8:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}::/64`], i);
      if (limiter.size() > defaultMaxKeys) throw new Error(`${limiter.size()} keys at hit ${i}`);
    }
    expect(limiter.size()).toBeGreaterThan(defaultMaxKeys * 0.8);
  });
});
