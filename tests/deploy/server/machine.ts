/**
 * A fresh Debian 12 server for the deploy suite: a systemd-nspawn container booted with systemd
 * as PID 1, sharing the host's network (so its Caddy answers on 127.0.0.1:443 and its server
 * reaches a mail sink on the host's loopback). The base system comes from `debootstrap
 * bookworm` once and is kept in a cache on the machine, outside the clone (DEPLOY_E2E_CACHE,
 * /var/cache/atelier-deploy-e2e by default), so a fresh clone on a machine that ran the suite
 * before skips the bootstrap; where there is no cache, it bootstraps. Every run copies the base
 * into a new machine. Commands run inside with nsenter (no systemd-machined is needed on the
 * host).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

export const cacheDir = process.env.DEPLOY_E2E_CACHE ?? "/var/cache/atelier-deploy-e2e";
/** Bump when the package list changes: a new base system is bootstrapped. */
const baseVersion = "bookworm-minbase-1";
const basePackages = ["systemd", "systemd-sysv", "dbus", "ca-certificates", "sudo"];
const mirror = "http://deb.debian.org/debian";
const servicePath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

export type Output = {
  status: number | null;
  stdout: string;
  stderr: string;
  output: string;
  /** How the command ended: "exit 1", or that its time ran out or a signal killed it. */
  ended: string;
};

function sh(command: string, args: string[], options: { input?: string; timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 600_000;
  const result = spawnSync(command, args, {
    encoding: "utf8",
    input: options.input ?? "",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  const stdout = result.stdout ?? "";
  const stderr = result.stderr ?? "";
  const ended =
    (result.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT"
      ? `stopped after its ${timeoutMs / 1000} s ran out`
      : result.error
        ? `failed to run: ${result.error.message}`
        : result.signal
          ? `killed by ${result.signal}`
          : `exit ${result.status}`;
  return { status: result.status, stdout, stderr, output: `${stdout}${stderr}`, ended };
}

/**
 * Why a command in a machine failed, for a test's message: how it ended and this host's free disk
 * and memory in the first line (CI shows a message's first and last lines), then the output's
 * tail. A full disk or the kernel's OOM killer looks like any other failure in the output alone.
 */
export function explain(result: Output, tail = 6000): string {
  const gb = (dir: string) => {
    try {
      const { bavail, bsize } = statfsSync(dir);
      return `${((bavail * bsize) / 2 ** 30).toFixed(1)} GB`;
    } catch {
      return "?";
    }
  };
  const memory = /MemAvailable:\s+(\d+)/.exec(readFileSync("/proc/meminfo", "utf8"))?.[1];
  const oomKills = sh("sh", ["-c", "dmesg 2>/dev/null | grep -ci 'killed process'"]).stdout.trim();
  const facts = [
    `${gb("/")} free on /, ${gb(cacheDir)} in ${cacheDir}`,
    `${Math.round(Number(memory ?? 0) / 1024)} MB memory available`,
    `load ${loadavg()
      .map((each) => each.toFixed(1))
      .join(" ")}`,
    `OOM kills in dmesg: ${oomKills || "?"}`,
  ];
  return `${result.ended} (host: ${facts.join("; ")})\n${result.output.slice(-tail)}`;
}

function log(message: string) {
  console.log(`[deploy-suite ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** debootstrap and systemd-nspawn, from Debian when missing. */
export function ensureTools() {
  if (process.getuid?.() !== 0)
    throw new Error("The deploy suite boots a container: run it as root.");
  const missing = [
    ["debootstrap", "debootstrap"],
    ["systemd-nspawn", "systemd-container"],
    ["nsenter", "util-linux"],
  ].filter(([tool]) => sh("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (!missing.length) return;
  const packages = missing.map(([, pkg]) => pkg!);
  log(`installing from Debian: ${packages.join(" ")}`);
  const update = sh("apt-get", ["update", "-qq"]);
  if (update.status !== 0) throw new Error(`apt-get update failed:\n${update.output}`);
  const install = sh("apt-get", ["install", "-y", "-qq", ...packages]);
  if (install.status !== 0) throw new Error(`apt-get install failed:\n${install.output}`);
}

/**
 * The cached base system: `debootstrap bookworm` the first time. A minute or two on a quiet
 * machine; on a fresh one under CI's load, over 20 minutes were seen (its downloads alone took 17),
 * hence the long limit.
 */
export function baseSystem(): string {
  const base = path.join(cacheDir, baseVersion);
  if (existsSync(path.join(base, ".complete"))) return base;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${base}.partial`;
  rmSync(partial, { recursive: true, force: true });
  log(`debootstrap bookworm into ${base}`);
  // Ahead of the other suites' work for the CPU: it is mostly waiting for downloads one by one,
  // and every test of this suite waits for it.
  const result = sh(
    "nice",
    [
      "-n",
      "-10",
      "debootstrap",
      "--variant=minbase",
      `--include=${basePackages.join(",")}`,
      "bookworm",
      partial,
      mirror,
    ],
    { timeoutMs: 2_400_000 },
  );
  if (result.status !== 0) throw new Error(`debootstrap failed: ${explain(result, 4000)}`);
  writeFileSync(path.join(partial, ".complete"), `${baseVersion}\n`);
  rmSync(base, { recursive: true, force: true });
  renameSync(partial, base);
  return base;
}

/** The child of systemd-nspawn (pid) that runs systemd, or 0. */
function containerInit(pid: number): number {
  const children = sh("sh", ["-c", `cat /proc/${pid}/task/*/children 2>/dev/null`]).stdout;
  for (const child of children.trim().split(/\s+/).filter(Boolean)) {
    try {
      if (readFileSync(`/proc/${child}/comm`, "utf8").trim() === "systemd") return Number(child);
    } catch {
      // gone meanwhile
    }
  }
  return 0;
}

/** The storage box's sshd (./storage-box.ts), on the shared loopback. */
export const storageBoxPort = 2222;

/** Refuses to start when something on this machine holds a port the server will listen on. */
export function ensurePortsFree() {
  const listening = sh("ss", ["-Hltn"]).stdout;
  const taken = [80, 443, 3000, 2019, storageBoxPort].filter((port) =>
    new RegExp(`:${port}\\s`).test(listening),
  );
  if (taken.length) {
    throw new Error(
      `Ports ${taken.join(", ")} are in use on this machine; the containers share its network and need them (Caddy 80, 443 and 2019, the server 3000, the storage box's sshd ${storageBoxPort}).`,
    );
  }
}

export type Machine = {
  dir: string;
  name: string;
  /** Runs a bash script inside as root, with a clean environment. */
  exec(script: string, options?: { input?: string; timeoutMs?: number }): Output;
  /** Like exec, and throws with the output unless the script succeeds. */
  must(script: string, options?: { input?: string; timeoutMs?: number }): string;
  /** A file of the machine, read from the host. */
  read(file: string): string;
  boot(): Promise<void>;
  poweroff(): Promise<void>;
  running(): boolean;
};

/**
 * A new machine from the base system: the host's CA bundle in its trust store (so apt and npm
 * reach the registries through this network), npm told to use it, and caches kept on the host
 * for the next run (apt's downloads, and the npm cache of the service user's builds).
 */
export function newMachine(name: string): Machine {
  const base = baseSystem();
  const dir = path.join(cacheDir, "machines", name);
  rmSync(dir, { recursive: true, force: true });
  log(`copying the base system to ${dir}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const copy = sh("cp", ["-a", "--reflink=auto", base, dir]);
  if (copy.status !== 0) throw new Error(`copy failed:\n${copy.output}`);
  rmSync(path.join(dir, ".complete"));
  writeFileSync(path.join(dir, "etc/hostname"), `${name}\n`);
  mkdirSync(path.join(dir, "usr/local/share/ca-certificates"), { recursive: true });
  copyFileSync(
    "/etc/ssl/certs/ca-certificates.crt",
    path.join(dir, "usr/local/share/ca-certificates/host-bundle.crt"),
  );
  copyFileSync(
    "/etc/ssl/certs/ca-certificates.crt",
    path.join(dir, "etc/ssl/certs/ca-certificates.crt"),
  );
  writeFileSync(path.join(dir, "etc/npmrc"), "cafile=/etc/ssl/certs/ca-certificates.crt\n");
  const caches = {
    apt: path.join(cacheDir, "apt-archives"),
    npm: path.join(cacheDir, "npm-cache"),
  };
  for (const cache of Object.values(caches)) mkdirSync(cache, { recursive: true });

  let nspawn: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let leader = 0;
  const consoleLog = path.join(cacheDir, `${name}-console.log`);
  rmSync(consoleLog, { force: true });

  // Every command run in the machine and all it printed, for the one who looks into a failed run
  // (the test's message holds only the tail); kept beside the console log.
  const transcript = path.join(cacheDir, `${name}-commands.log`);
  rmSync(transcript, { force: true });

  const exec: Machine["exec"] = (script, options = {}) => {
    if (!leader) throw new Error("the machine is not running");
    const started = Date.now();
    const result = sh(
      "nsenter",
      [
        `--target=${leader}`,
        "--mount",
        "--uts",
        "--ipc",
        "--pid",
        "--root",
        "--wd",
        "--",
        "/usr/bin/env",
        "-i",
        `PATH=${servicePath}`,
        "HOME=/root",
        "LANG=C.UTF-8",
        "/bin/bash",
        "-c",
        `cd /root && ${script}`,
      ],
      options,
    );
    appendFileSync(
      transcript,
      `\n### ${new Date(started).toISOString()} $ ${script}\n${result.output}` +
        `### exit ${result.status} after ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    return result;
  };

  const machine: Machine = {
    dir,
    name,
    exec,
    must(script, options) {
      const result = exec(script, options);
      if (result.status !== 0) {
        throw new Error(`in the machine, \`${script}\` failed: ${explain(result)}`);
      }
      return result.stdout;
    },
    read: (file) => readFileSync(path.join(dir, file), "utf8"),
    running: () => nspawn !== null && nspawn.exitCode === null && nspawn.signalCode === null,

    async boot() {
      log(`booting ${name}`);
      const out = createWriteStream(consoleLog, { flags: "a" });
      nspawn = spawn(
        "systemd-nspawn",
        [
          `--directory=${dir}`,
          `--machine=${name}`,
          "--register=no",
          "--keep-unit",
          "--resolv-conf=copy-host",
          "--timezone=off",
          "--console=read-only",
          `--bind=${caches.apt}:/var/cache/apt/archives`,
          `--bind=${caches.npm}:/var/cache/atelier`,
          "--boot",
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      nspawn.stdout!.pipe(out);
      nspawn.stderr!.pipe(out);
      const child = nspawn;
      exited = new Promise((resolve) => child.once("exit", () => resolve()));
      // The container's PID 1 is the child of systemd-nspawn that has become systemd (before, a
      // short-lived fork of systemd-nspawn itself is its child).
      leader = 0;
      const deadline = Date.now() + 60_000;
      while (!leader) {
        if (!machine.running()) {
          throw new Error(
            `systemd-nspawn exited:\n${readFileSync(consoleLog, "utf8").slice(-4000)}`,
          );
        }
        if (Date.now() > deadline) throw new Error("the container's systemd did not start");
        leader = containerInit(child.pid!);
        if (!leader) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Until systemd is up, nsenter finds a half-made mount namespace: wait for the boot to end.
      for (;;) {
        const state = exec("systemctl is-system-running --wait 2>/dev/null || true", {
          timeoutMs: 180_000,
        });
        const status = state.stdout.trim();
        if (status === "running" || status === "degraded") {
          if (status === "degraded") {
            log(
              `booted (degraded: ${exec("systemctl --failed --no-legend --plain").stdout.trim()})`,
            );
          } else log("booted");
          return;
        }
        if (Date.now() > deadline + 120_000) throw new Error(`the boot did not finish: ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },

    async poweroff() {
      if (!machine.running()) return;
      log(`powering ${name} off`);
      // systemd-nspawn turns SIGTERM into an orderly shutdown of the container.
      nspawn!.kill("SIGTERM");
      const timeout = new Promise<"timeout">((resolve) =>
        setTimeout(() => resolve("timeout"), 90_000),
      );
      if ((await Promise.race([exited, timeout])) === "timeout") {
        nspawn!.kill("SIGKILL");
        await exited;
      }
      leader = 0;
    },
  };
  return machine;
}
