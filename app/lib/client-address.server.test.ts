import { describe, expect, it } from "vitest";
import { clientIp, rateLimitKey } from "./client-address.server";

describe("client address", () => {
  const request = new Request("http://x/", {
    headers: { "X-Forwarded-For": "1.2.3.4, 198.51.100.7" },
  });

  it("uses the peer address unless a proxy is trusted, then the proxy's entry", () => {
    expect(clientIp(request, "10.0.0.5", false)).toBe("10.0.0.5");
    expect(clientIp(request, "10.0.0.5", true)).toBe("198.51.100.7");
    expect(clientIp(new Request("http://x/"), undefined, false)).toBe("unknown");
  });

  it("counts IPv4 per address and IPv6 per /64 network", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:0db8:0000:0001:ffff:1:2:3")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});
