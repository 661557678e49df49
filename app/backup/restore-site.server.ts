/**
 * A whole site back from the restic repository (`atelier restore`, ADR 0038): the newest snapshot
 * checked against its manifest, its database and kept folders put in place, the erasure journal
 * applied, and the old server's sessions, sign-in and setup links and passkey challenges made
 * void. The caller stops the server first (a database another process has open is refused there).
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { emptyWal, openDatabase, type Database } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import {
  applyJournal,
  deleteEmlCopiesOf,
  readJournal,
} from "#app/backup/erasure-journal.server.ts";
import { journalTag } from "#app/backup/jobs.server.ts";
import { restic, type ResticTarget } from "#app/backup/restic.server.ts";
import {
  databaseFile,
  latestSnapshot,
  readManifest,
  restoreSnapshot,
  sha256Of,
  type KeptFolder,
  type SiteCounts,
  type SnapshotInfo,
} from "#app/backup/snapshot.server.ts";

export type RestoreDeps = {
  target: ResticTarget;
  databasePath: string;
  folders: readonly KeptFolder[];
  journalDir: string;
  /** Where the snapshot is restored before it is put in place. */
  workDir: string;
  /** A snapshot id (`restic snapshots`); the newest when not given. */
  snapshot?: string;
  clock: () => number;
};

export type RestoreResult = {
  snapshot: string;
  takenAt: number;
  counts: SiteCounts;
  /** Inquiries deleted again because the erasure journal names their person. */
  erasedAgain: number;
  /** Where the database it replaced was kept, if there was one. */
  keptAs: string | null;
};

async function findSnapshot(target: ResticTarget, id: string | undefined) {
  if (!id) return latestSnapshot(target);
  const output = await restic(target, ["snapshots", "--json", id]);
  return (JSON.parse(output || "[]") as SnapshotInfo[] | null)?.[0] ?? null;
}

export class RestoreError extends Error {}

/**
 * The journal on this server, or, when it has none (a new server), the newest one stored in the
 * repository beside the snapshots.
 */
async function journalFor(deps: RestoreDeps): Promise<Set<string>> {
  const here = readJournal(deps.journalDir);
  if (here.size) return here;
  const latest = await latestSnapshot(deps.target, journalTag);
  if (!latest) return here;
  const into = mkdtempSync(path.join(deps.workDir, "atelier-journal-"));
  try {
    await restic(deps.target, ["restore", latest.id, "--target", into]);
    const restored = path.join(into, latest.paths[0]!);
    cpSync(restored, deps.journalDir, { recursive: true });
    return readJournal(deps.journalDir);
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
}

/**
 * What a restored database must not carry over from the old server: its sessions, its sign-in
 * and setup links (and the mails still carrying one), its passkey challenges.
 */
function voidOldSignIns(db: Database) {
  db.exec(`DELETE FROM studio_sessions; DELETE FROM studio_tokens; DELETE FROM studio_challenges;
    DELETE FROM outbox WHERE kind = 'sign_in_link';`);
}

export async function restoreSite(deps: RestoreDeps): Promise<RestoreResult> {
  const snapshot = await findSnapshot(deps.target, deps.snapshot);
  if (!snapshot) {
    throw new RestoreError(
      deps.snapshot
        ? `the repository holds no snapshot ${deps.snapshot} of the site`
        : "the repository holds no snapshot of the site",
    );
  }
  const into = mkdtempSync(path.join(deps.workDir, "atelier-restore-"));
  let keptAs: string | null;
  try {
    const folder = await restoreSnapshot(deps.target, snapshot, into);
    const manifest = readManifest(folder);
    for (const [name, hash] of Object.entries(manifest.files)) {
      const file = path.join(folder, name);
      if (!existsSync(file) || sha256Of(file) !== hash) {
        throw new RestoreError(`${name} in snapshot ${snapshot.id} does not match its manifest`);
      }
    }
    const persons = await journalFor(deps);

    // The database: written beside the live one, fixed up, then renamed over it.
    const incoming = `${deps.databasePath}.restoring`;
    mkdirSync(path.dirname(deps.databasePath), { recursive: true, mode: 0o700 });
    for (const suffix of ["", "-wal", "-shm", "-journal"])
      rmSync(incoming + suffix, { force: true });
    copyFileSync(path.join(folder, databaseFile), incoming);
    const db = openDatabase(incoming, { migrations });
    let erased: string[];
    try {
      erased = applyJournal(db, persons);
      voidOldSignIns(db);
      await emptyWal(db);
    } finally {
      db.close();
    }
    // The database it replaces is kept beside it, as scripts/restore.ts does, never deleted.
    keptAs = `${deps.databasePath}.before-restore-${new Date(deps.clock()).toISOString().replace(/[:.]/g, "")}`;
    if (existsSync(deps.databasePath)) renameSync(deps.databasePath, keptAs);
    else keptAs = null;
    for (const suffix of ["-wal", "-shm", "-journal"]) {
      rmSync(deps.databasePath + suffix, { force: true });
    }
    renameSync(incoming, deps.databasePath);

    for (const kept of deps.folders) {
      const restored = path.join(folder, kept.name);
      if (!existsSync(restored)) continue;
      cpSync(restored, kept.dir, { recursive: true });
      deleteEmlCopiesOf(kept.dir, erased);
    }
    return {
      snapshot: snapshot.id,
      takenAt: manifest.takenAt,
      counts: manifest.counts,
      erasedAgain: erased.length,
      keptAs,
    };
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
}
