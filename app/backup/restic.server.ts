/**
 * Runs Debian's `restic` (ADR 0038) against the configured repository. The repository password
 * never appears in a command line or a log: restic reads it from the root-only file named in
 * RESTIC_PASSWORD_FILE, which is handed over in the child's environment, as are the S3 keys. The
 * child gets no other variable of the parent's environment, so nothing else of the site's
 * settings (the SMTP password, the session secret) reaches it either.
 */
import { execFile } from "node:child_process";

/** Where snapshots go and how restic opens the repository (docs/operations.md, "Off-site backups"). */
export type ResticTarget = {
  /**
   * A local folder, `sftp:user@host:/path`, `rclone:ssh://user@host:port` (append-only) or
   * `s3:https://host/bucket/path`.
   */
  repository: string;
  /** The root-only (0600) file with the repository password. */
  passwordFile: string;
  /** Keys for an S3 target (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY), when set. */
  s3?: { accessKeyId: string; secretAccessKey: string };
  /** restic's cache; without one it reads every index from the target on each run. */
  cacheDir?: string;
  /** The program, `restic` on PATH by default (tests wrap it to record what it is given). */
  binary?: string;
  /** For an sftp: or rclone:ssh:// repository: the key and known hosts ssh uses (sshOptions). */
  ssh?: { keyFile: string; knownHostsFile: string };
};

function sshCommand(
  login: string,
  port: string | undefined,
  ssh: NonNullable<ResticTarget["ssh"]>,
) {
  return [
    "ssh",
    "-i",
    ssh.keyFile,
    "-o",
    `UserKnownHostsFile=${ssh.knownHostsFile}`,
    "-o",
    "StrictHostKeyChecking=yes",
    "-o",
    "BatchMode=yes",
    ...(port ? ["-p", port] : []),
    login,
  ];
}

/**
 * How restic reaches a repository over ssh, with the backup's own key and known hosts (the jobs
 * run as the service user, whose home is no place for them) and never a question (BatchMode):
 *
 * - `sftp:user@host:/path`, `sftp://user@host:port//path`: restic's SFTP, through this ssh command;
 * - `rclone:ssh://user@host:port`: restic's REST protocol spoken by `rclone serve restic --stdio`
 *   on the far side, which the storage's authorized_keys forces for this key (append-only:
 *   docs/operations.md, "An append-only Storage Box"). restic appends rclone's arguments to the
 *   ssh command; the forced command takes their place.
 */
export function sshOptions(repository: string, ssh: NonNullable<ResticTarget["ssh"]>): string[] {
  const rclone = /^rclone:ssh:\/\/([^/:]+)(?::(\d+))?\/?$/.exec(repository);
  if (rclone) return ["-o", `rclone.program=${sshCommand(rclone[1]!, rclone[2], ssh).join(" ")}`];
  if (!repository.startsWith("sftp:")) return [];
  const url = /^sftp:\/\/([^/]+)\//.exec(repository);
  const short = /^sftp:([^/:]+):/.exec(repository);
  const authority = url?.[1] ?? short?.[1];
  if (!authority) throw new Error(`not an sftp repository: ${targetLabel(repository)}`);
  const [, login, port] = /^(.*?)(?::(\d+))?$/.exec(authority)!;
  return ["-o", `sftp.command=${[...sshCommand(login!, port, ssh), "-s", "sftp"].join(" ")}`];
}

/**
 * An `rclone:` repository is the append-only one (rclone serve restic --append-only): the server
 * may add snapshots but never forget or prune any; that is done from a trusted machine.
 */
export const isAppendOnly = (repository: string) => repository.startsWith("rclone:");

/** Options before the command: how to reach a repository over ssh. */
function globalOptions(target: ResticTarget): string[] {
  return target.ssh ? sshOptions(target.repository, target.ssh) : [];
}

export class ResticError extends Error {
  readonly args: readonly string[];
  readonly exitCode: number | null;
  readonly stderr: string;

  constructor(args: readonly string[], exitCode: number | null, stderr: string) {
    const last = stderr.trim().split("\n").slice(-3).join(" / ");
    super(`restic ${args[0]} failed (exit ${exitCode ?? "signal"}): ${last || "no output"}`);
    this.args = args;
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/** The repository as shown in the studio and the logs: an sftp or S3 address without secrets. */
export function targetLabel(repository: string): string {
  return repository.replace(/\/\/[^/@]*@/, "//");
}

export function resticEnvironment(target: ResticTarget): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    // sftp: ssh looks for its keys and known_hosts in HOME.
    HOME: process.env.HOME ?? "/root",
    RESTIC_REPOSITORY: target.repository,
    RESTIC_PASSWORD_FILE: target.passwordFile,
    // Snapshot times are given and shown in UTC, whatever the server's zone.
    TZ: "UTC",
    ...(target.cacheDir ? { RESTIC_CACHE_DIR: target.cacheDir } : {}),
    ...(target.s3
      ? {
          AWS_ACCESS_KEY_ID: target.s3.accessKeyId,
          AWS_SECRET_ACCESS_KEY: target.s3.secretAccessKey,
        }
      : {}),
  };
}

/** Runs `restic <args>` and returns its standard output; a non-zero exit throws ResticError. */
export function restic(
  target: ResticTarget,
  args: readonly string[],
  options: { cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      target.binary ?? "restic",
      [...globalOptions(target), ...args],
      {
        env: resticEnvironment(target),
        cwd: options.cwd,
        maxBuffer: 64 * 1024 * 1024,
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = typeof error.code === "number" ? error.code : null;
        reject(new ResticError(args, code, stderr || error.message));
      },
    );
  });
}

/** Creates the repository; an existing one is left as it is. */
export async function initRepository(target: ResticTarget): Promise<"created" | "exists"> {
  try {
    await restic(target, ["cat", "config"]);
    return "exists";
  } catch (error) {
    if (!(error instanceof ResticError)) throw error;
  }
  await restic(target, ["init"]);
  return "created";
}
