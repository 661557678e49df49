/**
 * The composition root: `startApp(env)` checks the build's settings, opens the database, starts
 * mail delivery and the owner's alerts, builds every service once, starts the housekeeping timers
 * and hands routes what they need through React Router's context (context.server.ts). Each step
 * is a function of its own below. It is re-exported from entry.server.tsx, so the server reaches
 * it through the build and there is exactly one instance of every stateful module.
 */
import { RouterContextProvider } from "react-router";
import {
  servicesContext,
  requestContext,
  siteContentContext,
  sitePhotosContext,
  type AppServices,
  type RequestValues,
} from "#app/context.server.ts";
import { formTokenInput, issueFormToken } from "#app/inquiry/intake/form-token.server.ts";
import { confirmationKey } from "#app/inquiry/intake/accept-inquiry.server.ts";
import { startWriterThread } from "#app/inquiry/store/batch-writer.server.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { createMailTransport } from "#app/inquiry/mail/mail-transport.server.ts";
import { createMailWorker } from "#app/inquiry/mail/mail-worker.server.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import { outboxCounts, outboxTrouble } from "#app/inquiry/mail/outbox.server.ts";
import { purgeExpired } from "#app/inquiry/store/retention.server.ts";
import { openDatabase, schemaVersion, type Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { createLog, type Log } from "#app/lib/log.server.ts";
import { publicSettings } from "#app/lib/public-settings.ts";
import { createQuietGate } from "#app/lib/quiet-gate.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { isDayTaken } from "#app/availability/availability.server.ts";
import { createAlerts } from "#app/studio/push/alerts.server.ts";
import { purgeExpiredSignIn } from "#app/studio/auth/maintenance.server.ts";
import { hashStoredFeedToken } from "#app/studio/calendar/calendar-feed.server.ts";
import { pushToAll, vapidKeys, type PushDeps } from "#app/studio/push/push.server.ts";
import { defaultContent } from "#app/content/defaults.ts";
import { createWebsite, type Website } from "#app/website/live.server.ts";
import type { LivePages, WebsiteDeps } from "#app/website/publish.server.ts";
import type { SiteContent } from "#app/website/schema.ts";
import path from "node:path";
import type { PhotoDeps } from "#app/photos/library.server.ts";
import { photoBlockers } from "#app/photos/publishable.server.ts";
import { resolvePhotos, withBuiltins } from "#app/photos/resolve.ts";
import { photoLookup } from "#app/photos/store.server.ts";
import { removeAbandonedUploads } from "#app/photos/upload.server.ts";
import { startPhotoWorker } from "#app/photos/worker-host.server.ts";

/**
 * The health check. `reason` names the first problem, for everyone (a monitor needs no more);
 * `checks` carries the queue details, which server/http-server.ts shows only to the operator.
 */
export type Health = { ok: boolean; reason?: string; checks: Record<string, string> };

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

const retentionCheckMs = 6 * 3600_000;
const signInCleanupMs = 60_000;
/** A mail this far past its due time (or its lease) is stuck: the health check says so. */
const mailStuckMs = 10 * 60_000;
/** Longest wait for a push service (connection and answer). */
const pushTimeoutMs = 10_000;

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
  const delivery = startDelivery(env, mailDb, log);
  const push: PushDeps = {
    db: mailDb,
    keys: vapidKeys(db),
    subject: `mailto:${env.STUDIO_EMAIL}`,
    clock: Date.now,
    log,
    timeoutMs: pushTimeoutMs,
    allowLoopback: env.PUSH_ALLOW_LOOPBACK,
  };
  // Alerts on the owner's devices. Their bookkeeping goes through the mail worker's connection
  // (no fsync per mark: a mark lost in a crash means one push too many, never a lost inquiry).
  const alerts = createAlerts({
    db: mailDb,
    clock: Date.now,
    push: (message) => pushToAll(push, message),
    log,
  });
  const inquiryWriter = startWriterThread({
    script: platform.inquiryWriterThread,
    file: env.DATABASE_PATH,
    migrations,
    busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
  });
  const committer = createInquiryCommitter(inquiryWriter);
  const website = createWebsite({
    db,
    clock: Date.now,
    pages: platform.pages,
    log,
    buildContent: defaultContent,
    blockers: (content) => photoBlockers(db, content),
  });
  // Her uploads wait beside the database, owner-only like it, until the worker has encoded them.
  const uploadsDir = path.join(path.dirname(env.DATABASE_PATH), "uploads");
  const photoWorker = platform.photoWorker
    ? startPhotoWorker({
        script: platform.photoWorker,
        database: env.DATABASE_PATH,
        uploadsDir,
        logLevel: env.LOG_LEVEL,
        log,
      })
    : { wake() {}, stop() {} };
  const photos: PhotoDeps = {
    db,
    clock: Date.now,
    log,
    uploadsDir,
    wakeWorker: photoWorker.wake,
    website: website.deps,
    defaults: defaultContent.photos,
  };
  const lookup = withBuiltins(photoLookup(db));
  const services = buildServices(env, log, {
    db,
    push,
    committer,
    // After every stored inquiry: its mails go out, and the owner's phone hears of it.
    inquiryStored: () => {
      delivery.visitors.busy();
      delivery.worker.wake();
      alerts.wake();
    },
    wakeMailWorker: delivery.worker.wake,
    website: website.deps,
    liveContent: website.content,
    photos,
  });
  const housekeeping = startHousekeeping(env, db, log, uploadsDir);
  delivery.worker.start();
  alerts.start();
  log("info", "app.started", { schema: schemaVersion(db), mail: delivery.transport.kind });

  return {
    loadContext(request, content = website.content()) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, request);
      context.set(siteContentContext, content);
      context.set(sitePhotosContext, () =>
        resolvePhotos(content.photos, lookup, defaultContent.photos),
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
      website.stop();
      photoWorker.stop();
      await committer.drain();
      await Promise.all([delivery.worker.stop(), alerts.stop(), inquiryWriter.close()]);
      mailDb.close();
      db.close();
    },
  };
}

/**
 * The pages carry PUBLIC_API_KEY and state RETENTION_DAYS as they were at build time. A different
 * key at run time would turn every inquiry away with 401, another retention period would make
 * the privacy notice untrue: refuse to start instead of failing silently.
 */
function refuseOtherBuildSettings(env: Env) {
  if (publicSettings.apiKey !== env.PUBLIC_API_KEY) {
    throw new Error(
      "PUBLIC_API_KEY differs from the value the pages were built with: rebuild (npm run build) with the same PUBLIC_API_KEY",
    );
  }
  if (publicSettings.retentionDays !== env.RETENTION_DAYS) {
    throw new Error(
      `RETENTION_DAYS is ${env.RETENTION_DAYS}, but the pages (the privacy notice) were built with ${publicSettings.retentionDays}: rebuild (npm run build) with the same RETENTION_DAYS`,
    );
  }
}

/**
 * Two connections. `db` serves requests; every commit of it is durable. `mailDb` is the mail
 * worker's: it commits its claim and sent marks without waiting for the disk, since losing one
 * means a mail is sent again, never lost (ADR 0005), and an fsync per mark would hold up every
 * visitor's request behind it (ADR 0019).
 *
 * Neither waits for a lock inside SQLite: that wait blocks the event loop, so every page and the
 * health check would stall behind a CLI or `sqlite3` shell holding the lock. The mail worker
 * tries again on a timer, the studio's writes retry on one (retryWhileBusy), and inquiries are
 * written on a thread of their own, which waits up to DATABASE_BUSY_TIMEOUT_MS without holding
 * up the event loop.
 */
function openDatabases(env: Env): { db: Database; mailDb: Database } {
  const open = (durability: "full" | "normal") => {
    const connection = openDatabase(env.DATABASE_PATH, {
      migrations,
      busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
      durability,
    });
    connection.exec("PRAGMA busy_timeout = 0");
    return connection;
  };
  const db = open("full");
  return { db, mailDb: open("normal") };
}

function startDelivery(env: Env, mailDb: Database, log: Log) {
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM,
    timeoutMs: env.SMTP_TIMEOUT_MS,
  });
  // While inquiries keep arriving, mails wait for a 20 ms lull, at most 100 ms each (ADR 0019).
  const visitors = createQuietGate({ quietMs: 20, maxWaitMs: 100 });
  const worker = createMailWorker({
    db: mailDb,
    transport,
    log,
    pollMs: env.MAIL_POLL_MS,
    whenQuiet: visitors.whenQuiet,
    // Longer than any one SMTP attempt (each wait on the server is bounded by SMTP_TIMEOUT_MS),
    // and renewed while the worker holds the mail, so a live worker never loses its lease.
    leaseMs: Math.max(60_000, 4 * env.SMTP_TIMEOUT_MS),
    policy: {
      baseMs: env.MAIL_RETRY_BASE_MS,
      maxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
  });
  return { transport, visitors, worker };
}

type Running = {
  db: Database;
  push: PushDeps;
  committer: ReturnType<typeof createInquiryCommitter>;
  inquiryStored: () => void;
  wakeMailWorker: () => void;
  website: WebsiteDeps;
  /** The live release's content: the mails name its studio and packages, the studio its facts. */
  liveContent: () => SiteContent;
  photos: PhotoDeps;
};

/** Every feature's dependencies, made once; routes reach them through the router context. */
function buildServices(env: Env, log: Log, running: Running): AppServices {
  const { db } = running;
  const windowMs = env.RATE_LIMIT_WINDOW_S * 1000;
  const confirmationLimiter = createRateLimiter({
    max: env.CONFIRMATION_MAILS_PER_DAY,
    windowMs: 86_400_000,
  });
  const mailSettings = { studioEmail: env.STUDIO_EMAIL, mailFrom: env.MAIL_FROM };
  const siteOrigin = new URL(env.PUBLIC_SITE_URL).origin;
  const facts = () => running.liveContent().facts;
  return {
    env,
    log,
    inquiries: {
      db,
      committer: running.committer,
      limiter: createRateLimiter({ max: env.RATE_LIMIT_MAX, windowMs }),
      confirmationLimiter,
      clock: Date.now,
      minFillMs: env.MIN_FILL_MS,
      isDayTaken: (day) => isDayTaken(db, day),
      isOffered: (id) => running.liveContent().home.packages.items.some((item) => item.id === id),
      renderMails: (inquiry, meta) =>
        renderInquiryMails(inquiry, meta, mailSettings, running.liveContent()),
      wakeMailWorker: running.inquiryStored,
      log,
    },
    sessions: { secret: env.SESSION_SECRET, ttlS: env.FORM_SESSION_TTL_S },
    sessionLimiter: createRateLimiter({ max: env.RATE_LIMIT_MAX * 10, windowMs }),
    studio: {
      db,
      clock: Date.now,
      // WebAuthn binds passkeys to the site's host name (rpID) and checks the page's origin.
      rp: { id: new URL(env.PUBLIC_SITE_URL).hostname, origin: siteOrigin },
      facts,
      siteOrigin,
      mail: mailSettings,
      wakeMailWorker: running.wakeMailWorker,
      limiter: createRateLimiter({
        max: env.STUDIO_SIGN_IN_MAX,
        windowMs: env.STUDIO_SIGN_IN_WINDOW_S * 1000,
      }),
      log,
    },
    availability: { db, clock: Date.now },
    push: running.push,
    inbox: {
      db,
      clock: Date.now,
      renderMails: (inquiry, meta) =>
        renderInquiryMails(inquiry, meta, mailSettings, running.liveContent()),
      wakeMailWorker: running.wakeMailWorker,
      log,
      mail: mailSettings,
      facts,
      packagePrice: (id) =>
        running.liveContent().home.packages.items.find((item) => item.id === id)?.price ?? null,
    },
    privacy: {
      db,
      clock: Date.now,
      // Always OUTBOX_DIR, also with SMTP_URL set: an earlier setting may have left copies there.
      emlDir: env.OUTBOX_DIR,
      log,
      // An erased address leaves nothing behind in this process either (docs/decisions/0022).
      forgetAddress: (address) => confirmationLimiter.forget([confirmationKey(address)]),
    },
    website: running.website,
    photos: running.photos,
  };
}

/**
 * Deleting what has expired, at start-up and then on timers: inquiries past RETENTION_DAYS, and
 * what the studio's sign-in leaves behind.
 */
function startHousekeeping(env: Env, db: Database, log: Log, uploadsDir: string) {
  // Always OUTBOX_DIR, also with SMTP_URL set: an earlier period without it left copies there.
  const emlDir = env.OUTBOX_DIR;
  const purge = () =>
    purgeExpired(db, { retentionDays: env.RETENTION_DAYS, emlDir, now: Date.now() }, log);
  const cleanUpSignIn = () => purgeExpiredSignIn(db, { emlDir, now: Date.now() }, log);
  // Pieces of uploads a phone never finished.
  const cleanUpUploads = () => void removeAbandonedUploads(db, uploadsDir, Date.now());
  const timers = [
    setInterval(purge, retentionCheckMs).unref(),
    setInterval(cleanUpSignIn, signInCleanupMs).unref(),
    setInterval(cleanUpUploads, retentionCheckMs).unref(),
  ];
  purge();
  cleanUpSignIn();
  cleanUpUploads();
  return { stop: () => timers.forEach(clearInterval) };
}

function health(db: Database, now: number): Health {
  try {
    db.prepare("SELECT 1").get();
    const { pending, failed } = outboxCounts(db);
    const trouble = outboxTrouble(db, now, mailStuckMs);
    const checks = {
      database: "ok",
      mail: `${pending} pending, ${failed} failed`,
      ...(trouble.stuck ? { stuck: `${trouble.stuck} mails overdue` } : {}),
    };
    const reason = trouble.failed ? "mail_failed" : trouble.stuck ? "mail_stuck" : undefined;
    return reason ? { ok: false, reason, checks } : { ok: true, checks };
  } catch {
    return { ok: false, reason: "database_unavailable", checks: { database: "unavailable" } };
  }
}
