import { describe, expect, it } from "vitest";
import { focalPosition } from "#app/images/images.ts";

describe("focalPosition", () => {
  it("is the picture's centre without a focal point, and a tapped point to a tenth of a percent", () => {
    expect(focalPosition()).toBe("50% 50%");
    expect(focalPosition({ x: 0.45, y: 0.35 })).toBe("45% 35%");
    // A point tapped in the studio (three decimals, roundFocal): the site crops where the
    // studio's previews showed it.
    expect(focalPosition({ x: 0.457, y: 0.1234 })).toBe("45.7% 12.3%");
  });
});
