/**
 * The inquiry feature, started (app.server.ts): the writer thread and its group committer, mail
 * delivery (transport, worker, the quiet gate that lets visitors go first), and what the public
 * form's routes get.
 */
import { confirmationKey, type AcceptDeps } from "#app/inquiry/intake/accept-inquiry.server.ts";
import type { FormSessionSettings } from "#app/inquiry/intake/api.server.ts";
import { createMailTransport } from "#app/inquiry/mail/mail-transport.server.ts";
import { createMailWorker } from "#app/inquiry/mail/mail-worker.server.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import { startWriterThread } from "#app/inquiry/store/batch-writer.server.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { isDayTaken } from "#app/availability/availability.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { createQuietGate } from "#app/lib/quiet-gate.ts";
import { createRateLimiter, type RateLimiter } from "#app/lib/rate-limit.server.ts";
import { migrations } from "#app/migrations.server.ts";
import type { SiteContent } from "#app/website/schema.ts";

/** Who sends the mails: the studio's address and the site's sender. */
export const mailSettingsOf = (env: Env) => ({
  studioEmail: env.STUDIO_EMAIL,
  mailFrom: env.MAIL_FROM,
});

export type InquiryServices = {
  inquiries: AcceptDeps;
  sessions: FormSessionSettings;
  /** Form sessions issued per client address: generous, but no token farming. */
  sessionLimiter: RateLimiter;
};

/**
 * The mail worker on its own connection (`mailDb`) and the transport it sends through. While
 * inquiries keep arriving, mails wait for a 20 ms lull, at most 100 ms each (ADR 0019).
 */
export function startMail(env: Env, mailDb: Database, log: Log) {
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM,
    timeoutMs: env.SMTP_TIMEOUT_MS,
  });
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

/**
 * Accepting inquiries: the writer thread (which waits for a busy database without holding up the
 * event loop) behind a group committer, the rate limits, and the live release's packages and
 * wording. `stored` runs after every stored inquiry.
 */
export function startInquiries(
  env: Env,
  running: {
    db: Database;
    log: Log;
    /** The writer thread's script (server.ts knows where it is). */
    writerThread: URL;
    liveContent: () => SiteContent;
    stored: () => void;
  },
) {
  const { db, log, liveContent } = running;
  const writer = startWriterThread({
    script: running.writerThread,
    file: env.DATABASE_PATH,
    migrations,
    busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
  });
  const committer = createInquiryCommitter(writer);
  const windowMs = env.RATE_LIMIT_WINDOW_S * 1000;
  const confirmationLimiter = createRateLimiter({
    max: env.CONFIRMATION_MAILS_PER_DAY,
    windowMs: 86_400_000,
  });
  const mailSettings = mailSettingsOf(env);
  const services: InquiryServices = {
    inquiries: {
      db,
      committer,
      limiter: createRateLimiter({ max: env.RATE_LIMIT_MAX, windowMs }),
      confirmationLimiter,
      clock: Date.now,
      minFillMs: env.MIN_FILL_MS,
      isDayTaken: (day) => isDayTaken(db, day),
      isOffered: (id) => liveContent().home.packages.items.some((item) => item.id === id),
      renderMails: (inquiry, meta) =>
        renderInquiryMails(inquiry, meta, mailSettings, liveContent()),
      wakeMailWorker: running.stored,
      log,
    },
    sessions: { secret: env.SESSION_SECRET, ttlS: env.FORM_SESSION_TTL_S },
    sessionLimiter: createRateLimiter({ max: env.RATE_LIMIT_MAX * 10, windowMs }),
  };
  return {
    services,
    /** Forgets an address's confirmation count: an erased address leaves nothing behind. */
    forgetAddress: (address: string) => confirmationLimiter.forget([confirmationKey(address)]),
    /** Writes what is queued. */
    drain: () => committer.drain(),
    close: () => writer.close(),
  };
}
