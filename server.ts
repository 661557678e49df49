/**
 * Starts the site: reads the environment, loads the built app (or, with NODE_ENV=development,
 * Vite's live one), starts it, and serves it through the HTTP pipeline in server/. Node runs this
 * file directly (type stripping): relative imports with `.ts` extensions only.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type * as AppEntry from "./app/entry.server.tsx";
import { EnvError, parseEnv, type Env } from "./app/lib/env.server.ts";
import { createLog } from "./app/lib/log.server.ts";
import { createHttpServer, type HttpServerOptions } from "./server/http-server.ts";
import { createStaticFiles, type StaticFiles } from "./server/static-files.ts";

/** The server build, whose entry module is app/entry.server.tsx (it re-exports `startApp`). */
type Build = ServerBuild & { entry: { module: typeof AppEntry } };

function exit(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  exit(error);
}
const log = createLog(env.LOG_LEVEL);
const dev = env.NODE_ENV === "development";

// Production: the build, loaded once. Development: Vite's current module graph on every request,
// so edits apply without a restart (the app itself, with its database, starts once).
let build: Build;
let handleRequest: HttpServerOptions["handleRequest"];
let staticFiles: StaticFiles;
let closeDev = async () => {};
if (dev) {
  const { startVite } = await import("./server/dev.ts");
  const vite = await startVite();
  build = await vite.loadBuild<Build>();
  handleRequest = vite.handleRequest;
  staticFiles = vite.middlewares;
  closeDev = vite.close;
} else {
  const root = import.meta.dirname;
  build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  handleRequest = createRequestHandler(build, "production");
  staticFiles = await createStaticFiles(path.join(root, "build/client"), log);
}

let app: ReturnType<Build["entry"]["module"]["startApp"]>;
try {
  app = build.entry.module.startApp(env);
} catch (error) {
  exit(error);
}

const server = createHttpServer({
  app,
  handleRequest,
  staticFiles,
  trustProxy: env.TRUST_PROXY,
  contentSecurityPolicy: !dev,
  log,
});
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log("info", "server.listening", { host: env.HOST, port, url: `http://${env.HOST}:${port}` });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log("info", "server.stopping", { signal });
  // Finish requests in flight, then stop background work; give up after 10 s.
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await app.stop();
    await closeDev();
    log("info", "server.stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
