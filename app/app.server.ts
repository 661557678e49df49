/**
 * The composition root: `startApp(env)` opens the database, starts the mail worker and the
 * retention timer, builds every service once, and hands routes what they need through React
 * Router's context (context.server.ts). It is re-exported from entry.server.tsx, so the server
 * reaches it through the build and there is exactly one instance of every stateful module.
 */
import { RouterContextProvider } from "react-router";
import {
  servicesContext,
  requestContext,
  type AppServices,
  type RequestValues,
} from "./context.server";
import { createInquiryCommitter } from "./inquiry/group-commit.server";
import { createMailTransport } from "./inquiry/mail-transport.server";
import { createMailWorker } from "./inquiry/mail-worker.server";
import { renderInquiryMails } from "./inquiry/mails.server";
import { outboxCounts } from "./inquiry/outbox.server";
import { purgeExpired } from "./inquiry/retention.server";
import { openDatabase, schemaVersion } from "./lib/db.server";
import type { Env } from "./lib/env.server";
import { createLog } from "./lib/log.server";
import { publicSettings } from "./lib/public-settings";
import { createRateLimiter } from "./lib/rate-limit.server";
import { migrations } from "./migrations.server";

export type Health = { ok: boolean; checks: Record<string, string> };

export type App = {
  /** The router context for one request. */
  loadContext(request: RequestValues): RouterContextProvider;
  health(): Health;
  /** Writes what is queued, lets the mail worker finish its mail, closes the database. */
  stop(): Promise<void>;
};

const retentionCheckMs = 6 * 3600_000;

export function startApp(env: Env): App {
  // The pages carry PUBLIC_API_KEY as it was at build time; a different key at run time would
  // turn every inquiry away with 401. Refuse to start instead of failing silently.
  if (publicSettings.apiKey !== env.PUBLIC_API_KEY) {
    throw new Error(
      "PUBLIC_API_KEY differs from the value the pages were built with: rebuild (npm run build) with the same PUBLIC_API_KEY",
    );
  }
  const log = createLog(env.LOG_LEVEL);
  const db = openDatabase(env.DATABASE_PATH, {
    migrations,
    busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
  });
  // The mail worker's own connection commits its claim and sent marks without waiting for the
  // disk: losing one means a mail is sent again, never lost (ADR 0005), and an fsync per mark
  // would hold up every visitor's request behind it (ADR 0013). Inquiries are written through
  // `db`, whose every commit is durable.
  const mailDb =
    env.DATABASE_PATH === ":memory:"
      ? db
      : openDatabase(env.DATABASE_PATH, {
          migrations,
          busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
          durability: "normal",
        });
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM,
    timeoutMs: env.SMTP_TIMEOUT_MS,
  });
  const worker = createMailWorker({
    db: mailDb,
    transport,
    log,
    pollMs: env.MAIL_POLL_MS,
    policy: {
      baseMs: env.MAIL_RETRY_BASE_MS,
      maxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
  });
  const committer = createInquiryCommitter(db);
  const windowMs = env.RATE_LIMIT_WINDOW_S * 1000;
  const mailSettings = { studioEmail: env.STUDIO_EMAIL, mailFrom: env.MAIL_FROM };
  const services: AppServices = {
    env,
    log,
    inquiries: {
      db,
      committer,
      limiter: createRateLimiter({ max: env.RATE_LIMIT_MAX, windowMs }),
      clock: Date.now,
      minFillMs: env.MIN_FILL_MS,
      renderMails: (inquiry, meta) => renderInquiryMails(inquiry, meta, mailSettings),
      wakeMailWorker: worker.wake,
      log,
    },
    sessions: { secret: env.SESSION_SECRET, ttlS: env.FORM_SESSION_TTL_S },
    sessionLimiter: createRateLimiter({ max: env.RATE_LIMIT_MAX * 10, windowMs }),
  };

  const retention = {
    retentionDays: env.RETENTION_DAYS,
    emlDir: env.SMTP_URL ? null : env.OUTBOX_DIR,
  };
  const purge = () => purgeExpired(db, { ...retention, now: Date.now() }, log);
  const retentionTimer = setInterval(purge, retentionCheckMs).unref();
  worker.start();
  purge();
  log("info", "app.started", { schema: schemaVersion(db), mail: transport.kind });

  return {
    loadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, request);
      return context;
    },
    health(): Health {
      try {
        db.prepare("SELECT 1").get();
        const { pending, failed } = outboxCounts(db);
        return {
          ok: true,
          checks: { database: "ok", mail: `${pending} pending, ${failed} failed` },
        };
      } catch {
        return { ok: false, checks: { database: "unavailable" } };
      }
    },
    async stop() {
      clearInterval(retentionTimer);
      committer.flush();
      await worker.stop();
      if (mailDb !== db) mailDb.close();
      db.close();
    },
  };
}
