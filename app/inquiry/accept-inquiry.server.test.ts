import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./accept-inquiry.server";

describe("origin check of the form action", () => {
  const site = "https://atelier.example";

  it("accepts the site's own origin and posts without an Origin header", () => {
    expect(isAllowedOrigin("https://atelier.example", site)).toBe(true);
    expect(isAllowedOrigin(null, site)).toBe(true);
  });

  it("refuses other origins, schemes, ports and opaque origins", () => {
    for (const origin of [
      "https://evil.example",
      "http://atelier.example",
      "https://atelier.example:8443",
      "null",
    ]) {
      expect(isAllowedOrigin(origin, site), origin).toBe(false);
    }
  });

  it("treats loopback spellings as one host on the same port", () => {
    expect(isAllowedOrigin("http://127.0.0.1:3000", "http://localhost:3000")).toBe(true);
    expect(isAllowedOrigin("http://127.0.0.1:4000", "http://localhost:3000")).toBe(false);
  });
});
