/**
 * Takes a consistent copy of the database while the server keeps running, and deletes the
 * backups older than RETENTION_DAYS (docs/operations.md, "Backups and restore"; deploy/atelier-backup.timer runs it
 * nightly):
 *
 *   npm run backup -- /var/backups/atelier
 *
 * SQLite's online backup copies the pages of one read transaction, so the copy holds every
 * inquiry committed before it started and none half-written, whatever the server writes
 * meanwhile (in WAL mode a reader never blocks the writer). The copy is written under a temporary
 * name, checked, flushed to disk and only then renamed, so a file with a backup's name is always
 * complete. Files and the directory are owner-only: backups hold personal data.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import {
  backupName,
  backupProblem,
  expiredBackups,
  fsyncPath,
  ownerOnlyDirectory,
  ownerOnlyFile,
} from "./backup-files.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const usage = "Usage: npm run backup -- <directory>";
const [target, ...rest] = process.argv.slice(2);
if (!target || rest.length || target.startsWith("-")) fail(usage);

let env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
if (!existsSync(env.DATABASE_PATH)) fail(`No database at ${env.DATABASE_PATH} (DATABASE_PATH).`);

// Everything this process creates is owner-only, whatever the caller's umask.
process.umask(0o077);
const directory = path.resolve(target);
mkdirSync(directory, { recursive: true, mode: ownerOnlyDirectory });
chmodSync(directory, ownerOnlyDirectory);

const now = new Date();
const name = backupName(now);
const partial = path.join(directory, `.${name}.partial`);
const final = path.join(directory, name);

// Read-write like the server: a read-only connection cannot always open a WAL database.
const source = new DatabaseSync(env.DATABASE_PATH);
try {
  // One step for the whole file: stepping in batches would restart the copy from the beginning
  // every time the server commits in between, and a studio's database copies in milliseconds.
  await backup(source, partial, { rate: 2 ** 31 - 1 });
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  source.close();
}
chmodSync(partial, ownerOnlyFile);
// The copy inherits WAL mode; a rollback-journal file is self-contained (no -wal or -shm beside
// it, also not when it is read). The server switches a restored file back to WAL when it opens it.
const copy = new DatabaseSync(partial);
copy.exec("PRAGMA journal_mode = DELETE");
copy.close();
const problem = backupProblem(partial);
if (problem) {
  rmSync(partial, { force: true });
  fail(`Backup failed: the copy does not check out: ${problem}.`);
}
fsyncPath(partial);
renameSync(partial, final);
fsyncPath(directory);
console.log(`Backup written: ${final} (${statSync(final).size} bytes)`);

const expired = expiredBackups(readdirSync(directory), now, env.RETENTION_DAYS);
for (const old of expired) rmSync(path.join(directory, old));
if (expired.length) {
  console.log(`Deleted ${expired.length} backup(s) older than ${env.RETENTION_DAYS} days.`);
}
