/**
 * What the backups did, recorded in the live database: each backup, repository check and restore
 * drill with its outcome. The studio's "Datensicherung" page and the alerts read it.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";

export type RunKind = "backup" | "check" | "drill";

export type BackupRun = {
  id: number;
  kind: RunKind;
  startedAt: number;
  finishedAt: number;
  ok: boolean;
  /** The repository, without any credentials (targetLabel). */
  target: string;
  snapshot: string | null;
  bytes: number | null;
  added: number | null;
  /** A failure's error message, or the drill's problems (JSON). */
  detail: string | null;
  alertedAt: number | null;
};

/** Runs kept per kind; older ones are deleted as new ones are recorded. */
const keptRuns = 100;

const columns = `id, kind, started_at AS startedAt, finished_at AS finishedAt, ok, target,
  snapshot, bytes, added, detail, alerted_at AS alertedAt`;

function toRun(row: Record<string, unknown> | undefined): BackupRun | null {
  return row ? ({ ...row, ok: row.ok === 1 } as BackupRun) : null;
}

export function recordRun(db: Database, run: Omit<BackupRun, "id" | "alertedAt">): number {
  const { id } = prepared(
    db,
    `INSERT INTO backup_runs (kind, started_at, finished_at, ok, target, snapshot, bytes, added,
       detail)
     VALUES ($kind, $startedAt, $finishedAt, $ok, $target, $snapshot, $bytes, $added, $detail)
     RETURNING id`,
  ).get({ ...run, ok: run.ok ? 1 : 0 }) as { id: number };
  prepared(
    db,
    `DELETE FROM backup_runs WHERE kind = $kind AND id NOT IN
       (SELECT id FROM backup_runs WHERE kind = $kind ORDER BY id DESC LIMIT $kept)`,
  ).run({ kind: run.kind, kept: keptRuns });
  return id;
}

export function lastRun(db: Database, kind: RunKind): BackupRun | null {
  return toRun(
    prepared(db, `SELECT ${columns} FROM backup_runs WHERE kind = ? ORDER BY id DESC LIMIT 1`).get(
      kind,
    ),
  );
}

export function lastSuccess(db: Database, kind: RunKind): BackupRun | null {
  return toRun(
    prepared(
      db,
      `SELECT ${columns} FROM backup_runs WHERE kind = ? AND ok = 1 ORDER BY id DESC LIMIT 1`,
    ).get(kind),
  );
}

/** Failed runs the owner has not been told of yet, oldest first; claimed in the same statement. */
export function claimUnalertedFailures(db: Database, now: number): BackupRun[] {
  return (
    prepared(
      db,
      `UPDATE backup_runs SET alerted_at = ? WHERE ok = 0 AND alerted_at IS NULL
       RETURNING ${columns}`,
    ).all(now) as Record<string, unknown>[]
  )
    .map((row) => toRun(row)!)
    .sort((a, b) => a.id - b.id);
}
