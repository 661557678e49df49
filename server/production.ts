/**
 * `npm start`: the app as `npm run build` left it, loaded once. The development counterpart, with
 * the same shape, is dev.ts.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Log } from "../app/lib/log.server.ts";
import { createStaticFiles } from "./static-files.ts";

export async function loadProduction<Build extends ServerBuild>(root: string, log: Log) {
  // A dynamic import is untyped: the caller names the build's type.
  const build: Build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  return {
    build,
    handleRequest: createRequestHandler(build, "production"),
    staticFiles: await createStaticFiles(path.join(root, "build/client"), log),
    close: async () => {},
  };
}
