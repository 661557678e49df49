/**
 * What the public site answers to plain HTTP requests, against the production server (no browser
 * needed): the security headers on every kind of response, the script hashes and nonces of the
 * Content-Security-Policy, no file outside the build, HSTS only behind a trusted proxy over HTTPS,
 * the machine files (robots.txt, the sharing image), the health check, and a start-up refused for
 * a bad configuration value.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { removeDir, root, startApp, type App } from "#tests/integration/harness.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let app: App;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.stop();
  if (app) removeDir(app.dir);
});

function directives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const csp = directives(headers.get("content-security-policy") ?? "");
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")?.[0]).toBe("'self'");
  expect(csp.get("script-src")?.join(" ")).not.toMatch(/unsafe|https?:|\*/);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  // Plain HTTP without a trusted proxy: no HSTS. No server banner either way.
  expect(headers.get("strict-transport-security")).toBeNull();
  expect(headers.get("server")).toBeNull();
  expect(headers.get("x-powered-by")).toBeNull();
  return csp;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = "", body = ""]) => !/\bsrc=/.test(attributes) && body !== "",
  );

/** The attributes of every `<link>` in a page's markup. */
const links = (html: string) =>
  [...html.matchAll(/<link\b([^>]*)>/g)].map(
    ([, attributes = ""]) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ) as Record<string, string>,
  );

describe("security headers", () => {
  it("prerendered pages allow exactly their own inline scripts by hash", async () => {
    for (const path of ["/", "/impressum", "/datenschutz", "/nutzungsbedingungen"]) {
      const response = await fetch(`${app.url}${path}`);
      const scriptSrc = expectSecurityHeaders(response.headers).get("script-src") ?? [];
      const scripts = inlineScripts(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [, , body = ""] of scripts) expect(scriptSrc, path).toContain(sha256(body));
      expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    }
  });

  it("the server-rendered 404 page carries a fresh nonce on each of its scripts", async () => {
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${app.url}/gibt-es-nicht`, {
        // A client cannot choose the nonce.
        headers: { "x-csp-nonce": "chosen-by-client" },
      });
      expect(response.status).toBe(404);
      const scriptSrc = expectSecurityHeaders(response.headers).get("script-src") ?? [];
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe("chosen-by-client");
      nonces.add(nonce!);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = ""] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it("hashed assets, images, icons and machine files carry the headers too", async () => {
    const home = await (await fetch(`${app.url}/`)).text();
    // A hashed file under /assets/: the preloaded font (the page's scripts have no link tags).
    const asset = links(home).find((link) => link.rel === "preload" && link.as === "font")?.href;
    expect(asset).toMatch(/^\/assets\//);
    for (const path of [
      asset!,
      "/og-image.jpg",
      "/favicon.ico",
      "/icon-512.png",
      "/sitemap.xml",
      "/robots.txt",
      "/healthz",
    ]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response.headers);
      await response.arrayBuffer();
    }
  });

  it("behind a trusted proxy, HTTPS requests get HSTS and an upgrade policy", async () => {
    const proxied = await startApp({ TRUST_PROXY: "true" });
    try {
      const viaHttps = await fetch(`${proxied.url}/`, {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(viaHttps.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      expect(viaHttps.headers.get("content-security-policy")).toContain(
        "upgrade-insecure-requests",
      );
      await viaHttps.arrayBuffer();
      const viaHttp = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "http" } });
      expect(viaHttp.headers.get("strict-transport-security")).toBeNull();
      await viaHttp.arrayBuffer();
    } finally {
      await proxied.stop();
      removeDir(proxied.dir);
    }
  });
});

/** A raw request: fetch normalises "..", a hostile client does not. */
function rawGet(path: string) {
  const { hostname, port } = new URL(app.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("files", () => {
  it("directory traversal and dotfiles are never served", async () => {
    for (const path of [
      "/../package.json",
      "/assets/../../package.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2fserver.ts",
      "/..%2f..%2fserver.ts",
      "/.env",
      "/.git/config",
      "/%2egitignore",
      "/.gitignore",
      "/assets/%00.js",
    ]) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"name": "boudoir-studio-site"');
      expect(body, path).not.toContain("createRequestListener");
      expect(body, path).not.toContain("node_modules");
    }
  });

  it("the sharing image is a 1200x630 JPEG without metadata", async () => {
    const response = await fetch(`${app.url}/og-image.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
  });

  it("robots.txt allows crawling and names the sitemap", async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("the health check answers 200", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});

describe("start-up", () => {
  it("a bad configuration value stops start-up with a message naming it", async () => {
    const child = spawn("npm", ["start"], {
      cwd: root,
      env: { ...process.env, PORT: "not-a-port", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain("PORT");
    expect(output).toContain("Invalid configuration");
  });
});
