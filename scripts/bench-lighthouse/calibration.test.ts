import { describe, expect, it } from "vitest";
import { multiplierFor } from "./calibration.ts";
import { interactionsFromTrace } from "./interactions.ts";

describe("the CPU slowdown scaled to the reference machine", () => {
  it("is the mobile preset's 4 on the reference machine and on slower ones", () => {
    expect(multiplierFor(2000)).toBe(4);
    expect(multiplierFor(1700)).toBe(4);
    expect(multiplierFor(900)).toBe(4);
  });

  it("grows with a faster machine's benchmark index", () => {
    expect(multiplierFor(2500)).toBe(5);
    expect(multiplierFor(3700)).toBe(7.4);
    expect(multiplierFor(3333)).toBe(6.67);
  });
});

describe("interactions read from a trace's Event Timing entries", () => {
  const timing = (interactionId: number, type: string, duration: number, ph = "b") => ({
    name: "EventTiming",
    ph,
    args: { data: { interactionId, type, duration } },
  });

  it("takes each interaction's longest event and skips events of no interaction", () => {
    const interactions = interactionsFromTrace([
      timing(1, "pointerdown", 24),
      timing(1, "pointerup", 16),
      timing(1, "click", 96),
      timing(1, "click", 0, "e"),
      timing(2, "keydown", 40),
      timing(2, "keyup", 8),
      timing(0, "pointermove", 300),
      { name: "RunTask", ph: "X" },
    ]);
    expect(interactions).toEqual([
      { type: "pointerdown", ms: 96 },
      { type: "keydown", ms: 40 },
    ]);
  });
});
