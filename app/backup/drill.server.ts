/**
 * The restore drill (monthly, and on demand from the studio): the newest snapshot restored into
 * a temporary folder and checked as a restore on a new server would need it. SQLite finds the
 * database intact, it holds what the manifest says it held, nothing the live database had when
 * the snapshot was taken is missing from it, and a sample of its files has the bytes the manifest
 * recorded. The restored copy holds personal data: it is deleted whatever the outcome.
 */
import { randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Database } from "#app/lib/db.server.ts";
import { ResticError, type ResticTarget } from "#app/backup/restic.server.ts";
import {
  databaseFile,
  latestSnapshot,
  readManifest,
  restoreSnapshot,
  sha256Of,
  siteCounts,
  type Manifest,
} from "#app/backup/snapshot.server.ts";

export type DrillProblem =
  | { code: "no-snapshot" }
  | { code: "restore-failed"; message: string }
  | { code: "integrity"; message: string }
  | { code: "counts"; table: string; expected: number; found: number }
  | { code: "missing-rows"; table: string; missing: number }
  | { code: "file-hash"; file: string };

export type DrillResult = { ok: boolean; snapshot: string | null; problems: DrillProblem[] };

/**
 * Rows committed a moment after the snapshot's clock was read may have been created before it:
 * only rows older than this are expected in the restore.
 */
const commitSlackMs = 60_000;
/** Files whose bytes are compared with the manifest on each drill (the database always). */
const sampleSize = 20;

const tables = { inquiries: "inquiries", releases: "site_releases", photos: "photos" } as const;

function sample(names: string[]): string[] {
  const rest = names.filter((name) => name !== databaseFile);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [databaseFile, ...rest.slice(0, sampleSize - 1)];
}

function checkDatabase(live: Database, folder: string, manifest: Manifest): DrillProblem[] {
  const file = path.join(folder, databaseFile);
  if (!existsSync(file)) return [{ code: "integrity", message: "no database in the snapshot" }];
  const restored = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = restored.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const verdict = rows.map((row) => row.integrity_check).join("; ");
    if (verdict !== "ok") return [{ code: "integrity", message: verdict.slice(0, 500) }];
    const problems: DrillProblem[] = [];
    const found = siteCounts(restored);
    for (const key of Object.keys(tables) as (keyof typeof tables)[]) {
      if (found[key] !== manifest.counts[key]) {
        problems.push({
          code: "counts",
          table: key,
          expected: manifest.counts[key],
          found: found[key],
        });
      }
      // Deleted since (erased, purged, withdrawn) is fine; older and absent from the restore is not.
      const kept = new Set(
        restored
          .prepare(`SELECT id FROM ${tables[key]}`)
          .all()
          .map((row) => String(row.id)),
      );
      const missing = live
        .prepare(`SELECT id FROM ${tables[key]} WHERE created_at <= ?`)
        .all(manifest.takenAt - commitSlackMs)
        .filter((row) => !kept.has(String(row.id))).length;
      if (missing) problems.push({ code: "missing-rows", table: key, missing });
    }
    return problems;
  } catch (error) {
    return [{ code: "integrity", message: error instanceof Error ? error.message : String(error) }];
  } finally {
    restored.close();
  }
}

export type DrillDeps = {
  /** The live database. */
  db: Database;
  target: ResticTarget;
  /** Where the temporary restore goes (a folder on a disk with room for one snapshot). */
  workDir: string;
};

export async function runDrill(deps: DrillDeps): Promise<DrillResult> {
  const snapshot = await latestSnapshot(deps.target);
  if (!snapshot) return { ok: false, snapshot: null, problems: [{ code: "no-snapshot" }] };
  const into = mkdtempSync(path.join(deps.workDir, "atelier-drill-"));
  try {
    let folder: string;
    let manifest: Manifest;
    try {
      folder = await restoreSnapshot(deps.target, snapshot, into);
      manifest = readManifest(folder);
    } catch (error) {
      const message =
        error instanceof ResticError || error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        snapshot: snapshot.id,
        problems: [{ code: "restore-failed", message: message.slice(0, 500) }],
      };
    }
    const problems = checkDatabase(deps.db, folder, manifest);
    for (const name of sample(Object.keys(manifest.files))) {
      const file = path.join(folder, name);
      if (!existsSync(file) || sha256Of(file) !== manifest.files[name]) {
        problems.push({ code: "file-hash", file: name });
      }
    }
    return { ok: problems.length === 0, snapshot: snapshot.id, problems };
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
}
