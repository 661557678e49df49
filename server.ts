/**
 * The production server: prerendered pages and hashed assets straight from disk, everything else
 * (the 404 route, the form action, API routes) through React Router. Security headers go on every
 * response. Node runs this file directly (type stripping), so it imports app modules by relative
 * path with their `.ts` extension; modules it imports must not use the `~/` alias.
 */
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@react-router/node";
import { createRequestListener as createFetchListener } from "@remix-run/node-fetch-server";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv, type Env } from "./app/lib/env.server.ts";
import type { AppLifecycle } from "./app/lib/lifecycle.server.ts";
import { log } from "./app/lib/log.server.ts";
import {
  compress,
  compressibleExtensions as compressible,
  precompressedSuffix,
  type Encoding,
} from "./app/lib/static-compression.server.ts";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  isHttps,
  nonceRequestHeader,
  securityHeaders,
} from "./app/lib/security-headers.server.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(root, "build", "client");

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};
/** Files whose names carry a content hash never change: cache them for a year. */
function isImmutable(urlPath: string) {
  return urlPath.startsWith("/assets/") || urlPath.startsWith("/images/");
}

/**
 * Maps a URL path to a file below build/client, or null. Dotfiles and anything that would
 * leave the directory are refused; "/impressum" finds the prerendered "impressum/index.html".
 */
async function resolveStaticFile(urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split("/").some((part) => part.startsWith(".")))
    return null;
  const candidate = path.join(clientDir, path.normalize(decoded));
  if (candidate !== clientDir && !candidate.startsWith(clientDir + path.sep)) return null;
  for (const file of [candidate, path.join(candidate, "index.html")]) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

/**
 * The CSP script hashes of every prerendered page, computed once at start-up: the files do not
 * change while the server runs, and React Router's inline scripts differ per page.
 */
async function hashPrerenderedPages(): Promise<Map<string, string[]>> {
  const hashes = new Map<string, string[]>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(file, inlineScriptHashes(await readFile(file, "utf8")));
  }
  return hashes;
}

const compressedCache = new Map<string, Promise<Buffer>>();

/** The file's compressed bytes: the copy the build wrote next to it, or compressed once here. */
function compressed(file: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(file + precompressedSuffix[encoding]).catch(async () =>
      compress(await readFile(file), encoding),
    );
    compressedCache.set(key, body);
    body.catch(() => compressedCache.delete(key));
  }
  return body;
}

function preferredEncoding(req: IncomingMessage): Encoding | null {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  pageCsp: (file: string) => string,
) {
  const file = await resolveStaticFile(urlPath);
  if (!file) return false;
  const ext = path.extname(file);
  if (ext === ".html") res.setHeader("Content-Security-Policy", pageCsp(file));
  res.setHeader("Content-Type", contentTypes[ext] ?? "application/octet-stream");
  res.setHeader(
    "Cache-Control",
    isImmutable(urlPath)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
  );
  const encoding = compressible.has(ext) ? preferredEncoding(req) : null;
  if (compressible.has(ext)) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) {
    const body = await compressed(file, encoding);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  } else {
    res.setHeader("Content-Length", (await stat(file)).size);
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  }
  return true;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const build = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild;
  const { lifecycle } = build.entry.module as unknown as { lifecycle: AppLifecycle };
  try {
    await lifecycle.start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const handleWithRouter = createRequestListener({
    build,
    mode: "production",
    getLoadContext: lifecycle.getLoadContext,
  });
  // The inquiry endpoint is the one that sees bursts: plain POSTs skip React Router's request
  // handling (the same handler answers, see app/lib/inquiry-api.server.ts).
  const handleInquiryApi = createFetchListener(lifecycle.handleInquiryApi);
  const pageScriptHashes = await hashPrerenderedPages();

  const server = createServer(async (req, res) => {
    const https = isHttps(
      Boolean((req.socket as TLSSocket).encrypted),
      req.headers["x-forwarded-proto"],
      env.TRUST_PROXY,
    );
    for (const [name, value] of Object.entries(securityHeaders({ https })))
      res.setHeader(name, value);
    const pageCsp = (file: string) =>
      contentSecurityPolicy({ hashes: pageScriptHashes.get(file) ?? [], https });
    try {
      const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
      if (urlPath === "/healthz") {
        const health = lifecycle.health();
        return sendJson(res, health.ok ? 200 : 503, health);
      }
      if (
        (req.method === "GET" || req.method === "HEAD") &&
        (await serveStatic(req, res, urlPath, pageCsp))
      ) {
        return;
      }
      const nonce = createNonce();
      req.headers[nonceRequestHeader] = nonce;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
      if (req.method === "POST" && urlPath === "/api/send-contact-email") {
        return await handleInquiryApi(req, res);
      }
      await handleWithRouter(req, res);
    } catch (error) {
      log("error", "request.failed", {
        message: error instanceof Error ? error.message : "unknown",
      });
      if (!res.headersSent)
        sendJson(res, 500, { ok: false, error: { code: "internal", message: "Interner Fehler" } });
      else res.destroy();
    }
  });

  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log("info", "server.listening", { host: env.HOST, port, url: `http://${env.HOST}:${port}` });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "server.stopping", { signal });
    // Finish requests in flight, then stop background work; give up after 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await lifecycle.stop();
      log("info", "server.stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
