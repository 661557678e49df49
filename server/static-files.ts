/**
 * The build's static files (build/client: prerendered pages, hashed assets, images, icons),
 * served by sirv with the Brotli and gzip copies `npm run build` wrote next to them
 * (scripts/precompress.ts). What sirv does not know is set here (docs/decisions/0012):
 *
 * - each prerendered page's Content-Security-Policy, with the hashes of its own inline scripts,
 *   computed once at start-up (the files do not change while the server runs);
 * - a year of caching for the hashed names under /assets/ and /images/, revalidation otherwise;
 * - `Vary: Accept-Encoding` only where a compressed copy exists, and this site's content types;
 * - pages that take HTML of their own in every response (the home page's form token, ADR 0023):
 *   served from memory by appendable-page.ts, never from a shared cache;
 * - the owner's live release (live-pages.ts, ADR 0031): its pages replace the build's files of the
 *   same name, served from memory, until the build's own content is live again.
 *
 * sirv pipes a read stream into the response without an error handler: a read error (a file
 * removed after start-up) would crash the process, and an aborted download would keep its file
 * open. The `pipe` guard below closes both.
 */
import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import sirv from "sirv";
import type { PageAppendices } from "#app/app.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import {
  prepareAppendablePage,
  type AppendablePage,
  type PageEncoding,
} from "./appendable-page.ts";
import type { LivePage, PageSet } from "./live-pages.ts";
import { inlineScriptHashes } from "./security-headers.ts";

/** The policy for a prerendered page that carries inline scripts with these hashes. */
export type PageCsp = (hashes: readonly string[]) => string;

export type StaticFiles = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  pageCsp: PageCsp,
) => void;

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  // React Router's prerendered route data (turbo-stream).
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

/** Where the build writes compressed copies: "index.html" → "index.html.br", ".gz". */
const compressedSuffix = /\.(br|gz)$/;

/** Files whose names carry a content hash never change: cache them for a year. */
const isImmutable = (urlPath: string) =>
  urlPath.startsWith("/assets/") || urlPath.startsWith("/images/");

/** The encoding sirv would choose for this request (it asks for Brotli or gzip by name). */
function encodingFor(req: IncomingMessage): PageEncoding {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/(br|brotli)/i.test(accepted)) return "br";
  if (/gzip/i.test(accepted)) return "gzip";
  return "identity";
}

/**
 * @param appendices HTML to insert before `</body>` of a prerendered page in every response, by
 *   URL path (each must name a page of the build).
 * @param livePages the pages of the owner's live release, when they are not the build's own.
 */
export async function createStaticFiles(
  dir: string,
  log: Log,
  appendices: PageAppendices = {},
  livePages: () => PageSet | null = () => null,
): Promise<StaticFiles> {
  const entries: Dirent[] = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => "/" + path.relative(dir, path.join(entry.parentPath, entry.name))),
  );
  const pageHashes = new Map<string, string[]>();
  for (const file of files) {
    if (file.endsWith(".html")) {
      pageHashes.set(file, inlineScriptHashes(await readFile(path.join(dir, file), "utf8")));
    }
  }

  /** The file a URL path names, by sirv's own rule ("/impressum" → "/impressum/index.html"). */
  function fileOf(urlPath: string): string {
    const base = urlPath.length > 1 ? urlPath.replace(/\/$/, "") : "";
    const candidates = [base, `${base}.html`, `${base}/index.html`];
    return candidates.find((candidate) => files.has(candidate)) ?? urlPath;
  }

  const appendable = new Map<string, { page: AppendablePage; appendix: () => string }>();
  for (const [urlPath, appendix] of Object.entries(appendices)) {
    const file = fileOf(urlPath);
    if (!file.endsWith(".html") || !files.has(file)) {
      throw new Error(`${urlPath} is not a prerendered page of this build`);
    }
    const page = await prepareAppendablePage(await readFile(path.join(dir, file)));
    appendable.set(file, { page, appendix });
  }

  /**
   * A page with its appendix. Its bytes differ in every response, so it carries no validators
   * (nothing to answer 304 to) and is `private`: a shared cache must not hand one visitor's form
   * token to the next. Range requests get the whole page.
   */
  function serveAppended(
    req: IncomingMessage,
    res: ServerResponse,
    page: AppendablePage,
    appendix: () => string,
    hashes: readonly string[],
    pageCsp: PageCsp,
  ) {
    const encoding = encodingFor(req);
    const body = page.render(appendix(), encoding);
    res.setHeader("Content-Type", contentTypes[".html"]!);
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.setHeader("Content-Security-Policy", pageCsp(hashes));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A page of the live release, as sirv would serve its file (validators, encodings, CSP). */
  function serveLive(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    page: LivePage,
    pageCsp: PageCsp,
  ) {
    const appendix = appendable.get(file)?.appendix;
    if (page.appendable && appendix) {
      return serveAppended(req, res, page.appendable, appendix, page.hashes, pageCsp);
    }
    res.setHeader("Content-Type", page.contentType);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (page.hashes.length || page.contentType.startsWith("text/html")) {
      res.setHeader("Content-Security-Policy", pageCsp(page.hashes));
    }
    if (req.headers["if-none-match"] === page.etag) {
      res.statusCode = 304;
      return res.end();
    }
    const encoding = encodingFor(req);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const policies = new WeakMap<ServerResponse, PageCsp>();
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    setHeaders(res, urlPath) {
      const file = fileOf(urlPath);
      const ext = path.extname(file);
      res.setHeader("Content-Type", contentTypes[ext] ?? "application/octet-stream");
      res.setHeader(
        "Cache-Control",
        isImmutable(urlPath)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
      if (!files.has(`${file}.br`)) res.removeHeader("Vary");
      const hashes = pageHashes.get(file);
      const policy = policies.get(res);
      if (hashes && policy) res.setHeader("Content-Security-Policy", policy(hashes));
    },
  });

  return (req, res, next, pageCsp) => {
    let urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
    try {
      urlPath = decodeURI(urlPath);
    } catch {
      // sirv keeps a malformed path as it is, and finds nothing under it
    }
    // The compressed copies are encodings of their files, not files of their own.
    if (compressedSuffix.test(urlPath)) return next();
    const file = fileOf(urlPath);
    const live = livePages();
    if (live?.dataFiles.has(file)) return next();
    const livePage = live?.pages.get(file);
    if (livePage) return serveLive(req, res, file, livePage, pageCsp);
    const withAppendix = appendable.get(file);
    if (withAppendix) {
      const { page, appendix } = withAppendix;
      return serveAppended(req, res, page, appendix, pageHashes.get(file) ?? [], pageCsp);
    }
    policies.set(res, pageCsp);
    res.once("pipe", (source: Readable) => {
      source.once("error", (error: NodeJS.ErrnoException) => {
        log("error", "static.read_failed", { path: urlPath, code: error.code ?? "unknown" });
        res.destroy();
      });
      res.once("close", () => source.destroy());
    });
    serve(req, res, next);
  };
}
