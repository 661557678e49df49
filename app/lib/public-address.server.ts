/**
 * Whether an IP address is on the public internet. A server that connects to addresses other
 * people name (a browser's push endpoint) must not be pointed at itself, its network or the cloud
 * metadata service: every special-purpose range of the IANA registries (RFC 6890 and later) is
 * refused, IPv4 inside IPv6 (mapped, 6to4, NAT64) by the IPv4 address it carries.
 */
import { BlockList, isIP } from "node:net";

const special = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  special.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  special.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries: mapped (::ffff:a.b.c.d), 6to4 or NAT64. */
function embeddedIpv4(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const words = expand(address);
  if (!words) return null;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff)
    return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((word) => word === 0))
    return v4(words[6]!, words[7]!);
  return null;
}

/** The eight 16-bit words of an IPv6 address, or null. */
function expand(address: string): number[] | null {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const groups =
    tail === undefined
      ? part(head)
      : [
          ...part(head),
          ...Array(8 - part(head).length - part(tail).length).fill("0"),
          ...part(tail),
        ];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !special.check(address, "ipv4");
  if (family !== 6) return false;
  const carried = embeddedIpv4(address);
  if (carried) return isPublicAddress(carried);
  return !special.check(address, "ipv6");
}
