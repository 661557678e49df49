/**
 * Sliding-window rate limits in memory: at most `max` hits per key within `windowMs`. One
 * process serves the site, so memory is the right place; a restart forgets the counts, which
 * only ever errs on the visitor's side.
 *
 * Memory stays bounded under a flood of one-off keys (many addresses, IPv6 networks, recipient
 * addresses): each key keeps at most `max` times, and at most `maxKeys` keys are tracked; a new
 * key beyond that evicts the tenth hit longest ago. Eviction forgets a count early, so the bound is
 * set far above what a studio's real traffic ever reaches in one window.
 */
export type RateLimitResult =
  | {
      ok: true;
      /** Takes this hit back (the action it allowed did not happen): the slot is free again. */
      undo(): void;
    }
  | { ok: false; retryAfterS: number };

export type RateLimiter = {
  /**
   * Counts one hit on every key, unless any key is already at its limit (then counts none).
   * Counting before the action and undoing it if the action fails keeps the limit exact under
   * concurrency (check-then-count would let parallel requests all pass the check).
   */
  hit(keys: string[], now?: number): RateLimitResult;
  /** Drops every hit counted on these keys (what a key names was erased on request). */
  forget(keys: string[]): void;
  /** How many keys are tracked now (for tests and health checks). */
  size(): number;
};

/** About 10 000 keys of a few hundred bytes each: a few MB at most. */
export const defaultMaxKeys = 10_000;

export function createRateLimiter(options: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const maxKeys = options.maxKeys ?? defaultMaxKeys;
  // A Map iterates in insertion order; re-inserting a key on every hit keeps the key hit longest
  // ago first, so eviction is a delete of the first key.
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  // Evicts a tenth at once: V8 leaves deleted Map entries as holes until it rehashes, so finding
  // the first live key after one-at-a-time deletes would scan the holes on every hit.
  function evictOldest() {
    const keep = Math.floor(maxKeys * 0.9);
    for (const key of hits.keys()) {
      if (hits.size <= keep) break;
      hits.delete(key);
    }
  }

  function recent(key: string, now: number): number[] {
    const times = (hits.get(key) ?? []).filter((time) => time > now - options.windowMs);
    if (!times.length) hits.delete(key);
    return times;
  }

  return {
    hit(keys, now = Date.now()) {
      // Forget idle keys once per window, so one-off keys do not wait for eviction.
      if (now - lastSweep > options.windowMs) {
        for (const key of hits.keys()) recent(key, now);
        lastSweep = now;
      }
      for (const key of keys) {
        const times = recent(key, now);
        if (times.length >= options.max) {
          const oldest = times[times.length - options.max]!;
          return {
            ok: false,
            retryAfterS: Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000)),
          };
        }
      }
      for (const key of keys) {
        const times = recent(key, now);
        hits.delete(key);
        hits.set(key, [...times, now]);
      }
      if (hits.size > maxKeys) evictOldest();
      return {
        ok: true,
        undo() {
          for (const key of keys) {
            const times = hits.get(key);
            const at = times?.lastIndexOf(now) ?? -1;
            if (at >= 0) times!.splice(at, 1);
            if (times && !times.length) hits.delete(key);
          }
        },
      };
    },
    forget(keys) {
      for (const key of keys) hits.delete(key);
    },
    size: () => hits.size,
  };
}
