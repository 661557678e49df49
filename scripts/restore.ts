/**
 * Puts a backup in place as the database at DATABASE_PATH (docs/operations.md, "Backups and restore"):
 *
 *   systemctl stop atelier
 *   npm run restore -- /var/backups/atelier/studio-2026-11-23T031500Z.sqlite
 *   systemctl start atelier
 *
 * It refuses while another program has the database open (the server must be stopped, or it
 * would keep writing to the file being replaced) and when the backup does not check out. The
 * database it replaces is kept beside it, never deleted. The erasure journal is applied to it, so
 * a person erased since the backup stays erased. After the start, the server delivers the
 * mails the backup still had pending and purges what is past RETENTION_DAYS.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import {
  applyJournal,
  deleteEmlCopiesOf,
  readJournal,
} from "#app/backup/erasure-journal.server.ts";
import { emptyWal, openDatabase } from "#app/lib/db.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { migrations } from "#app/migrations.server.ts";
import {
  backupProblem,
  databaseInUse,
  fsyncPath,
  ownerOnlyDirectory,
  ownerOnlyFile,
} from "./backup-files.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const usage = "Usage: npm run restore -- <backup file>";
const [source, ...rest] = process.argv.slice(2);
if (!source || rest.length || source.startsWith("-")) fail(usage);
if (!existsSync(source)) fail(`No backup at ${source}.`);

let env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}

const problem = backupProblem(source);
if (problem) fail(`${source} is not a usable backup: ${problem}. Nothing was changed.`);

process.umask(0o077);
const database = path.resolve(env.DATABASE_PATH);
const directory = path.dirname(database);
mkdirSync(directory, { recursive: true, mode: ownerOnlyDirectory });

let keptAs: string | null = null;
if (existsSync(database)) {
  let inUse: boolean;
  try {
    inUse = databaseInUse(database);
  } catch (error) {
    fail(
      `${database} cannot be opened as a database (${(error as Error).message}); nothing was changed.`,
    );
  }
  if (inUse) {
    fail(
      `${database} is open in another program: stop the server first (systemctl stop atelier); nothing was changed.`,
    );
  }
  // The probe closed the last connection, which folded the WAL into the file: it is complete.
  keptAs = `${database}.before-restore-${new Date().toISOString().replace(/[:.]/g, "")}`;
  renameSync(database, keptAs);
  chmodSync(keptAs, ownerOnlyFile);
}
// A journal left beside the database belongs to the old file and must not be applied to the new.
for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(database + suffix, { force: true });

const incoming = `${database}.restoring`;
copyFileSync(source, incoming);
chmodSync(incoming, ownerOnlyFile);
fsyncPath(incoming);
renameSync(incoming, database);
fsyncPath(directory);

// A person erased since the backup was taken stays erased (ADR 0038).
const restored = openDatabase(database, { migrations });
let erasedAgain: string[];
try {
  erasedAgain = applyJournal(restored, readJournal(env.ERASURE_JOURNAL_DIR));
  await emptyWal(restored);
} finally {
  restored.close();
}
deleteEmlCopiesOf(env.OUTBOX_DIR, erasedAgain);

console.log(`Restored ${source} to ${database}.`);
console.log(
  `Erasure journal applied: ${erasedAgain.length} inquiries of erased persons deleted again.`,
);
if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
console.log("Start the server now (systemctl start atelier); it sends the mails still pending.");
