import { describe, expect, it } from "vitest";
import { isPublicAddress } from "#app/lib/public-address.server.ts";

describe("isPublicAddress", () => {
  it("takes addresses on the public internet", () => {
    for (const address of [
      "142.250.74.206",
      "17.253.144.10",
      "2a00:1450:4001:82b::200e",
      "2606:4700::6810:84e5",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses loopback, private, link-local, shared, documentation and multicast ranges", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.178.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "203.0.113.9",
      "224.0.0.251",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "2001:db8::1",
      "ff02::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("judges IPv4 carried in IPv6 by the IPv4 address", () => {
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:7f00:1")).toBe(false);
    expect(isPublicAddress("2002:c0a8:0101::1")).toBe(false); // 6to4 of 192.168.1.1
    expect(isPublicAddress("64:ff9b::a9fe:a9fe")).toBe(false); // NAT64 of 169.254.169.254
    expect(isPublicAddress("::ffff:142.250.74.206")).toBe(true);
  });

  it("refuses what is no address", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
