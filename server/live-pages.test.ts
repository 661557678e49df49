import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import type { SiteContent } from "#app/website/schema.ts";
import { createLivePages, type ServedPages } from "./live-pages.ts";
import { createStaticFiles } from "./static-files.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** A page of one release, as the app's handler would render it: its studio name in a script. */
const pageOf = (name: string, urlPath: string) =>
  `<html><body><h1>${name} ${urlPath}</h1><script>hydrate(${JSON.stringify(name)})</script></body></html>`;

let dir: string;
let server: Server;
let port: number;
let pages: ServedPages;
let renders = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "live-pages-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write("index.html", pageOf("Build", "/"));
  write("impressum/index.html", pageOf("Build", "/impressum"));
  write("sitemap.xml", "<urlset>build</urlset>");
  write("_.data", "build data");
  write("assets/app.js", "export {};");

  pages = createLivePages({
    paths: ["/", "/impressum", "/sitemap.xml", "/kaputt"],
    async render(urlPath, content) {
      renders++;
      const name = content.facts.studioName;
      if (urlPath === "/kaputt") {
        return name === "Kaputt"
          ? new Response("failed", { status: 500 })
          : new Response(pageOf(name, urlPath), { headers: { "Content-Type": "text/html" } });
      }
      if (urlPath === "/sitemap.xml") {
        return new Response(`<urlset>${name}</urlset>`, {
          headers: { "Content-Type": "application/xml" },
        });
      }
      return new Response(pageOf(name, urlPath), {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    isAppendable: (urlPath) => urlPath === "/",
  });
  write("kaputt/index.html", pageOf("Build", "/kaputt"));
  let token = 0;
  const staticFiles = await createStaticFiles(
    dir,
    () => {},
    { "/": () => `<input name="token" value="${++token}">` },
    pages.current,
  );
  server = createServer((req, res) =>
    staticFiles(
      req,
      res,
      () => {
        res.statusCode = 404;
        res.end("to the app");
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

function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const coding = res.headers["content-encoding"];
          const body =
            coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString() });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const named = (name: string): SiteContent => ({
  ...defaultContent,
  facts: { ...defaultContent.facts, studioName: name },
});

describe("the live release's pages", () => {
  it("are the build's files until a release is swapped in", async () => {
    expect((await get("/impressum")).text).toBe(pageOf("Build", "/impressum"));
    expect((await get("/_.data")).text).toBe("build data");
  });

  it("replace the build's files, in every encoding, with their own script hashes", async () => {
    pages.swap(2, await pages.render(named("Lichtblick")));
    for (const encoding of ["br", "gzip", "identity"]) {
      const page = await get("/impressum", { "Accept-Encoding": encoding });
      expect(page.status).toBe(200);
      expect(page.text).toBe(pageOf("Lichtblick", "/impressum"));
      expect(page.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(page.headers["content-security-policy"]).toBe(
        `script-src 'self' '${sha256('hydrate("Lichtblick")')}'`,
      );
    }
    expect((await get("/sitemap.xml", { "Accept-Encoding": "br" })).text).toBe(
      "<urlset>Lichtblick</urlset>",
    );
    expect((await get("/assets/app.js")).text).toBe("export {};");
    expect(pages.shownId()).toBe(2);
  });

  it("splice the form token into the home page of the release", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const second = await get("/", { "Accept-Encoding": "gzip" });
    expect(first.text).toMatch(/Lichtblick \/<\/h1>.*<input name="token" value="\d+"><\/body>/);
    expect(first.text).not.toBe(second.text);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.headers["content-security-policy"]).toContain(sha256('hydrate("Lichtblick")'));
  });

  it("answer a revalidation with 304 and leave React Router's data requests to the app", async () => {
    const page = await get("/impressum");
    const again = await get("/impressum", { "If-None-Match": String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect((await get("/_.data")).text).toBe("to the app");
  });

  it("refuse to render a release one of whose pages fails, and keep serving the last one", async () => {
    await expect(pages.render(named("Kaputt"))).rejects.toThrow("rendering /kaputt answered 500");
    expect((await get("/impressum")).text).toBe(pageOf("Lichtblick", "/impressum"));
  });

  it("give way to the build's files again when the build's content is live again", async () => {
    const before = renders;
    pages.swap(3, pages.prerendered());
    expect(renders).toBe(before);
    expect((await get("/impressum")).text).toBe(pageOf("Build", "/impressum"));
  });
});
