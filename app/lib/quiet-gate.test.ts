import { describe, expect, it } from "vitest";
import { createQuietGate } from "#app/lib/quiet-gate.ts";

const elapsed = async (work: Promise<void>) => {
  const started = performance.now();
  await work;
  return performance.now() - started;
};

describe("createQuietGate", () => {
  it("lets work through at once when nothing was busy", async () => {
    const gate = createQuietGate({ quietMs: 50, maxWaitMs: 1000 });
    expect(await elapsed(gate.whenQuiet())).toBeLessThan(20);
  });

  it("waits until quietMs passed without busy()", async () => {
    const gate = createQuietGate({ quietMs: 60, maxWaitMs: 1000 });
    gate.busy();
    const waiting = elapsed(gate.whenQuiet());
    await new Promise((resolve) => setTimeout(resolve, 40));
    gate.busy(); // still busy 40 ms later: the quiet period starts again
    const waited = await waiting;
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(400);
  });

  it("never waits longer than maxWaitMs under a steady stream of busy()", async () => {
    const gate = createQuietGate({ quietMs: 30, maxWaitMs: 150 });
    const stream = setInterval(() => gate.busy(), 5);
    gate.busy();
    try {
      const waited = await elapsed(gate.whenQuiet());
      expect(waited).toBeGreaterThanOrEqual(145);
      expect(waited).toBeLessThan(600);
    } finally {
      clearInterval(stream);
    }
  });
});
