/**
 * A local restic repository for the backup tests, with a password file as install.sh writes it
 * (0600) and a wrapper in front of restic that records every command line it is started with,
 * so a test can show the password never appears in one.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterwards } from "#tests/support/cleanup.ts";
import type { ResticTarget } from "#app/backup/restic.server.ts";
import { initRepository } from "#app/backup/restic.server.ts";

/** Whether restic is installed; CI installs it (.ci/run), a local run without it skips. */
export function resticInstalled(): boolean {
  const found = spawnSync("sh", ["-c", "command -v restic"]).status === 0;
  if (!found && !process.env.CI) {
    console.warn("\n!!! restic is not installed; the backup tests are SKIPPED.\n");
  }
  return found || Boolean(process.env.CI);
}

export type TestRepository = {
  target: ResticTarget;
  dir: string;
  repository: string;
  password: string;
  /** Every command line restic was started with, one per line (arguments joined by spaces). */
  commandLines(): string[];
};

export async function testRepository(): Promise<TestRepository> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-restic-"));
  afterwards(() => rmSync(dir, { recursive: true, force: true }));
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const passwordFile = path.join(dir, "repository-password");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  const calls = path.join(dir, "calls.log");
  const binary = path.join(dir, "restic-recording");
  // The wrapper also records what of the password reaches the environment by name only.
  writeFileSync(
    binary,
    `#!/bin/sh\nprintf '%s\\n' "$*" >> '${calls}'\n` +
      `[ -n "$RESTIC_PASSWORD" ] && echo 'RESTIC_PASSWORD set' >> '${calls}'\n` +
      `exec restic "$@"\n`,
  );
  chmodSync(binary, 0o755);
  const repository = path.join(dir, "repo");
  const target: ResticTarget = {
    repository,
    passwordFile,
    binary,
    cacheDir: path.join(dir, "cache"),
  };
  await initRepository(target);
  return {
    target,
    dir,
    repository,
    password,
    commandLines: () => {
      try {
        return readFileSync(calls, "utf8").trim().split("\n");
      } catch {
        return [];
      }
    },
  };
}
