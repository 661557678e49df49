/**
 * The off-site backup's jobs (docs/operations.md, "Off-site backups"; ADR 0038), as the systemd
 * timers and `atelier` start them:
 *
 *   npm run backups -- init                 # creates the restic repository (install.sh)
 *   npm run backups -- backup               # the nightly backup: snapshot, forget --prune
 *   npm run backups -- check                # the weekly check, with a tenth of the data read
 *   npm run backups -- drill                # the restore drill, into a temporary folder
 *   npm run backups -- restore [SNAPSHOT]   # the whole site back (the server stopped)
 *
 * The repository and its password file come from RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE
 * (/etc/atelier/atelier.env); the password is read by restic from that file, never passed on.
 * backup, check and drill record their outcome in the live database, where the server's backup
 * watch tells the owner of a failure; they exit 1 when it failed.
 */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/lib/db.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { createLog } from "#app/lib/log.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { runBackup, runCheck, runDrillJob, type BackupDeps } from "#app/backup/jobs.server.ts";
import { initRepository, targetLabel, type ResticTarget } from "#app/backup/restic.server.ts";
import { restoreSite } from "#app/backup/restore-site.server.ts";
import { databaseInUse } from "./backup-files.ts";

const usage = "Usage: npm run backups -- init | backup | check | drill | restore [SNAPSHOT]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const commands = ["init", "backup", "check", "drill", "restore"];
if (!command || !commands.includes(command)) fail(usage);
if (rest.length > (command === "restore" ? 1 : 0) || rest.some((arg) => arg.startsWith("-"))) {
  fail(usage);
}

let env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
/**
 * The systemd units run the jobs as the service user and hand them the root-only password file,
 * ssh key and the storage's host key as credentials (LoadCredential=): readable by this job alone, for as long as it
 * runs. Run by root by hand, the files named in the settings are read directly.
 */
function credential(name: string, otherwise: string | undefined) {
  const dir = process.env.CREDENTIALS_DIRECTORY;
  const file = dir ? path.join(dir, name) : null;
  return file && existsSync(file) ? file : otherwise;
}
const passwordFile = credential("restic-password", env.RESTIC_PASSWORD_FILE);
if (!env.RESTIC_REPOSITORY || !passwordFile) {
  fail(
    'No backup target: set RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE in the settings (docs/operations.md, "Off-site backups").',
  );
}
const sshKey = credential("backup-ssh-key", env.BACKUP_SSH_KEY);
const knownHosts = credential("backup-known-hosts", env.BACKUP_SSH_KNOWN_HOSTS);
const target: ResticTarget = {
  repository: env.RESTIC_REPOSITORY,
  passwordFile,
  ...(sshKey && knownHosts ? { ssh: { keyFile: sshKey, knownHostsFile: knownHosts } } : {}),
  ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
    ? { s3: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
    : {}),
  ...(process.env.RESTIC_CACHE_DIR ? { cacheDir: process.env.RESTIC_CACHE_DIR } : {}),
};
// Her clients' galleries' files (ADR 0041) are written once and never changed: linked, not copied.
const folders = [
  { name: "outbox", dir: env.OUTBOX_DIR },
  { name: "galleries", dir: env.GALLERIES_DIR, link: true },
];
const workDir = process.env.BACKUP_WORK_DIR || tmpdir();
process.umask(0o077);

if (command === "init") {
  const result = await initRepository(target).catch((error: unknown) =>
    fail(`Could not create the repository: ${(error as Error).message}`),
  );
  console.log(
    result === "created"
      ? `Repository created: ${targetLabel(target.repository)}`
      : `Repository exists: ${targetLabel(target.repository)}`,
  );
  process.exit(0);
}

if (command === "restore") {
  if (existsSync(env.DATABASE_PATH) && databaseInUse(env.DATABASE_PATH)) {
    fail(
      `${env.DATABASE_PATH} is open in another program: stop the server first (systemctl stop atelier); nothing was changed.`,
    );
  }
  try {
    const result = await restoreSite({
      target,
      databasePath: env.DATABASE_PATH,
      folders,
      journalDir: env.ERASURE_JOURNAL_DIR,
      workDir,
      snapshot: rest[0],
      clock: Date.now,
    });
    console.log(
      `Restored snapshot ${result.snapshot} of ${new Date(result.takenAt).toISOString()}: ` +
        `${result.counts.inquiries} inquiries, ${result.counts.releases} website releases, ` +
        `${result.counts.photos} photos.`,
    );
    console.log(
      `Erasure journal applied: ${result.erasedAgain} inquiries of erased persons deleted again.`,
    );
    if (result.keptAs) console.log(`The database it replaced is kept as ${result.keptAs}.`);
    console.log("Sessions and sign-in links of the old server are void. Start the server now.");
    process.exit(0);
  } catch (error) {
    fail(`Restore failed, the site is unchanged: ${(error as Error).message}`);
  }
}

const db = openDatabase(env.DATABASE_PATH, { migrations, busyTimeoutMs: 10_000 });
const deps: BackupDeps = {
  db,
  target,
  stagingDir: env.BACKUP_STAGING_DIR,
  folders,
  journalDir: env.ERASURE_JOURNAL_DIR,
  workDir,
  clock: Date.now,
  log: createLog(env.LOG_LEVEL),
};
let ok: boolean;
try {
  if (command === "backup") ok = (await runBackup(deps)).ok;
  else if (command === "check") ok = (await runCheck(deps)).ok;
  else ok = (await runDrillJob(deps)).ok;
} finally {
  db.close();
}
process.exit(ok ? 0 : 1);
