/**
 * The client's address (for rate limits) and scheme (for HSTS), when proxies stand in front of
 * the server. TRUST_PROXY says which: a hop count ("1" behind the shipped Caddy) or the proxies'
 * addresses. Each proxy appends the address it was reached from to `X-Forwarded-For`, so the
 * client is the entry that the outermost trusted proxy appended, counted from the right end;
 * everything left of it came from the client and is ignored (ADR 0013).
 */
import { BlockList, isIP } from "node:net";

export type ProxyTrust =
  /** No proxy: the socket's peer is the client; forwarded headers are ignored. */
  | { kind: "none" }
  /** The peer and the next `hops - 1` entries from the right are proxies. */
  | { kind: "hops"; hops: number }
  /** The peer and every entry from the right that is one of these addresses are proxies. */
  | { kind: "addresses"; addresses: string[]; list: BlockList };

export class ProxyTrustError extends Error {}

const noProxy: ProxyTrust = { kind: "none" };

/**
 * Reads TRUST_PROXY: unset, "false", "no" or "0" for none; a whole number of hops; or a comma
 * separated list of addresses and networks ("127.0.0.1, ::1", "10.0.0.0/8"). "true" and "yes"
 * mean one hop, as they always did here (the last X-Forwarded-For entry), which is right behind
 * exactly one proxy and never trusts a value the client wrote.
 */
export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "no" || value === "0") return noProxy;
  if (value === "true" || value === "yes") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new ProxyTrustError(`a hop count of ${hops} is not plausible (at most 10)`);
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  const addresses = value.split(",").map((entry) => entry.trim());
  for (const entry of addresses) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new ProxyTrustError(
        `"${entry}" is neither a hop count nor an IP address or network (e.g. 1, or 127.0.0.1, or 10.0.0.0/8)`,
      );
    }
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return { kind: "addresses", addresses, list };
}

function isTrustedAddress(list: BlockList, address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
}

function entries(header: string | string[] | null | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(",") : (header ?? "");
  return joined
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * How many proxies this request passed that we trust: 0 when the peer is no trusted proxy; with
 * a hop count, that count; with addresses, the peer plus every trusted entry from the right.
 */
function trustedHops(trust: ProxyTrust, peer: string, forwardedFor: string[]): number {
  if (trust.kind === "none") return 0;
  if (trust.kind === "hops") return trust.hops;
  if (!isTrustedAddress(trust.list, peer)) return 0;
  let hops = 1;
  while (hops <= forwardedFor.length && isTrustedAddress(trust.list, forwardedFor.at(-hops)!)) {
    hops++;
  }
  return hops;
}

/** The entry `hops` from the right end; the leftmost when the chain is shorter than that. */
function fromRight(list: string[], hops: number): string | undefined {
  return list.length ? list[Math.max(0, list.length - hops)] : undefined;
}

/** The client's address: the peer, or the X-Forwarded-For entry our outermost trusted proxy wrote. */
export function clientIp(
  request: Request,
  peerAddress: string | null | undefined,
  trust: ProxyTrust,
): string {
  const peer = peerAddress || "unknown";
  const forwardedFor = entries(request.headers.get("x-forwarded-for"));
  const hops = trustedHops(trust, peer, forwardedFor);
  return (hops && fromRight(forwardedFor, hops)) || peer;
}

/**
 * The scheme the client used as our trusted proxies report it in X-Forwarded-Proto, read at the
 * same position from the right as the client's address (a proxy that sets a single value instead
 * of appending leaves one entry, which is then the one); undefined when no proxy is trusted.
 */
export function forwardedProto(
  headers: Record<string, string | string[] | undefined>,
  peerAddress: string | null | undefined,
  trust: ProxyTrust,
): string | undefined {
  const forwardedFor = entries(headers["x-forwarded-for"]);
  const hops = trustedHops(trust, peerAddress || "unknown", forwardedFor);
  if (!hops) return undefined;
  return fromRight(entries(headers["x-forwarded-proto"]), hops)?.toLowerCase();
}

/**
 * Whether this request's peer is a proxy TRUST_PROXY trusts (then React Router's request may take
 * the host from X-Forwarded-Host, which Caddy sets from the visitor's Host).
 */
export function fromTrustedProxy(
  trust: ProxyTrust,
  peerAddress: string | null | undefined,
): boolean {
  if (trust.kind === "addresses") return isTrustedAddress(trust.list, peerAddress || "unknown");
  return trust.kind === "hops" && trust.hops > 0;
}

/**
 * The key a client is counted under: the IPv4 address, or the /64 network of an IPv6 address
 * (one household or phone typically owns a whole /64 and could rotate through it).
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  // An IPv4 address, or text that is no address at all (what a client wrote into
  // X-Forwarded-For, if TRUST_PROXY trusts more hops than there are proxies): counted as it is.
  // Only a real IPv6 address has the at most eight groups the expansion below relies on.
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
