/**
 * Visitors before background work. Sending a mail costs more CPU than storing an inquiry, and
 * both share one event loop: under a burst of inquiries, a mail worker draining the outbox at
 * full speed doubles every visitor's answer time (ADR 0019). The request path calls `busy()`;
 * background work awaits `whenQuiet()` before each unit of work, which resolves once `quietMs`
 * passed without a `busy()`, or after `maxWaitMs` at the latest, so the work slows down under a
 * burst but never stops.
 */
export type QuietGate = { busy(): void; whenQuiet(): Promise<void> };

export function createQuietGate(options: {
  quietMs: number;
  maxWaitMs: number;
  now?: () => number;
}): QuietGate {
  const { quietMs, maxWaitMs, now = Date.now } = options;
  let lastBusyAt = -Infinity;
  return {
    busy() {
      lastBusyAt = now();
    },
    async whenQuiet() {
      const started = now();
      for (;;) {
        const at = now();
        const waitForQuiet = quietMs - (at - lastBusyAt);
        const waitAtMost = maxWaitMs - (at - started);
        if (waitForQuiet <= 0 || waitAtMost <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(waitForQuiet, waitAtMost)));
      }
    },
  };
}
