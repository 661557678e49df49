/**
 * The owner's studio, started (app.server.ts): Web Push and the alerts on her devices, and what
 * the studio's routes get (sign-in, calendar, inbox and replies, privacy requests).
 */
import type { Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import { mailSettingsOf } from "#app/composition/inquiries.server.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import type { StudioAuthDeps } from "#app/studio/auth/auth.server.ts";
import type { PackagePrice, WorkflowDeps } from "#app/studio/inbox/workflow.server.ts";
import type { PrivacyDeps } from "#app/studio/privacy/person.server.ts";
import { createAlerts } from "#app/studio/push/alerts.server.ts";
import { journalErasure } from "#app/backup/erasure-journal.server.ts";
import type { BackupPageDeps } from "#app/studio/backup/backup-page.server.ts";
import { runBackupWatch } from "#app/studio/backup/watch.server.ts";
import { pushToAll, vapidKeys, type PushDeps } from "#app/studio/push/push.server.ts";
import type { ReplyDeps } from "#app/studio/replies/reply.server.ts";
import type { SiteContent } from "#app/website/schema.ts";

/** Longest wait for a push service (connection and answer). */
const pushTimeoutMs = 10_000;

export type StudioServices = {
  /** The studio's sign-in use cases' dependencies. */
  studio: StudioAuthDeps;
  /** Taken days: blocked by the owner, or booked (the public form's calendar, the studio's). */
  availability: { db: Database; clock: () => number };
  /** Web Push to the owner's devices: subscriptions and sending. */
  push: PushDeps;
  /**
   * The studio's inbox: inquiries, their history, notes, stages, "Kein Spam", replies and their
   * Textbausteine, the overview. A booking records its package's live price (`packagePrice`).
   */
  inbox: WorkflowDeps & ReplyDeps & { packagePrice: PackagePrice };
  /** Export and erasure of one person's data on request (DSGVO Art. 15 and 17). */
  privacy: PrivacyDeps;
  /** The "Datensicherung" page: the last backup and drill, and asking for one now. */
  backup: BackupPageDeps;
};

/**
 * Web Push to her devices, and the alerts that tell them of new inquiries. Their bookkeeping goes
 * through the mail worker's connection (no fsync per mark: a mark lost in a crash means one push
 * too many, never a lost inquiry); the keys are made once, on the app's own connection.
 */
export function startAlerts(env: Env, running: { db: Database; mailDb: Database; log: Log }) {
  const { mailDb, log } = running;
  const push: PushDeps = {
    db: mailDb,
    keys: vapidKeys(running.db),
    subject: `mailto:${env.STUDIO_EMAIL}`,
    clock: Date.now,
    log,
    timeoutMs: pushTimeoutMs,
    allowLoopback: env.PUSH_ALLOW_LOOPBACK,
  };
  const alerts = createAlerts({
    db: mailDb,
    clock: Date.now,
    push: (message) => pushToAll(push, message),
    log,
  });
  return { push, alerts };
}

/** How often the server looks at what the backup jobs recorded (ADR 0038). */
const backupWatchMs = 5 * 60_000;

/**
 * The backup watch: failed backups and drills, and two days without a good backup, told to the
 * owner by push and e-mail. It writes through the mail worker's connection, as the alerts do.
 */
export function startBackupWatch(
  env: Env,
  running: {
    mailDb: Database;
    log: Log;
    push: PushDeps;
    liveContent: () => SiteContent;
    wakeMailWorker: () => void;
  },
) {
  const { mailDb, log } = running;
  const look = () =>
    void runBackupWatch({
      db: mailDb,
      clock: Date.now,
      push: (message) => pushToAll(running.push, message),
      mail: {
        ...mailSettingsOf(env),
        studioName: () => running.liveContent().facts.studioName,
        siteOrigin: new URL(env.PUBLIC_SITE_URL).origin,
      },
      wakeMailWorker: running.wakeMailWorker,
      log,
      configured: Boolean(env.RESTIC_REPOSITORY),
    }).catch((error: unknown) => {
      // A locked database: what was not claimed is told at the next look.
      log("warn", "backup.watch_failed", {
        message: error instanceof Error ? error.message : "unknown",
      });
    });
  const timer = setInterval(look, backupWatchMs).unref();
  look();
  return { stop: () => clearInterval(timer) };
}

/** What the studio's routes get. */
export function studioServices(
  env: Env,
  running: {
    db: Database;
    log: Log;
    push: PushDeps;
    /** The live release's content: the mails name its studio and packages, the studio its facts. */
    liveContent: () => SiteContent;
    wakeMailWorker: () => void;
    /** Forgets what this process counts under an erased address (the confirmation cap). */
    forgetAddress: (address: string) => void;
  },
): StudioServices {
  const { db, log, liveContent, wakeMailWorker } = running;
  const mail = mailSettingsOf(env);
  const siteOrigin = new URL(env.PUBLIC_SITE_URL).origin;
  const facts = () => liveContent().facts;
  return {
    studio: {
      db,
      clock: Date.now,
      // WebAuthn binds passkeys to the site's host name (rpID) and checks the page's origin.
      rp: { id: new URL(env.PUBLIC_SITE_URL).hostname, origin: siteOrigin },
      facts,
      siteOrigin,
      mail,
      wakeMailWorker,
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
      renderMails: (inquiry, meta) => renderInquiryMails(inquiry, meta, mail, liveContent()),
      wakeMailWorker,
      log,
      mail,
      facts,
      packagePrice: (id) =>
        liveContent().home.packages.items.find((item) => item.id === id)?.price ?? null,
    },
    privacy: {
      db,
      clock: Date.now,
      // Always OUTBOX_DIR, also with SMTP_URL set: an earlier setting may have left copies there.
      emlDir: env.OUTBOX_DIR,
      log,
      // An erased address leaves nothing behind in this process either (docs/decisions/0022).
      forgetAddress: running.forgetAddress,
      journalErasure: (address, at) => journalErasure(env.ERASURE_JOURNAL_DIR, address, at),
    },
    backup: {
      db,
      clock: Date.now,
      requestDir: env.BACKUP_REQUEST_DIR,
      configured: Boolean(env.RESTIC_REPOSITORY),
    },
  };
}
