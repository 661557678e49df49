import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test, type APIResponse } from "@playwright/test";

function directives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")?.[0]).toBe("'self'");
  expect(csp.get("script-src")?.join(" ")).not.toMatch(/unsafe|https?:|\*/);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  // Plain HTTP without a trusted proxy: no HSTS. No server banner either way.
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["server"]).toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
  return csp;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = "", body = ""]) => !/\bsrc=/.test(attributes) && body !== "",
  );

test("prerendered pages allow exactly their own inline scripts by hash", async ({ request }) => {
  for (const path of ["/", "/impressum", "/datenschutz", "/nutzungsbedingungen"]) {
    const response = await request.get(path);
    const scriptSrc = expectSecurityHeaders(response).get("script-src") ?? [];
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , body = ""] of scripts) expect(scriptSrc).toContain(sha256(body));
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
  }
});

test("the server-rendered 404 page carries a fresh nonce on each of its scripts", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.get("/gibt-es-nicht", {
      // A client cannot choose the nonce.
      headers: { "x-csp-nonce": "chosen-by-client" },
    });
    expect(response.status()).toBe(404);
    const scriptSrc = expectSecurityHeaders(response).get("script-src") ?? [];
    const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe("chosen-by-client");
    nonces.add(nonce!);
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = ""] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("hashed assets, images, icons and machine files carry the headers too", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // A hashed file under /assets/: the preloaded font (the page's scripts have no link tags).
  const asset = await page.locator('link[rel="preload"][as="font"]').first().getAttribute("href");
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
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response);
  }
});

/** A raw request: Playwright and fetch normalise "..", a hostile client does not. */
function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
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

test("directory traversal and dotfiles are never served", async ({ baseURL }) => {
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
    const { status, body } = await rawGet(baseURL!, path);
    expect(status, path).toBe(404);
    expect(body, path).not.toContain('"name": "boudoir-studio-site"');
    expect(body, path).not.toContain("createRequestListener");
    expect(body, path).not.toContain("node_modules");
  }
});

test("behind a trusted proxy, HTTPS requests get HSTS and an upgrade policy", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port) + 1;
  const child = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      DATABASE_PATH: `data/e2e-${port}/studio.sqlite`,
      OUTBOX_DIR: `data/e2e-${port}/outbox`,
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
    detached: true,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
    const viaHttps = await fetch(`${origin}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(viaHttps.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(viaHttps.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const viaHttp = await fetch(`${origin}/`, { headers: { "x-forwarded-proto": "http" } });
    expect(viaHttp.headers.get("strict-transport-security")).toBeNull();
  } finally {
    // The server runs in its own process group (npm → node): stop exactly that group.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  }
});
