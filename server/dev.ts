/**
 * `npm run dev`: the same server and pipeline as production (server.ts), with Vite in
 * middleware mode in place of the built files. Vite serves the modules and hot updates; the app
 * is loaded through Vite's SSR runner, so edits to routes and components apply on the next
 * request. Only imported when NODE_ENV=development.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type * as ReactRouter from "react-router";
import type { ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment } from "vite";

export async function startVite() {
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) {
    throw new Error("Vite's SSR environment cannot run modules in this process");
  }
  const loadBuild = <Build extends ServerBuild>() =>
    ssr.runner.import<Build>("virtual:react-router/server-build");
  // React Router as Vite resolves it for the app (its development build): the router context
  // the app creates must be an instance of this copy's RouterContextProvider.
  const { createRequestHandler } = await ssr.runner.import<typeof ReactRouter>("react-router");
  return {
    /** React Router's server build as it is now, through Vite's module graph. */
    loadBuild,
    /** Handles each request with the build as it is at that moment. */
    handleRequest: createRequestHandler(loadBuild, "development"),
    middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) =>
      vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
