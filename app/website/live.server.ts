/**
 * The running server's side of the owner's website: which content the pages rendered per request
 * (the 404 page, the form posted without JavaScript) use, the first release of a fresh install,
 * and the watch for releases made by another process (`npm run content -- import --publish`).
 */
import type { Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { showLiveRelease, type LivePages, type WebsiteDeps } from "#app/website/publish.server.ts";
import { siteContentSchema, type SiteContent } from "#app/website/schema.ts";
import { ensureFirstRelease, liveRelease, readRelease } from "#app/website/store.server.ts";

/** How often the server looks for a release made by another process: live within 5 s. */
export const releaseWatchMs = 1000;

export type Website = {
  deps: WebsiteDeps;
  /** The content of the release served now. */
  content(): SiteContent;
  /** Serves the live release (rendered unless it is the build's own content), then watches. */
  start(): Promise<void>;
  stop(): void;
};

/** Same content: both are schema outputs, so their keys come in the same order. */
const sameContent = (a: SiteContent, b: SiteContent) => JSON.stringify(a) === JSON.stringify(b);

export function createWebsite(options: {
  db: Database;
  clock: () => number;
  pages: LivePages;
  log: Log;
  /** What the build prerendered: today's app/content/ defaults, the first release. */
  buildContent: SiteContent;
  blockers?: WebsiteDeps["blockers"];
}): Website {
  const { db, clock, pages, log } = options;
  const buildContent = siteContentSchema.parse(options.buildContent);
  ensureFirstRelease(db, buildContent, clock());
  let content = buildContent;

  const deps: WebsiteDeps = {
    db,
    clock,
    log,
    ...(options.blockers ? { blockers: options.blockers } : {}),
    pages: {
      render: (next) =>
        sameContent(next, buildContent) ? Promise.resolve(pages.prerendered()) : pages.render(next),
      renderPage: pages.renderPage,
      prerendered: pages.prerendered,
      shownId: pages.shownId,
      swap(id, rendered) {
        pages.swap(id, rendered);
        content = readRelease(db, id)?.content ?? content;
      },
    },
  };

  let timer: NodeJS.Timeout | undefined;
  let watching: Promise<void> = Promise.resolve();
  const watch = () => {
    watching = watching
      .then(() => showLiveRelease(deps))
      .catch((error: unknown) =>
        log("error", "website.watch_failed", {
          message: error instanceof Error ? error.message : "unknown",
        }),
      );
    return watching;
  };

  return {
    deps,
    content: () => content,
    async start() {
      // Before the first request: a release published while the server was down is served.
      content = liveRelease(db).content;
      await watch();
      timer = setInterval(watch, releaseWatchMs).unref();
    },
    stop: () => clearInterval(timer),
  };
}
