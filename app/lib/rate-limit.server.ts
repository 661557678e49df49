/**
 * Sliding-window rate limits in memory: at most `max` hits per key within `windowMs`. One
 * process serves the site, so memory is the right place; a restart forgets the counts, which
 * only ever errs on the visitor's side.
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
};

export function createRateLimiter(options: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function recent(key: string, now: number): number[] {
    const times = (hits.get(key) ?? []).filter((time) => time > now - options.windowMs);
    if (times.length) hits.set(key, times);
    else hits.delete(key);
    return times;
  }

  return {
    hit(keys, now = Date.now()) {
      // Forget idle keys once per window, so a flood of one-off addresses cannot grow the map.
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
      for (const key of keys) hits.set(key, [...recent(key, now), now]);
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
  };
}
