import { describe, expect, it } from "vitest";
import { cn } from "#app/lib/cn.ts";

describe("cn", () => {
  it("joins the parts that are text, once spaced", () => {
    expect(cn("block w-full", false, "mt-2", undefined, null, "")).toBe("block w-full mt-2");
    expect(cn(" border ", "px-4 ")).toBe("border px-4");
    expect(cn()).toBe("");
  });

  it("keeps each part as it is written", () => {
    expect(cn("mt-2 block", "text-sm")).toBe("mt-2 block text-sm");
  });
});
