/**
 * The studio's "Datensicherung" (ADR 0038): what the page shows (the last backup and drill, the
 * reminder to store the repository password) and its two buttons. The server never runs restic
 * itself: the repository password is root's alone. A button leaves a request file in a folder of
 * the service's own, which a systemd path unit watches and answers by starting the backup or the
 * drill as root; the outcome is recorded like a timer's, and the page shows it.
 */
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { lastRun, lastSuccess, type BackupRun } from "#app/backup/runs.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { readValue, writeValue } from "#app/studio/key-value.server.ts";

export type BackupPageDeps = {
  db: Database;
  clock: () => number;
  /** BACKUP_REQUEST_DIR: a file `backup` or `drill` in it starts that job (deploy/systemd). */
  requestDir: string;
  /** Whether an off-site backup is configured at all (RESTIC_REPOSITORY). */
  configured: boolean;
};

export type RequestedJob = "backup" | "drill";

const passwordStoredKey = "backup.password_stored_at";

export type BackupPage = {
  configured: boolean;
  backup: BackupRun | null;
  /** The last good backup, when the last one failed. */
  lastGoodBackup: BackupRun | null;
  drill: BackupRun | null;
  /** Jobs asked for and not started yet. */
  requested: RequestedJob[];
  /** Whether she still has to confirm that she stored the repository password. */
  remindPassword: boolean;
};

function requestFile(deps: BackupPageDeps, job: RequestedJob) {
  return path.join(deps.requestDir, job);
}

function isRequested(deps: BackupPageDeps, job: RequestedJob) {
  try {
    closeSync(openSync(requestFile(deps, job), "r"));
    return true;
  } catch {
    return false;
  }
}

export function backupPage(deps: BackupPageDeps): BackupPage {
  const backup = lastRun(deps.db, "backup");
  return {
    configured: deps.configured,
    backup,
    lastGoodBackup: backup && !backup.ok ? lastSuccess(deps.db, "backup") : null,
    drill: lastRun(deps.db, "drill"),
    requested: (["backup", "drill"] as const).filter((job) => isRequested(deps, job)),
    remindPassword: passwordReminderDue(deps),
  };
}

/** The reminder shows, wherever the studio shows it, until she confirms. */
export function passwordReminderDue(deps: Pick<BackupPageDeps, "db" | "configured">): boolean {
  return deps.configured && readValue(deps.db, passwordStoredKey) === null;
}

export function confirmPasswordStored(deps: BackupPageDeps): void {
  writeValue(deps.db, passwordStoredKey, String(deps.clock()));
}

/**
 * Asks for a backup or a drill now. A second request before the first has started is the same
 * request (one file): the job runs once.
 */
export function requestJob(
  deps: BackupPageDeps,
  job: RequestedJob,
): { ok: true } | { ok: false; reason: "not_configured" | "unavailable" } {
  if (!deps.configured) return { ok: false, reason: "not_configured" };
  try {
    mkdirSync(deps.requestDir, { recursive: true, mode: 0o700 });
    closeSync(openSync(requestFile(deps, job), "a", 0o600));
    return { ok: true };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}
