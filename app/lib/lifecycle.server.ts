/**
 * What the production server (server.ts) needs from the app bundle beyond request handling:
 * start background work, report health, stop cleanly, and the per-request router context. It
 * is exported from entry.server.tsx so that server.ts and the routes share one instance of
 * every stateful module (database, mail worker); see docs/decisions/0002.
 */
import { readdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { publicSettings } from "./public-settings";
import { peerAddressContext } from "./client-address.server";
import { openDatabase, schemaVersion, type Database } from "./db.server";
import { env, type Env } from "./env.server";
import { createInquiryCommitter, type InquiryCommitter } from "../inquiry/group-commit.server";
import { handleInquiryApi } from "../inquiry/api.server";
import { purgeInquiriesBefore } from "../inquiry/store.server";
import { log } from "./log.server";
import { createMailTransport } from "../inquiry/mail-transport.server";
import { createMailWorker, type MailWorker } from "../inquiry/mail-worker.server";
import { outboxCounts } from "../inquiry/outbox.server";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";

export type Health = { ok: boolean; checks: Record<string, "ok" | string> };

export type AppLifecycle = {
  start(): Promise<void>;
  health(): Health;
  stop(): Promise<void>;
  getLoadContext(request: Request, client: { address: string }): RouterContextProvider;
  /** POST /api/send-contact-email, answered by server.ts without React Router. */
  handleInquiryApi(request: Request, client: { address: string }): Promise<Response>;
};

export type Services = {
  env: Env;
  db: Database;
  worker: MailWorker;
  /** Stores inquiries, batching those of one event-loop turn into one durable commit. */
  committer: InquiryCommitter;
  /** Accepted inquiries per client address and per form session. */
  inquiryLimiter: RateLimiter;
  /** Form sessions issued per client address: generous, but no token farming. */
  sessionLimiter: RateLimiter;
  retentionTimer: NodeJS.Timeout;
};

const retentionCheckMs = 6 * 3600_000;
let current: Services | undefined;

/** The running services, started on first use (so `npm run dev` works without server.ts). */
export function services(): Services {
  current ??= startServices(env());
  return current;
}

function startServices(config: Env): Services {
  const db = openDatabase(config.DATABASE_PATH, { busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS });
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.OUTBOX_DIR,
    from: config.MAIL_FROM,
    timeoutMs: config.SMTP_TIMEOUT_MS,
  });
  const worker = createMailWorker({
    db,
    transport,
    pollMs: config.MAIL_POLL_MS,
    policy: {
      baseMs: config.MAIL_RETRY_BASE_MS,
      maxMs: config.MAIL_RETRY_MAX_MS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
    },
  });
  const windowMs = config.RATE_LIMIT_WINDOW_S * 1000;
  const started: Services = {
    env: config,
    db,
    worker,
    committer: createInquiryCommitter(db),
    inquiryLimiter: createRateLimiter({ max: config.RATE_LIMIT_MAX, windowMs }),
    sessionLimiter: createRateLimiter({ max: config.RATE_LIMIT_MAX * 10, windowMs }),
    retentionTimer: setInterval(() => purgeExpired(started), retentionCheckMs).unref(),
  };
  worker.start();
  purgeExpired(started);
  log("info", "app.started", { schema: schemaVersion(db), mail: transport.kind });
  return started;
}

/** RETENTION_DAYS: old inquiries, their mails and their `.eml` copies are deleted. */
function purgeExpired({ env: config, db }: Services) {
  const cutoff = Date.now() - config.RETENTION_DAYS * 86_400_000;
  try {
    const inquiries = purgeInquiriesBefore(db, cutoff);
    let files = 0;
    if (!config.SMTP_URL) {
      const entries = readdirSync(config.OUTBOX_DIR, { withFileTypes: true }).filter(
        (entry) => entry.isFile() && entry.name.endsWith(".eml"),
      );
      for (const entry of entries) {
        const file = path.join(config.OUTBOX_DIR, entry.name);
        if (statSync(file).mtimeMs < cutoff) {
          unlinkSync(file);
          files++;
        }
      }
    }
    if (inquiries || files) log("info", "retention.purged", { inquiries, files });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "ENOENT") log("error", "retention.failed", { code: code ?? "unknown" });
  }
}

/**
 * The pages carry PUBLIC_API_KEY as it was at build time; a different key at run time would
 * turn every inquiry away with 401. Refuse to start instead of failing silently.
 */
function assertBuiltApiKeyMatches(config: Env) {
  if (publicSettings.apiKey !== config.PUBLIC_API_KEY) {
    throw new Error(
      "PUBLIC_API_KEY differs from the value the pages were built with: rebuild (npm run build) with the same PUBLIC_API_KEY",
    );
  }
}

export const lifecycle: AppLifecycle = {
  async start() {
    assertBuiltApiKeyMatches(env());
    services();
  },
  health(): Health {
    try {
      const { db } = services();
      db.prepare("SELECT 1").get();
      const { pending, failed } = outboxCounts(db);
      return { ok: true, checks: { database: "ok", mail: `${pending} pending, ${failed} failed` } };
    } catch {
      return { ok: false, checks: { database: "unavailable" } };
    }
  },
  async stop() {
    if (!current) return;
    const stopping = current;
    current = undefined;
    clearInterval(stopping.retentionTimer);
    stopping.committer.flush();
    await stopping.worker.stop();
    stopping.db.close();
  },
  getLoadContext(_request, client) {
    return new RouterContextProvider(new Map([[peerAddressContext, client.address]]));
  },
  handleInquiryApi(request, client) {
    return handleInquiryApi(request, lifecycle.getLoadContext(request, client));
  },
};
