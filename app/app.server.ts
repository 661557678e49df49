/**
 * The composition root: `startApp(env)` checks the build's settings, opens the database, starts
 * each feature (the website and her photos, the owner's alerts, inquiries with their mail
 * delivery, the studio), starts the housekeeping timers and hands routes what they need through
 * React Router's context (context.server.ts). Each feature's factory is in app/composition/. It is
 * re-exported from entry.server.tsx, so the server reaches it through the build and there is
 * exactly one instance of every stateful module.
 */
import { RouterContextProvider } from "react-router";
import { clientGalleryServices } from "#app/composition/client-galleries.server.ts";
import { openDatabases, refuseOtherBuildSettings } from "#app/composition/database.server.ts";
import { health, startHousekeeping, type Health } from "#app/composition/health.server.ts";
import { startInquiries, startMail } from "#app/composition/inquiries.server.ts";
import { startAlerts, startBackupWatch, studioServices } from "#app/composition/studio.server.ts";
import { startPhotos, startWebsite } from "#app/composition/website.server.ts";
import {
  servicesContext,
  requestContext,
  siteContentContext,
  sitePhotosContext,
  type AppServices,
  type RequestValues,
} from "#app/context.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { formTokenInput, issueFormToken } from "#app/inquiry/intake/form-token.server.ts";
import { schemaVersion } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { createLog } from "#app/lib/log.server.ts";
import { resolvePhotos } from "#app/photos/resolve.ts";
import { hashStoredFeedToken } from "#app/studio/calendar/calendar-feed.server.ts";
import type { Website } from "#app/website/live.server.ts";
import type { LivePages } from "#app/website/publish.server.ts";
import type { SiteContent } from "#app/website/schema.ts";

/**
 * HTML the server inserts before `</body>` of a prerendered page in every response, by URL path:
 * what a page needs fresh per visit although it is a file (server/static-files.ts).
 */
export type PageAppendices = Readonly<Record<string, () => string>>;

export type App = {
  /**
   * The router context for one request: its pages show `content`, by default the live release's
   * (the server renders a release's pages with its content before it goes live).
   */
  loadContext(request: RequestValues, content?: SiteContent): RouterContextProvider;
  /** The owner's website: `start()` serves the live release before the first request. */
  website: Pick<Website, "start">;
  /** The home page's form token for the form posted without JavaScript (ADR 0023). */
  pageAppendices: PageAppendices;
  health(): Health;
  /** Writes what is queued, lets the mail worker finish its mail, closes the database. */
  stop(): Promise<void>;
};

export type Platform = {
  /**
   * Where the inquiry writer thread's script is (app/inquiry/store/writer-thread.server.ts): server.ts
   * knows, the bundle this module is built into does not.
   */
  inquiryWriterThread: URL;
  /** The public pages as the server holds them: rendered per release, swapped in at once. */
  pages: LivePages;
  /**
   * The photo worker's script (app/photos/worker-process.server.ts), run as a process of its own;
   * without it (some tests) uploads wait in the queue.
   */
  photoWorker?: URL;
};

export function startApp(env: Env, platform: Platform): App {
  refuseOtherBuildSettings(env);
  const log = createLog(env.LOG_LEVEL);
  const { db, mailDb } = openDatabases(env);
  // A calendar feed token an earlier release stored in the clear is kept as its hash only.
  hashStoredFeedToken(db);
  const website = startWebsite({ db, log, pages: platform.pages });
  const photos = startPhotos(env, {
    db,
    log,
    website: website.deps,
    workerScript: platform.photoWorker,
  });
  const mail = startMail(env, mailDb, log);
  const { push, alerts } = startAlerts(env, { db, mailDb, log });
  const inquiries = startInquiries(env, {
    db,
    log,
    writerThread: platform.inquiryWriterThread,
    liveContent: website.content,
    // After every stored inquiry: its mails go out, and the owner's phone hears of it.
    stored: () => {
      mail.visitors.busy();
      mail.worker.wake();
      alerts.wake();
    },
  });
  const services: AppServices = {
    env,
    log,
    ...inquiries.services,
    ...studioServices(env, {
      db,
      log,
      push,
      liveContent: website.content,
      wakeMailWorker: mail.worker.wake,
      forgetAddress: inquiries.forgetAddress,
    }),
    website: website.deps,
    photos: photos.deps,
    galleries: photos.galleries,
    clientGalleries: clientGalleryServices(env, {
      db,
      log,
      push,
      liveContent: website.content,
      wakeMailWorker: mail.worker.wake,
    }),
  };
  const housekeeping = startHousekeeping(env, db, log, photos.uploadsDir);
  mail.worker.start();
  alerts.start();
  const backupWatch = startBackupWatch(env, {
    mailDb,
    log,
    push,
    liveContent: website.content,
    wakeMailWorker: mail.worker.wake,
  });
  log("info", "app.started", { schema: schemaVersion(db), mail: mail.transport.kind });

  return {
    loadContext(request, content = website.content()) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, request);
      context.set(siteContentContext, content);
      context.set(sitePhotosContext, () =>
        resolvePhotos(content.photos, photos.lookup, defaultContent.photos),
      );
      return context;
    },
    website,
    pageAppendices: {
      "/": () => formTokenInput(issueFormToken(env.SESSION_SECRET).token),
    },
    health: () => health(db, Date.now()),
    async stop() {
      housekeeping.stop();
      backupWatch.stop();
      website.stop();
      const worker = photos.stop();
      await inquiries.drain();
      await Promise.all([worker, mail.worker.stop(), alerts.stop(), inquiries.close()]);
      mailDb.close();
      db.close();
    },
  };
}
