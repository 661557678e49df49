/**
 * The backup watch (ADR 0038): the server looks every few minutes at what the backup jobs
 * recorded and tells the owner, by Web Push and by e-mail, of every failed backup, repository
 * check or restore drill, and once when no backup has succeeded for 48 hours. The jobs run in
 * their own processes (systemd timers) and only record; telling her is the server's, which has
 * the push keys and the mail worker, and so both ways reach her however a job failed.
 *
 * Each failure is claimed in the same statement that marks it (UPDATE … RETURNING), so it is told
 * once, also with two server processes. The 48-hour alert is told once per last good backup: the
 * key-value table remembers for which one it went out.
 */
import { backupCopy } from "#app/content/studio/backup.ts";
import { claimUnalertedFailures, lastSuccess, type RunKind } from "#app/backup/runs.server.ts";
import { enqueueOwnerAlert, type OwnerAlertMail } from "#app/inquiry/mail/owner-alert.server.ts";
import { transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { readValue, valueOrCreate, writeValue } from "#app/studio/key-value.server.ts";
import type { PushMessage } from "#app/studio/push/push.server.ts";

export const staleAfterMs = 48 * 3_600_000;
export const backupPageUrl = "/studio/mehr/datensicherung";

export type BackupWatchDeps = {
  db: Database;
  clock: () => number;
  push: (message: PushMessage) => Promise<unknown>;
  /** The studio's address, the sender and the studio's name, for the alert mail. */
  mail: OwnerAlertMail;
  wakeMailWorker: () => void;
  log: Log;
  /** Whether an off-site backup is configured (RESTIC_REPOSITORY): without one, nothing is late. */
  configured: boolean;
};

type Alert = { title: string; body: string; tag: string };

const failureAlert: Record<RunKind, Omit<Alert, "tag">> = {
  backup: backupCopy.alerts.backupFailed,
  check: backupCopy.alerts.checkFailed,
  drill: backupCopy.alerts.drillFailed,
};

/**
 * Since when backups are expected: the last good one, or, before there was any, the first time
 * the watch ran with a backup configured (an install is not late the moment it starts).
 */
function staleAlert(deps: BackupWatchDeps, now: number): Alert | null {
  if (!deps.configured) return null;
  const good = lastSuccess(deps.db, "backup");
  const since =
    good?.finishedAt ?? Number(valueOrCreate(deps.db, "backup.expected_since", () => String(now)));
  if (now - since < staleAfterMs) return null;
  const marker = good ? `run-${good.id}` : "none";
  if (readValue(deps.db, "backup.stale_alerted_for") === marker) return null;
  writeValue(deps.db, "backup.stale_alerted_for", marker);
  return { ...backupCopy.alerts.stale, tag: "backup-stale" };
}

function queueMail(deps: BackupWatchDeps, alert: Alert, now: number) {
  const link = `${deps.mail.siteOrigin}${backupPageUrl}`;
  const { subject, text } = backupCopy.alerts.mail(
    alert.title,
    alert.body,
    link,
    deps.mail.studioName(),
  );
  enqueueOwnerAlert(
    deps.db,
    deps.mail,
    { kind: "backup_alert", topic: "backup", subject, text },
    now,
  );
}

/** One look: what is due is claimed and queued in one transaction, then pushed. */
export async function runBackupWatch(deps: BackupWatchDeps): Promise<{ alerts: number }> {
  const now = deps.clock();
  const alerts = transaction(deps.db, () => {
    const due: Alert[] = claimUnalertedFailures(deps.db, now).map((run) => ({
      ...failureAlert[run.kind],
      tag: `backup-${run.kind}-${run.id}`,
    }));
    const stale = staleAlert(deps, now);
    if (stale) due.push(stale);
    for (const alert of due) queueMail(deps, alert, now);
    return due;
  });
  if (!alerts.length) return { alerts: 0 };
  deps.wakeMailWorker();
  deps.log("warn", "backup.alerted", { alerts: alerts.length });
  await Promise.all(
    alerts.map((alert) =>
      deps.push({ title: alert.title, body: alert.body, url: backupPageUrl, tag: alert.tag }),
    ),
  );
  return { alerts: alerts.length };
}
