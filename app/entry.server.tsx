import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext, servicesContext } from "#app/context.server.ts";

// Re-exported so that the server starts the app from the build it serves: the routes and the
// server then share one instance of every stateful module (docs/decisions/0002, 0011).
export { startApp } from "#app/app.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every page goes out whole, its Suspense boundaries inline (no size-based outlining, which
    // React does past `progressiveChunkSize`): the pages hydrate section by section
    // (components/hydrate-in-turn.tsx), and an outlined section would stay hidden without
    // JavaScript and be revealed by an inline script, with a second layout of the whole page,
    // after the first paint. Nothing here is slow to render: the data is local.
    const readyEvent = "onAllReady";

    // Server-rendered pages (404, form re-render) carry the nonce the server put into this
    // response's CSP; prerendering has none, because static files are allowed by hash instead.
    const nonce = loadContext.get(requestContext)?.nonce;

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors React Router catches, as JSON log lines instead of stack traces on stderr. A form posted
 * from another origin is refused by React Router before any action runs (ADR 0011); it is logged
 * as the inquiry's or the studio's event it is.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  let log;
  try {
    log = context.get(servicesContext).log;
  } catch {
    // Prerendering: no app is running, and the build should show the error as it is.
    console.error(error);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (request.method === "POST" && message.includes("`origin` header")) {
    const studio = new URL(request.url).pathname.startsWith("/studio");
    if (studio) log("warn", "studio.foreign_origin", { method: request.method });
    else log("warn", "inquiry.foreign_origin", { channel: "form" });
  } else {
    log("error", "request.failed", { message });
  }
};
