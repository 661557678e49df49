/**
 * The client's address for rate limits: the socket's peer address, which the server hands to
 * the app with each request. `X-Forwarded-For` is believed only with TRUST_PROXY, and then only
 * its last entry, the one our own proxy appended (earlier entries are whatever the client sent).
 */
export function clientIp(
  request: Request,
  peerAddress: string | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress || "unknown";
}

/**
 * The key a client is counted under: the IPv4 address, or the /64 network of an IPv6 address
 * (one household or phone typically owns a whole /64 and could rotate through it).
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
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
