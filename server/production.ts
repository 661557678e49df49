/**
 * `npm start`: the app as `npm run build` left it, loaded once. The development counterpart, with
 * the same shape, is dev.ts.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageAppendices } from "#app/app.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { PageSet } from "./live-pages.ts";
import { createStaticFiles } from "./static-files.ts";

export async function loadProduction<Build extends ServerBuild>(root: string, log: Log) {
  // A dynamic import is untyped: the caller names the build's type.
  const build: Build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  return {
    build,
    handleRequest: createRequestHandler(build, "production"),
    /** Reads build/client once the app is started and says what its pages take per visit. */
    staticFiles: (appendices: PageAppendices, livePages: () => PageSet | null) =>
      createStaticFiles(path.join(root, "build/client"), log, appendices, livePages),
    close: async () => {},
  };
}
