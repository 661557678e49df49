/**
 * What the backup and restore scripts share: the names of backup files, which of them are past
 * keeping, owner-only modes, and the check that no other program has the database open.
 */
import { closeSync, fsyncSync, openSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

/** "studio-2026-11-23T031500Z.sqlite": sorts by time, and the name alone says when it was taken. */
const namePattern = /^studio-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "");
  return `studio-${stamp}.sqlite`;
}

/** When the backup of that name was taken, or null for any other file. */
export function takenAt(name: string): Date | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

/**
 * The backups to delete: those taken more than `retentionDays` before `now`. The newest backup is
 * always kept, so a server whose clock jumped never ends up with no backup at all.
 */
export function expiredBackups(names: string[], now: Date, retentionDays: number): string[] {
  const backups = names
    .map((name) => ({ name, at: takenAt(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  return backups
    .slice(1)
    .filter((entry) => entry.at.getTime() < cutoff)
    .map((entry) => entry.name);
}

/** Backups and databases hold personal data: only their owner may read them. */
export const ownerOnlyFile = 0o600;
export const ownerOnlyDirectory = 0o700;

/** Flushes a file or directory entry to disk, so a rename after it survives a power cut. */
export function fsyncPath(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * True when another connection (the running server, the CLI) has the database open. In WAL mode
 * every open connection holds a shared lock; an exclusive lock is only granted when there is none.
 * Closing the probe as the last connection also checkpoints the WAL into the main file.
 */
export function databaseInUse(file: string): boolean {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT");
    return false;
  } catch (error) {
    if (error instanceof Error && /locked|busy/i.test(error.message)) return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Why the file is not a usable copy of the studio's database, or null when it is: SQLite finds
 * it consistent and it holds the inquiries table (an empty file is a valid, empty database).
 */
export function backupProblem(file: string): string | null {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const check = (db.prepare("PRAGMA quick_check").get() as { quick_check: string }).quick_check;
    if (check !== "ok") return `SQLite reports: ${check}`;
    const table = db
      .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'inquiries'")
      .get();
    return table ? null : "it holds no inquiries table";
  } catch (error) {
    return `it cannot be read as a database (${error instanceof Error ? error.message : error})`;
  } finally {
    db.close();
  }
}
