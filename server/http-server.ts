/**
 * The HTTP platform: one pipeline for every request. Security headers first (on every response,
 * errors included), then `GET /healthz`, then static files for GET and HEAD, then React Router,
 * which gets the client's address (computed here, once, as TRUST_PROXY says) and the CSP nonce
 * through the app's router context.
 *
 * Before any of that, the pipeline protects the process: an unparseable target is a 400, and
 * every request body is capped (`maxBodyBytes`, more for the website editor) before anyone reads it, by its Content-Length and
 * while it streams, on every path, so no handler can be made to buffer hundreds of megabytes.
 * The timeouts in `serverTimeouts` cut connections that send their headers or body too slowly
 * (slow-loris) or sit idle.
 */
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { App } from "#app/app.server.ts";
import {
  clientIp,
  forwardedProto,
  fromTrustedProxy,
  type ProxyTrust,
} from "#app/lib/client-address.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import {
  contentSecurityPolicy,
  createNonce,
  isHttps,
  securityHeaders,
} from "./security-headers.ts";
import type { StaticFiles } from "./static-files.ts";
import { apiMessages } from "#app/content/api-messages.ts";
import { galleryHeaders } from "#app/galleries/client/cookie.server.ts";
import { uploadChunkBytes } from "#app/photos/limits.ts";

export type HttpServerOptions = {
  app: App;
  /** React Router's request handler (`createRequestHandler` of the build). */
  handleRequest: (request: Request, context: ReturnType<App["loadContext"]>) => Promise<Response>;
  staticFiles: StaticFiles;
  /** TRUST_PROXY: which proxies may tell the client's address (and scheme, and host). */
  trustProxy: ProxyTrust;
  /**
   * PUBLIC_SITE_URL is https: every request is treated as arriving over HTTPS (HSTS, the
   * session cookie's Secure flag), whatever a proxy says or does not say about the scheme.
   */
  httpsSite: boolean;
  /** HEALTH_TOKEN: a bearer token that gets the health check's details from anywhere. */
  healthToken?: string;
  /** false for the development server, whose pages carry Vite's inline scripts. */
  contentSecurityPolicy: boolean;
  log: Log;
};

/**
 * The largest request body any path accepts. The JSON API allows 32 KB itself; the no-JS form
 * post is URL-encoded, where one "ä" of a 2,000-character message takes 6 bytes.
 */
export const maxBodyBytes = 64 * 1024;

/**
 * The owner's website editor posts a whole document at once: the home page's longest texts at
 * their limits (app/website/schema.ts) are about 30,000 characters, up to 180 KB URL-encoded.
 * Only signed-in requests get past the studio's guard, but the cap applies before it.
 */
export const maxEditorBodyBytes = 256 * 1024;
/**
 * A piece of a photo the studio uploads (app/photos/upload.server.ts), or of a gallery's picture
 * (the same piece upload, ADR 0041), and its headers' slack.
 */
export const maxUploadPieceBytes = uploadChunkBytes + 1024;
const galleryUpload = /^\/studio\/galerien\/[A-Za-z0-9_-]{22}\/hochladen$/;
const bodyCap = (urlPath: string) =>
  urlPath === "/studio/fotos/hochladen" || galleryUpload.test(urlPath)
    ? maxUploadPieceBytes
    : urlPath.startsWith("/studio/website")
      ? maxEditorBodyBytes
      : maxBodyBytes;

/**
 * Node's defaults allow 5 minutes for a whole request and check only every 30 s; a site whose
 * largest request is one inquiry needs neither. Headers must arrive within 10 s, a whole request
 * within 30 s, an idle kept-open connection closes after 5 s, checked every second.
 */
export const serverTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

export function createHttpServer(options: HttpServerOptions): Server {
  const { app, handleRequest, staticFiles, trustProxy, log } = options;
  const csp = options.contentSecurityPolicy;

  const failed = (res: ServerResponse, error: unknown) => {
    log("error", "request.failed", {
      message: error instanceof Error ? error.message : "unknown",
    });
    if (!res.headersSent) {
      sendJson(res, 500, { ok: false, error: { code: "internal", message: apiMessages.internal } });
    } else res.destroy();
  };

  async function route(req: IncomingMessage, res: ServerResponse, https: boolean) {
    const nonce = csp ? createNonce() : undefined;
    if (nonce) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
    let request: Request | undefined;
    try {
      request = createRequest(req, res, {
        protocol: https ? "https:" : "http:",
        trustProxy: fromTrustedProxy(trustProxy, req.socket.remoteAddress),
      });
      const context = app.loadContext({
        clientAddress: clientIp(request, req.socket.remoteAddress, trustProxy),
        nonce,
      });
      await sendResponse(res, await handleRequest(request, context));
    } catch (error) {
      // A visitor who went away mid-request is no error of ours.
      if (request?.signal.aborted) return;
      failed(res, error);
    }
  }

  /** An answer that ends the connection: the rest of what the client sends is not read. */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: 400 | 413, api: boolean) => {
    if (res.headersSent) return void res.destroy();
    res.setHeader("Connection", "close");
    const code = status === 413 ? "payload_too_large" : "bad_request";
    const message = status === 413 ? apiMessages.payloadTooLarge : apiMessages.badRequest;
    if (api) sendJson(res, status, { ok: false, error: { code, message } });
    else {
      res.statusCode = status;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      res.end(message);
    }
    log("warn", status === 413 ? "request.too_large" : "request.bad_target", {
      method: req.method,
    });
  };

  /**
   * Counts a body as it arrives, beside whoever reads it (each sees every chunk): past the cap
   * the answer is a 413 and the connection closes, and the handler reading it sees an aborted
   * request.
   */
  const capBody = (req: IncomingMessage, res: ServerResponse, api: boolean, cap: number) => {
    let size = 0;
    const count = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= cap) return;
      req.off("data", count);
      refuse(req, res, 413, api);
      req.socket.destroySoon();
    };
    req.on("data", count);
    // An endpoint may answer without reading the body (a refused API key, a form session). The
    // request's own reader then holds it paused, and a kept-open connection would sit on it until
    // the request timeout: the rest is drained through the counter above instead, so a small body
    // ends normally and a large one ends the connection at the cap.
    res.once("finish", () => {
      if (req.complete) return;
      const drain = () => setImmediate(() => req.resume());
      req.on("pause", drain);
      drain();
    });
  };

  /**
   * Who may see the health check's queue details: a loopback peer that came through no proxy
   * (behind Caddy every peer is loopback, but proxied requests carry X-Forwarded-For), or
   * whoever sends HEALTH_TOKEN as a bearer token.
   */
  const isOperator = (req: IncomingMessage) => {
    const peer = req.socket.remoteAddress ?? "";
    const loopback = peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
    const proxied =
      req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    if (loopback && !proxied) return true;
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!options.healthToken || !token) return false;
    const given = Buffer.from(token);
    const wanted = Buffer.from(options.healthToken);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };

  const server = createServer(serverTimeouts, (req, res) => {
    const https =
      options.httpsSite ||
      isHttps(
        Boolean((req.socket as TLSSocket).encrypted),
        forwardedProto(req.headers, req.socket.remoteAddress, trustProxy),
      );
    for (const [name, value] of Object.entries(securityHeaders({ https, csp }))) {
      res.setHeader(name, value);
    }
    let urlPath: string;
    try {
      urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
    } catch {
      // e.g. "//x:99999/": a client's mistake (or a probe), not a failure of ours.
      return refuse(req, res, 400, false);
    }
    // A client's gallery (ADR 0041): every answer, refusals and errors included, is private.
    if (urlPath === "/galerie" || urlPath.startsWith("/galerie/")) {
      for (const [name, value] of Object.entries(galleryHeaders)) res.setHeader(name, value);
    }
    const api = urlPath.startsWith("/api/");
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    if (hasBody) {
      const cap = bodyCap(urlPath);
      if (Number(req.headers["content-length"]) > cap) return refuse(req, res, 413, api);
      capBody(req, res, api, cap);
    }
    try {
      if (urlPath === "/healthz") {
        const { checks, ...health } = app.health();
        return sendJson(
          res,
          health.ok ? 200 : 503,
          isOperator(req) ? { ...health, checks } : health,
        );
      }
      if (req.method === "GET" || req.method === "HEAD") {
        const pageCsp = (hashes: readonly string[]) => contentSecurityPolicy({ hashes, https });
        return staticFiles(req, res, () => void route(req, res, https), pageCsp);
      }
      void route(req, res, https);
    } catch (error) {
      failed(res, error);
    }
  });
  return server;
}
