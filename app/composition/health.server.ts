/**
 * The app's running state for `/healthz` (server/http-server.ts), and the housekeeping timers that
 * keep it tidy.
 */
import { outboxCounts, outboxTrouble } from "#app/inquiry/mail/outbox.server.ts";
import { purgeExpired } from "#app/inquiry/store/retention.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { removeAbandonedUploads } from "#app/photos/upload.server.ts";
import { purgeExpiredSignIn } from "#app/studio/auth/maintenance.server.ts";

/**
 * The health check. `reason` names the first problem, for everyone (a monitor needs no more);
 * `checks` carries the queue details, which server/http-server.ts shows only to the operator.
 */
export type Health = { ok: boolean; reason?: string; checks: Record<string, string> };

const retentionCheckMs = 6 * 3600_000;
/** Pieces of uploads are deleted an hour after their last piece (photos/upload.server.ts). */
const uploadCleanupMs = 10 * 60_000;
const signInCleanupMs = 60_000;
/** A mail this far past its due time (or its lease) is stuck: the health check says so. */
const mailStuckMs = 10 * 60_000;

/**
 * Deleting what has expired, at start-up and then on timers: inquiries past RETENTION_DAYS, what
 * the studio's sign-in leaves behind, and pieces of uploads a phone never finished.
 */
export function startHousekeeping(env: Env, db: Database, log: Log, uploadsDir: string) {
  // Always OUTBOX_DIR, also with SMTP_URL set: an earlier period without it left copies there.
  const emlDir = env.OUTBOX_DIR;
  const purge = () =>
    purgeExpired(db, { retentionDays: env.RETENTION_DAYS, emlDir, now: Date.now() }, log);
  const cleanUpSignIn = () => purgeExpiredSignIn(db, { emlDir, now: Date.now() }, log);
  const cleanUpUploads = () => void removeAbandonedUploads(db, uploadsDir, Date.now());
  const timers = [
    setInterval(purge, retentionCheckMs).unref(),
    setInterval(cleanUpSignIn, signInCleanupMs).unref(),
    setInterval(cleanUpUploads, uploadCleanupMs).unref(),
  ];
  purge();
  cleanUpSignIn();
  cleanUpUploads();
  return { stop: () => timers.forEach(clearInterval) };
}

export function health(db: Database, now: number): Health {
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
