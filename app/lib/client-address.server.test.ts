import { describe, expect, it } from "vitest";
import {
  clientIp,
  forwardedProto,
  fromTrustedProxy,
  parseProxyTrust,
  ProxyTrustError,
  rateLimitKey,
} from "#app/lib/client-address.server.ts";

const withForwarded = (forwardedFor: string) =>
  new Request("http://x/", { headers: { "X-Forwarded-For": forwardedFor } });

describe("TRUST_PROXY", () => {
  it("reads none, a hop count, or addresses and networks", () => {
    for (const none of [undefined, "", "false", "no", "0", " FALSE "]) {
      expect(parseProxyTrust(none)).toEqual({ kind: "none" });
    }
    expect(parseProxyTrust("2")).toEqual({ kind: "hops", hops: 2 });
    // "true" keeps its old meaning here: the last entry, one proxy.
    expect(parseProxyTrust("true")).toEqual({ kind: "hops", hops: 1 });
    expect(parseProxyTrust("yes")).toEqual({ kind: "hops", hops: 1 });
    const trust = parseProxyTrust("127.0.0.1, ::1, 10.0.0.0/8");
    expect(trust.kind === "addresses" && trust.addresses).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
    ]);
  });

  it("refuses what is neither, naming the value", () => {
    for (const bad of ["proxy", "127.0.0.1/33", "10.0.0.0/x", "::1/129", "11", "1.2.3"]) {
      expect(() => parseProxyTrust(bad)).toThrow(ProxyTrustError);
    }
    expect(() => parseProxyTrust("caddy")).toThrow(/"caddy" is neither a hop count/);
  });
});

describe("client address", () => {
  const spoofed = withForwarded("1.2.3.4, 198.51.100.7");

  it("is the peer when no proxy is trusted, whatever the headers say", () => {
    expect(clientIp(spoofed, "10.0.0.5", parseProxyTrust("false"))).toBe("10.0.0.5");
    expect(clientIp(new Request("http://x/"), undefined, parseProxyTrust("false"))).toBe("unknown");
  });

  it("is the entry the outermost trusted proxy appended, counted from the right", () => {
    // One proxy (Caddy): the last entry; "1.2.3.4" is what the client wrote itself.
    expect(clientIp(spoofed, "127.0.0.1", parseProxyTrust("1"))).toBe("198.51.100.7");
    expect(clientIp(spoofed, "127.0.0.1", parseProxyTrust("true"))).toBe("198.51.100.7");
    // Two proxies (a CDN, then Caddy): the CDN appended the client, Caddy the CDN.
    const chain = withForwarded("6.6.6.6, 203.0.113.9, 192.0.2.10");
    expect(clientIp(chain, "127.0.0.1", parseProxyTrust("2"))).toBe("203.0.113.9");
    // A chain shorter than the hop count: the leftmost entry, which a proxy wrote.
    expect(clientIp(withForwarded("203.0.113.9"), "127.0.0.1", parseProxyTrust("2"))).toBe(
      "203.0.113.9",
    );
    // No header at all: the peer.
    expect(clientIp(new Request("http://x/"), "127.0.0.1", parseProxyTrust("1"))).toBe("127.0.0.1");
  });

  it("with addresses, trusts only those, skipping them from the right", () => {
    const trust = parseProxyTrust("127.0.0.1, 192.0.2.0/24");
    const chain = withForwarded("6.6.6.6, 203.0.113.9, 192.0.2.10");
    expect(clientIp(chain, "127.0.0.1", trust)).toBe("203.0.113.9");
    expect(clientIp(chain, "::ffff:127.0.0.1", trust)).toBe("203.0.113.9");
    // A peer that is not a trusted proxy gets no say in the headers.
    expect(clientIp(chain, "198.51.100.1", trust)).toBe("198.51.100.1");
    // Everything trusted: the leftmost entry.
    expect(clientIp(withForwarded("192.0.2.1"), "127.0.0.1", trust)).toBe("192.0.2.1");
  });

  it("reads X-Forwarded-Proto at the same position, and not at all without trust", () => {
    const headers = {
      "x-forwarded-for": "1.2.3.4, 198.51.100.7",
      "x-forwarded-proto": "http, https",
    };
    expect(forwardedProto(headers, "127.0.0.1", parseProxyTrust("1"))).toBe("https");
    expect(forwardedProto(headers, "127.0.0.1", parseProxyTrust("2"))).toBe("http");
    expect(forwardedProto(headers, "127.0.0.1", parseProxyTrust("0"))).toBeUndefined();
    // One value set by the proxy (Caddy sets, it does not append): that value.
    const single = { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "HTTPS" };
    expect(forwardedProto(single, "127.0.0.1", parseProxyTrust("1"))).toBe("https");
    expect(forwardedProto(single, "198.51.100.1", parseProxyTrust("127.0.0.1"))).toBeUndefined();
  });
});

describe("a request from a trusted proxy", () => {
  it("is any request with a hop count, only the listed peers with addresses", () => {
    expect(fromTrustedProxy(parseProxyTrust("1"), "203.0.113.1")).toBe(true);
    expect(fromTrustedProxy(parseProxyTrust("0"), "127.0.0.1")).toBe(false);
    expect(fromTrustedProxy(parseProxyTrust("127.0.0.1"), "127.0.0.1")).toBe(true);
    expect(fromTrustedProxy(parseProxyTrust("127.0.0.1"), "203.0.113.1")).toBe(false);
    expect(fromTrustedProxy(parseProxyTrust("127.0.0.1"), undefined)).toBe(false);
  });
});

describe("rate limit key", () => {
  it("counts IPv4 per address and IPv6 per /64 network", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:0db8:0000:0001:ffff:1:2:3")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("counts text that is no address as it is, instead of throwing", () => {
    // More than eight groups around "::" once made the expansion an Array(-1): a 500 on every
    // inquiry path for a client who could write the trusted X-Forwarded-For entry.
    for (const text of ["1:2:3:4:5:6:7:8::9", "a:b:c:d:e:f:1:2:3::", "::::", "x:y", "unknown"]) {
      expect(rateLimitKey(text)).toBe(text);
    }
  });
});
