/**
 * A server's layout in a temporary directory, for running the real scripts of deploy/ without
 * touching the machine: the settings file, /srv/atelier with its releases, the npm cache, and
 * stand-ins for the programs a test must not run for real (systemctl, curl, npm). The scripts
 * take the paths from ATELIER_* variables (never set on a server, where sudo drops them) and run
 * the service user's steps directly when ATELIER_SERVICE_USER is the user running them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { root } from "../integration/harness";

export const deploy = path.join(root, "deploy");
export const isRoot = process.getuid?.() === 0;
export const currentUser = userInfo().username;

export type Result = { status: number | null; stdout: string; stderr: string; output: string };

export function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; input?: string; cwd?: string } = {},
): Result {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...options.env },
    input: options.input ?? "",
    cwd: options.cwd,
    timeout: 120_000,
  });
  const stdout = result.stdout ?? "";
  const stderr = result.stderr ?? "";
  return { status: result.status, stdout, stderr, output: `${stdout}${stderr}` };
}

/** deploy/new-env.sh DOMAIN with the SMTP URL on standard input: the settings file's text. */
export function newEnv(
  domain: string,
  smtpUrl = `smtps://website%40${domain}:secret@mail.example.net:465`,
  env: Record<string, string> = {},
): string {
  const result = run("bash", [path.join(deploy, "new-env.sh"), domain], {
    input: `${smtpUrl}\n`,
    env,
  });
  if (result.status !== 0) throw new Error(`new-env.sh failed:\n${result.output}`);
  return result.stdout;
}

/** Writes a settings file owner-only, as install.sh does. */
export function writeSettings(file: string, text: string) {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * A git checkout of the project as it is in the working tree (tracked and new files, not what
 * .gitignore leaves out), committed: release.sh deploys a checkout's HEAD.
 */
export function snapshotRepo(dest: string): string {
  const files = execFileSync("git", ["-C", root, "ls-files", "-z", "-co", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && file !== "node_modules");
  mkdirSync(dest, { recursive: true });
  for (const file of files) {
    const from = path.join(root, file);
    try {
      cpSync(from, path.join(dest, file), { verbatimSymlinks: true });
    } catch (error) {
      // A file deleted in the working tree but still tracked.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  git(dest, "init", "-q", "-b", "main");
  git(dest, "add", "-A");
  git(dest, "commit", "-q", "-m", "snapshot of the working tree");
  return git(dest, "rev-parse", "HEAD").trim();
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.name=Deploy Test", "-c", "user.email=deploy-test@example.com", ...args],
    { cwd: dir, encoding: "utf8" },
  );
}

const stubs = {
  // Records each call; `is-active` answers STUB_ACTIVE (0: active); the backup fails without a
  // database, as scripts/backup.ts does ("No database at …").
  systemctl: `#!/usr/bin/env bash
echo "systemctl $*" >>"$STUB_LOG"
case "$*" in
  "is-active --quiet atelier.service") exit "\${STUB_ACTIVE:-1}" ;;
  "start atelier-backup.service")
    if [ ! -e "$STUB_DATABASE" ]; then
      echo "No database at $STUB_DATABASE (DATABASE_PATH)." >&2
      echo "Job for atelier-backup.service failed because the control process exited with error code." >&2
      exit 1
    fi ;;
esac
exit 0
`,
  curl: `#!/usr/bin/env bash
echo "curl $*" >>"$STUB_LOG"
exit "\${STUB_CURL:-0}"
`,
  // install: the project's real node_modules (a link); run build: a server entry, and what the
  // build was given (its settings, and whether a secret reached it); with STUB_BUILD_FAILS set,
  // a failed build.
  npm: `#!/usr/bin/env bash
echo "npm $*" >>"$STUB_LOG"
case "$1" in
  install) [ -e node_modules ] || ln -s "$STUB_NODE_MODULES" node_modules ;;
  run)
    [ "$2" = build ] || exit 1
    if [ -n "\${STUB_BUILD_FAILS:-}" ]; then echo "vite: the build broke" >&2; exit 2; fi
    mkdir -p build/server
    echo "export {};" >build/server/index.js
    {
      echo "PUBLIC_SITE_URL=\${PUBLIC_SITE_URL-unset}"
      echo "PUBLIC_API_KEY=\${PUBLIC_API_KEY-unset}"
      echo "RETENTION_DAYS=\${RETENTION_DAYS-unset}"
      echo "secrets=\${SMTP_URL:+SMTP_URL}\${SESSION_SECRET:+SESSION_SECRET}"
    } >build/built-with
    ;;
esac
`,
};

export type Layout = {
  dir: string;
  envFile: string;
  appDir: string;
  database: string;
  env: Record<string, string>;
  /** The stand-ins' calls so far, one line each. */
  calls(): string[];
  current(): string;
};

/** A server layout under `dir`: its settings file is written by the caller. */
export function serverLayout(dir: string): Layout {
  const bin = path.join(dir, "bin");
  mkdirSync(bin, { recursive: true });
  for (const [name, text] of Object.entries(stubs)) {
    writeFileSync(path.join(bin, name), text, { mode: 0o755 });
  }
  const appDir = path.join(dir, "srv", "atelier");
  mkdirSync(path.join(appDir, "releases"), { recursive: true });
  mkdirSync(path.join(dir, "cache"), { recursive: true });
  mkdirSync(path.join(dir, "data"), { recursive: true });
  const log = path.join(dir, "calls.log");
  writeFileSync(log, "");
  const database = path.join(dir, "data", "studio.sqlite");
  return {
    dir,
    envFile: path.join(dir, "atelier.env"),
    appDir,
    database,
    env: {
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      ATELIER_ROOT: appDir,
      ATELIER_ENV_FILE: path.join(dir, "atelier.env"),
      ATELIER_NPM_CACHE: path.join(dir, "cache"),
      ATELIER_SERVICE_USER: currentUser,
      STUB_LOG: log,
      STUB_NODE_MODULES: realpathSync(path.join(root, "node_modules")),
      STUB_DATABASE: database,
    },
    calls: () => readFileSync(log, "utf8").split("\n").filter(Boolean),
    current: () => realpathSync(path.join(appDir, "current")),
  };
}
