import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { nonceRequestHeader } from "./lib/security-headers.server";

// Re-exported so server.ts reaches the same module instances as the routes (docs/decisions/0002).
export { lifecycle } from "./lib/lifecycle.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and prerendering get the complete document; browsers get it streamed.
    const readyEvent =
      isbot(request.headers.get("user-agent")) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    // Server-rendered pages (404, form re-render) carry the nonce that server.ts put into this
    // response's CSP; prerendering has none, because static files are allowed by hash instead.
    const nonce = request.headers.get(nonceRequestHeader) ?? undefined;

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
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
