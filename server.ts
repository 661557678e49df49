/**
 * Starts the site: reads the environment, loads the built app (or, with NODE_ENV=development,
 * Vite's live one), starts it, and serves it through the HTTP pipeline in server/.
 */
import type { ServerBuild } from "react-router";
import type * as AppEntry from "#app/entry.server.tsx";
import { EnvError, parseEnv, type Env } from "#app/lib/env.server.ts";
import { createLog } from "#app/lib/log.server.ts";
import type { SiteContent } from "#app/website/schema.ts";
import { createHttpServer } from "./server/http-server.ts";
import { createLivePages, renderedPerRequest } from "./server/live-pages.ts";
import { loadProduction } from "./server/production.ts";
import { prerenderedPaths } from "./react-router.config.ts";

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
const source = dev
  ? await (await import("./server/dev.ts")).startVite<Build>()
  : await loadProduction<Build>(import.meta.dirname, log);

let app: ReturnType<typeof AppEntry.startApp>;
// The public pages of the owner's live release, rendered by the app's own request handler (as
// the build prerendered them) whenever she publishes. The development server renders every
// page per request anyway.
const renderPage = (path: string, content: SiteContent) =>
  source.handleRequest(
    new Request(new URL(path, "http://localhost")),
    app.loadContext({ clientAddress: "unknown", nonce: undefined }, content),
  );
const pages = dev
  ? renderedPerRequest(renderPage)
  : createLivePages({
      paths: prerenderedPaths,
      render: renderPage,
      isAppendable: (path) => path in app.pageAppendices,
    });
try {
  app = source.build.entry.module.startApp(env, {
    inquiryWriterThread: new URL("./app/inquiry/store/writer-thread.server.ts", import.meta.url),
    photoWorker: new URL("./app/photos/worker-process.server.ts", import.meta.url),
    pages,
  });
} catch (error) {
  exit(error);
}

const server = createHttpServer({
  app,
  handleRequest: source.handleRequest,
  staticFiles: await source.staticFiles(app.pageAppendices, pages.current),
  trustProxy: env.TRUST_PROXY,
  httpsSite: new URL(env.PUBLIC_SITE_URL).protocol === "https:",
  healthToken: env.HEALTH_TOKEN,
  contentSecurityPolicy: !dev,
  log,
});
// A release published while the server was down is rendered before the first visitor comes.
await app.website.start();
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
    await source.close();
    log("info", "server.stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
