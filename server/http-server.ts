/**
 * The HTTP platform: one pipeline for every request. Security headers first (on every response,
 * errors included), then `GET /healthz`, then static files for GET and HEAD, then React Router,
 * which gets the request's peer address and CSP nonce through the app's router context.
 *
 * Node runs this folder directly (type stripping): relative imports with `.ts` extensions only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { App } from "../app/app.server.ts";
import type { Log } from "../app/lib/log.server.ts";
import {
  contentSecurityPolicy,
  createNonce,
  isHttps,
  securityHeaders,
} from "./security-headers.ts";
import type { StaticFiles } from "./static-files.ts";

export type HttpServerOptions = {
  app: App;
  /** React Router's request handler (`createRequestHandler` of the build). */
  handleRequest: (request: Request, context: ReturnType<App["loadContext"]>) => Promise<Response>;
  staticFiles: StaticFiles;
  trustProxy: boolean;
  /** false for the development server, whose pages carry Vite's inline scripts. */
  contentSecurityPolicy: boolean;
  log: Log;
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
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
      sendJson(res, 500, { ok: false, error: { code: "internal", message: "Interner Fehler" } });
    } else res.destroy();
  };

  async function route(req: IncomingMessage, res: ServerResponse, https: boolean) {
    const nonce = csp ? createNonce() : undefined;
    if (nonce) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
    let request: Request | undefined;
    try {
      request = createRequest(req, res, { protocol: https ? "https:" : "http:", trustProxy });
      const context = app.loadContext({ peerAddress: req.socket.remoteAddress ?? "", nonce });
      await sendResponse(res, await handleRequest(request, context));
    } catch (error) {
      // A visitor who went away mid-request is no error of ours.
      if (request?.signal.aborted) return;
      failed(res, error);
    }
  }

  return createServer((req, res) => {
    const https = isHttps(
      Boolean((req.socket as TLSSocket).encrypted),
      req.headers["x-forwarded-proto"],
      trustProxy,
    );
    for (const [name, value] of Object.entries(securityHeaders({ https, csp }))) {
      res.setHeader(name, value);
    }
    try {
      const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
      if (urlPath === "/healthz") {
        const health = app.health();
        return sendJson(res, health.ok ? 200 : 503, health);
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
}
