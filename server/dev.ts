/**
 * `npm run dev`: the same server and pipeline as production (server.ts), with Vite in middleware
 * mode in place of the built files. Vite serves the modules and hot updates; the app is loaded
 * through Vite's SSR runner, so edits to routes and components apply on the next request (the
 * app itself, with its database, starts once). Only imported when NODE_ENV=development.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type * as ReactRouter from "react-router";
import type { ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment } from "vite";

export async function startVite<Build extends ServerBuild>() {
  const before = process.listeners("SIGTERM");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  // React Router's plugin starts a Vite server of its own, which would end the process on
  // SIGTERM before server.ts has stopped the app; server.ts closes Vite itself.
  for (const listener of process.listeners("SIGTERM")) {
    if (!before.includes(listener)) process.off("SIGTERM", listener);
  }
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) {
    throw new Error("Vite's SSR environment cannot run modules in this process");
  }
  /** React Router's server build as it is now, through Vite's module graph. */
  const loadBuild = () => ssr.runner.import<Build>("virtual:react-router/server-build");
  // React Router as Vite resolves it for the app (its development build): the router context
  // the app creates must be an instance of this copy's RouterContextProvider.
  const { createRequestHandler } = await ssr.runner.import<typeof ReactRouter>("react-router");
  return {
    build: await loadBuild(),
    handleRequest: createRequestHandler(loadBuild, "development"),
    // Vite renders the home page on every request, so there is no file to append a form token
    // to: without JavaScript, the development form's first post is asked to be sent again.
    staticFiles: async () => (req: IncomingMessage, res: ServerResponse, next: () => void) =>
      vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
