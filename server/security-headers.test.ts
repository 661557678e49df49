import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  isHttps,
  securityHeaders,
} from "./security-headers.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

function directive(policy: string, name: string) {
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script and skips external ones", () => {
    const html = `<script>window.a=1</script><script type="module">import("/x.js");\n</script>
      <script src="/assets/app.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a=1"),
      sha256('import("/x.js");\n'),
      sha256('{"@type":"Thing"}'),
    ]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes("<script>x()</script><script>x()</script>")).toEqual([sha256("x()")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows inline scripts without a hash or nonce, nor other origins", () => {
    const policy = contentSecurityPolicy({ hashes: [sha256("a")], nonce: "abc" });
    const scriptSrc = directive(policy, "script-src");
    expect(scriptSrc).toBe(`script-src 'self' '${sha256("a")}' 'nonce-abc'`);
    expect(scriptSrc).not.toContain("unsafe");
    expect(policy).not.toMatch(/https?:|\*/);
    for (const required of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(policy).toContain(required);
  });

  it("upgrades insecure requests only over HTTPS", () => {
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy()).not.toContain("upgrade-insecure-requests");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over HTTPS", () => {
    expect(securityHeaders()["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
  });

  it("leaves only the policy out for the development server", () => {
    const { "Content-Security-Policy": policy, ...rest } = securityHeaders();
    expect(policy).toBe(contentSecurityPolicy());
    expect(securityHeaders({ csp: false })).toEqual(rest);
  });
});

describe("isHttps", () => {
  it("trusts a TLS socket", () => {
    expect(isHttps(true, undefined, false)).toBe(true);
  });

  it("honours X-Forwarded-Proto only behind a trusted proxy", () => {
    expect(isHttps(false, "https", false)).toBe(false);
    expect(isHttps(false, "https", true)).toBe(true);
    expect(isHttps(false, "HTTPS, http", true)).toBe(true);
    expect(isHttps(false, "http", true)).toBe(false);
    expect(isHttps(false, undefined, true)).toBe(false);
  });
});
