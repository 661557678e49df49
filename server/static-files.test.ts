import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LogFields } from "#app/lib/log.server.ts";
import { createStaticFiles } from "./static-files.ts";

const inlineScript = "window.__page = 1;";
const formPage = `<html><body><form id="f"></form><script>form()</script></body></html>`;
let visits = 0;
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

let dir: string;
let server: Server;
let port: number;
const logged: { event: string; fields: LogFields }[] = [];

function write(file: string, body: string | Buffer, compressed = false) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, body);
  if (compressed) {
    writeFileSync(`${full}.br`, brotliCompressSync(body));
    writeFileSync(`${full}.gz`, gzipSync(body));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  write("index.html", `<html><script>${inlineScript}</script></html>`, true);
  write("impressum/index.html", "<html><script>impressum()</script></html>", true);
  write("assets/entry-abc123.js", "export {};", true);
  write("images/hero-1a2b.avif", Buffer.alloc(64));
  write("manifest.webmanifest", "{}", true);
  write("_root.data", "[]", true);
  write("assets/font-x.woff2", Buffer.alloc(64));
  write(".env", "SECRET=1");
  write("big.bin", Buffer.alloc(32 * 1024 * 1024));
  write("removed.txt", "soon gone");
  write("anfrage/index.html", formPage, true);

  const staticFiles = await createStaticFiles(
    dir,
    (_level, event, fields = {}) => logged.push({ event, fields }),
    { "/anfrage": () => `<input name="t" form="f" value="${++visits}">` },
  );
  server = createServer((req, res) =>
    staticFiles(
      req,
      res,
      () => {
        res.statusCode = 404;
        res.end("not a static file");
      },
      (hashes) => `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(" ")}`,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: fetch would normalise the path and decode the body. */
function get(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    size: number;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: urlPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, size: body.length, body });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static files", () => {
  it("serve pages without a redirect, with their own script hashes and revalidation", async () => {
    for (const urlPath of ["/", "/impressum", "/impressum/"]) {
      const { status, headers } = await get(urlPath, { "Accept-Encoding": "br, gzip" });
      expect(status, urlPath).toBe(200);
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(headers["content-encoding"]).toBe("br");
      expect(headers["vary"]).toBe("Accept-Encoding");
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    expect((await get("/")).headers["content-security-policy"]).toBe(
      `script-src 'self' '${sha256(inlineScript)}'`,
    );
    expect((await get("/impressum")).headers["content-security-policy"]).toBe(
      `script-src 'self' '${sha256("impressum()")}'`,
    );
  });

  it("serve a page with its appendix, new in every response and in every encoding", async () => {
    const decode = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      identity: (body: Buffer) => body,
    };
    const seen = new Set<string>();
    for (const urlPath of ["/anfrage", "/anfrage/", "/anfrage/index.html"]) {
      for (const [accept, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["identity", "identity"],
      ] as const) {
        const { status, headers, body } = await get(urlPath, { "Accept-Encoding": accept });
        expect(status, urlPath).toBe(200);
        const html = decode[encoding](body).toString();
        const appendix = /<input name="t" form="f" value="(\d+)">/.exec(html)?.[1];
        expect(html).toBe(
          formPage.replace("</body>", `<input name="t" form="f" value="${appendix}"></body>`),
        );
        seen.add(appendix!);
        expect(headers).toMatchObject({
          "content-type": "text/html; charset=utf-8",
          // One visitor's appendix (a form token) must never reach another from a shared cache.
          "cache-control": "private, no-cache",
          vary: "Accept-Encoding",
          "content-length": String(body.length),
          "content-security-policy": `script-src 'self' '${sha256("form()")}'`,
        });
        expect(headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
        // Nothing to revalidate against: the bytes differ in every response.
        expect(headers["etag"]).toBeUndefined();
        expect(headers["last-modified"]).toBeUndefined();
      }
    }
    expect(seen.size).toBe(9);
    const head = await get("/anfrage", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.size).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    // Other pages are still the files as built.
    expect((await get("/", { "Accept-Encoding": "br" })).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
  });

  it("refuse an appendix for a path that is no page of the build", async () => {
    for (const urlPath of ["/nirgends", "/manifest.webmanifest"]) {
      await expect(createStaticFiles(dir, () => {}, { [urlPath]: () => "" })).rejects.toThrow(
        /not a prerendered page/,
      );
    }
  });

  it("cache hashed names for a year and name this site's content types", async () => {
    const asset = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip" });
    expect(asset.headers).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "content-encoding": "gzip",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
    });
    const image = await get("/images/hero-1a2b.avif", { "Accept-Encoding": "br" });
    expect(image.headers).toMatchObject({
      "content-type": "image/avif",
      "cache-control": "public, max-age=31536000, immutable",
    });
    // Nothing to choose between for a file without compressed copies.
    expect(image.headers["vary"]).toBeUndefined();
    expect(image.headers["content-encoding"]).toBeUndefined();
    for (const [urlPath, type] of [
      ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
      ["/_root.data", "text/x-script; charset=utf-8"],
      ["/assets/font-x.woff2", "font/woff2"],
    ]) {
      expect((await get(urlPath!)).headers["content-type"], urlPath).toBe(type);
    }
    const plain = await get("/manifest.webmanifest");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.size).toBe(2);
  });

  it("leave dotfiles, compressed copies and paths outside the folder to the next handler", async () => {
    for (const urlPath of [
      "/.env",
      "/%2eenv",
      "/index.html.br",
      "/index.html%2Egz",
      "/../package.json",
      "/assets/../../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const { status } = await get(urlPath);
      expect(status, urlPath).toBe(404);
    }
  });

  it("survive a file that disappeared after start-up, and keep serving", async () => {
    rmSync(path.join(dir, "removed.txt"));
    await expect(get("/removed.txt")).rejects.toThrow();
    await expect
      .poll(() => logged.find((entry) => entry.event === "static.read_failed"))
      .toMatchObject({ fields: { path: "/removed.txt", code: "ENOENT" } });
    expect((await get("/")).status).toBe(200);
  });

  it("close the file of a download the client abandons", async () => {
    const openFiles = () => readdirSync("/proc/self/fd").length;
    const before = openFiles();
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/big.bin" }, (res) => {
          res.once("data", () => {
            req.destroy();
            resolve();
          });
        });
        req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
        req.end();
      });
    }
    await expect.poll(openFiles, { timeout: 5_000 }).toBeLessThanOrEqual(before);
  });
});
