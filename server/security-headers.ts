import { createHash, randomBytes } from "node:crypto";

/**
 * Security headers. Every response gets `securityHeaders()`; HTML documents additionally get a
 * Content-Security-Policy that allows exactly their own inline scripts: prerendered pages by the
 * SHA-256 hashes of their inline scripts (they are static files), server-rendered pages by a
 * per-request nonce. Nothing is ever allowed from another origin.
 */

export type ScriptSources = { hashes?: readonly string[]; nonce?: string };

/**
 * Headers for every response: pages, assets, images, API answers and errors alike. `csp: false`
 * leaves the policy out (the development server, where Vite injects inline scripts of its own).
 */
export function securityHeaders({
  https = false,
  csp = true,
}: { https?: boolean; csp?: boolean } = {}): Record<string, string> {
  return {
    ...(csp ? { "Content-Security-Policy": contentSecurityPolicy({ https }) } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * The policy. Scripts: same origin plus the given hashes or nonce, never 'unsafe-inline'.
 * Styles keep 'unsafe-inline' because server-rendered React emits style attributes; styles
 * cannot run code.
 */
export function contentSecurityPolicy({
  hashes = [],
  nonce,
  https = false,
}: ScriptSources & { https?: boolean } = {}): string {
  const scriptSrc = [
    "'self'",
    ...hashes.map((hash) => `'${hash}'`),
    ...(nonce ? [`'nonce-${nonce}'`] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** "sha256-…" for each inline <script> in an HTML document (scripts with a src are skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** A fresh nonce for one server-rendered response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Whether the client reached us over HTTPS: the socket itself is TLS, or (only when the
 * operator says a proxy is in front, TRUST_PROXY) the proxy says so in X-Forwarded-Proto.
 */
export function isHttps(
  encrypted: boolean,
  forwardedProto: string | string[] | undefined,
  trustProxy: boolean,
): boolean {
  if (encrypted) return true;
  if (!trustProxy || forwardedProto === undefined) return false;
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ?? "";
  return first.split(",")[0]?.trim().toLowerCase() === "https";
}
