/**
 * The owner's website and her photos, started (app.server.ts): the live release served before the
 * first request, the photo worker in a process of its own (which encodes her clients' gallery
 * pictures too), and the lookup the pages draw her photos with.
 */
import path from "node:path";
import { defaultContent } from "#app/content/website/defaults.ts";
import type { Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { PhotoDeps } from "#app/photos/library.server.ts";
import { photoBlockers } from "#app/photos/publishable.server.ts";
import { withBuiltins } from "#app/photos/resolve.ts";
import { photoLookup } from "#app/photos/store.server.ts";
import { startPhotoWorker } from "#app/photos/worker-host.server.ts";
import { createWebsite } from "#app/website/live.server.ts";
import type { GalleryDeps } from "#app/galleries/galleries.server.ts";
import type { LivePages, WebsiteDeps } from "#app/website/publish.server.ts";

/** Her releases: a release with a photo that cannot be shown yet is refused (publishable). */
export function startWebsite(running: { db: Database; log: Log; pages: LivePages }) {
  const { db } = running;
  return createWebsite({
    db,
    clock: Date.now,
    pages: running.pages,
    log: running.log,
    buildContent: defaultContent,
    blockers: (content) => photoBlockers(db, content),
  });
}

/**
 * Her photo library. Uploads wait beside the database, owner-only like it, until the worker has
 * encoded them; without the worker's script (some tests) they wait in the queue.
 */
export function startPhotos(
  env: Env,
  running: { db: Database; log: Log; website: WebsiteDeps; workerScript?: URL },
) {
  const { db, log } = running;
  const uploadsDir = path.join(path.dirname(env.DATABASE_PATH), "uploads");
  const worker = running.workerScript
    ? startPhotoWorker({
        script: running.workerScript,
        database: env.DATABASE_PATH,
        uploadsDir,
        galleriesDir: env.GALLERIES_DIR,
        logLevel: env.LOG_LEVEL,
        log,
      })
    : { wake() {}, stop: async () => {} };
  const deps: PhotoDeps = {
    db,
    clock: Date.now,
    log,
    uploadsDir,
    wakeWorker: worker.wake,
    website: running.website,
    defaults: defaultContent.photos,
  };
  // Her clients' galleries share the upload and the worker (ADR 0041).
  const galleries: GalleryDeps = {
    db,
    clock: Date.now,
    log,
    uploadsDir,
    galleriesDir: env.GALLERIES_DIR,
    wakeWorker: worker.wake,
  };
  return {
    deps,
    galleries,
    uploadsDir,
    /** The pages' lookup: her uploads first, the pictures the site ships with otherwise. */
    lookup: withBuiltins(photoLookup(db)),
    /** Resolves once the worker's process has exited (it has the database open). */
    stop: () => worker.stop(),
  };
}
