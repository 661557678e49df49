/**
 * The three backup jobs as the timers and the studio start them (ADR 0038): the nightly backup,
 * the weekly repository check and the restore drill. Each records its outcome in the live
 * database (./runs.server.ts), where the server's backup watch finds a failure and tells the owner.
 * A job never throws for a failure of the backup itself: it records it and returns it.
 */
import { existsSync, rmSync } from "node:fs";
import type { Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { runDrill, type DrillResult } from "#app/backup/drill.server.ts";
import { isAppendOnly, targetLabel, type ResticTarget } from "#app/backup/restic.server.ts";
import { recordRun, type RunKind } from "#app/backup/runs.server.ts";
import {
  checkRepository,
  forgetAndPrune,
  stage,
  takeSnapshot,
  type KeptFolder,
} from "#app/backup/snapshot.server.ts";

export const journalTag = "erasure-journal";

export type BackupDeps = {
  db: Database;
  target: ResticTarget;
  stagingDir: string;
  folders: readonly KeptFolder[];
  /** The erasure journal's folder: its own snapshot, never part of the site's. */
  journalDir: string;
  /** Where the drill restores to. */
  workDir: string;
  clock: () => number;
  log: Log;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function record(
  deps: BackupDeps,
  kind: RunKind,
  startedAt: number,
  outcome: {
    ok: boolean;
    snapshot?: string | null;
    bytes?: number;
    added?: number;
    detail?: string;
  },
) {
  recordRun(deps.db, {
    kind,
    startedAt,
    finishedAt: deps.clock(),
    ok: outcome.ok,
    target: targetLabel(deps.target.repository),
    snapshot: outcome.snapshot ?? null,
    bytes: outcome.bytes ?? null,
    added: outcome.added ?? null,
    detail: outcome.detail ?? null,
  });
  deps.log(outcome.ok ? "info" : "error", `backup.${kind}_${outcome.ok ? "done" : "failed"}`, {
    target: targetLabel(deps.target.repository),
    snapshot: outcome.snapshot ?? null,
    bytes: outcome.bytes ?? null,
    added: outcome.added ?? null,
    detail: outcome.detail?.slice(0, 500) ?? null,
  });
}

export type BackupOutcome = { ok: boolean; snapshot?: string; bytes?: number; added?: number };

/**
 * The nightly backup: stage, one snapshot of the site, one of the erasure journal (never part of
 * the site's), then forget and prune (not on an append-only repository, which refuses it).
 */
export async function runBackup(deps: BackupDeps): Promise<BackupOutcome> {
  const startedAt = deps.clock();
  try {
    const { takenAt: at } = await stage(deps);
    const result = await takeSnapshot(deps.target, deps.stagingDir, { at });
    if (existsSync(deps.journalDir)) {
      await takeSnapshot(deps.target, deps.journalDir, { tag: journalTag, at });
    }
    if (!isAppendOnly(deps.target.repository)) await forgetAndPrune(deps.target);
    record(deps, "backup", startedAt, {
      ok: true,
      snapshot: result.snapshotId,
      bytes: result.bytes,
      added: result.added,
    });
    return { ok: true, snapshot: result.snapshotId, bytes: result.bytes, added: result.added };
  } catch (error) {
    record(deps, "backup", startedAt, { ok: false, detail: messageOf(error) });
    return { ok: false };
  } finally {
    // The staged copy holds personal data; the snapshot has it now.
    rmSync(deps.stagingDir, { recursive: true, force: true });
  }
}

export async function runCheck(deps: BackupDeps): Promise<{ ok: boolean }> {
  const startedAt = deps.clock();
  try {
    await checkRepository(deps.target);
    record(deps, "check", startedAt, { ok: true });
    return { ok: true };
  } catch (error) {
    record(deps, "check", startedAt, { ok: false, detail: messageOf(error) });
    return { ok: false };
  }
}

export async function runDrillJob(deps: BackupDeps): Promise<DrillResult> {
  const startedAt = deps.clock();
  let result: DrillResult;
  try {
    result = await runDrill(deps);
  } catch (error) {
    result = {
      ok: false,
      snapshot: null,
      problems: [{ code: "restore-failed", message: messageOf(error).slice(0, 500) }],
    };
  }
  record(deps, "drill", startedAt, {
    ok: result.ok,
    snapshot: result.snapshot,
    detail: result.ok ? undefined : JSON.stringify(result.problems),
  });
  return result;
}
