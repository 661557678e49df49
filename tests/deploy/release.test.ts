import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forSuite, testDir } from "#tests/support/app.ts";
import {
  deploy,
  git,
  isRoot,
  newEnv,
  run,
  serverLayout,
  snapshotRepo,
  writeSettings,
  type Layout,
} from "./layout";

/**
 * deploy/release.sh and deploy/rollback.sh, the real scripts, on a server layout in a temporary
 * directory (tests/deploy/layout.ts): the checkout is a snapshot of the working tree, npm
 * installs by linking the project's node_modules and "builds" a stand-in entry, systemctl and
 * curl only record their calls. The settings checks run for real (scripts/settings.ts of the
 * release). Root only (the scripts chown the release to root); CI runs as root.
 */
if (!isRoot && !process.env.CI) {
  console.warn("\n!!! tests/deploy/release.test.ts needs root; its checks are SKIPPED.\n");
}

/** The checkout releases are made from: a snapshot of the working tree, shared by the tests. */
const snapshot = forSuite(() => {
  if (!isRoot && !process.env.CI) return { source: "" };
  const source = path.join(testDir("release-source"), "checkout");
  snapshotRepo(source);
  return { source };
});

function layout(settings = newEnv("atelier-aachen.de")): Layout {
  const dir = testDir("release");
  const server = serverLayout(dir);
  writeSettings(server.envFile, settings);
  setDatabase(server);
  return server;
}

/** The layout's settings file with DATABASE_PATH in the layout, and other lines changed. */
function setDatabase(server: Layout, changes: Record<string, string> = {}) {
  const lines = { DATABASE_PATH: server.database, ...changes };
  let text = readFileSync(server.envFile, "utf8");
  for (const [name, value] of Object.entries(lines)) {
    text = text.replace(new RegExp(`^${name}=.*$`, "m"), `${name}=${value}`);
  }
  writeSettings(server.envFile, text);
}

function release(server: Layout, ...args: string[]) {
  return run("bash", [path.join(deploy, "release.sh"), ...args, snapshot.source], {
    env: server.env,
  });
}

function rollback(server: Layout, ...args: string[]) {
  return run("bash", [path.join(deploy, "rollback.sh"), ...args], { env: server.env });
}

const releases = (server: Layout) => readdirSync(path.join(server.appDir, "releases")).sort();

// Each test runs release.sh, some twice: a git archive, an npm install, the settings checks with
// node, a build; over a minute when the machine is busy.
const releaseTimeout = { timeout: 120_000 };

describe.runIf(isRoot || process.env.CI)("deploy/release.sh", releaseTimeout, () => {
  it("records the build settings it built with, and the build gets those and no secret", () => {
    const server = layout();
    const result = release(server);
    expect(result.status, result.output).toBe(0);
    const live = server.current();
    const recorded = readFileSync(path.join(live, "BUILD_SETTINGS"), "utf8");
    const key = /^PUBLIC_API_KEY=(.+)$/m.exec(readFileSync(server.envFile, "utf8"))![1];
    expect(recorded).toBe(
      `PUBLIC_SITE_URL=https://atelier-aachen.de\nPUBLIC_API_KEY=${key}\nRETENTION_DAYS=180\n`,
    );
    expect(readFileSync(path.join(live, "build", "built-with"), "utf8")).toBe(
      `${recorded}secrets=\n`,
    );
    expect(server.calls()).toContain("systemctl restart atelier.service");
  });

  it("skips the backup when there is no database yet, and takes it once there is one", () => {
    const server = layout();
    expect(release(server).status).toBe(0);
    // The service counts as running (a crash loop, say), but never created its database.
    server.env.STUB_ACTIVE = "0";
    const second = release(server);
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain(`No database at ${server.database} yet: nothing to back up`);
    expect(server.calls()).not.toContain("systemctl start atelier-backup.service");
    expect(releases(server)).toHaveLength(2);
    expect(server.current()).toBe(path.join(server.appDir, "releases", releases(server)[1]!));

    writeFileSync(server.database, "");
    const third = release(server);
    expect(third.status, third.output).toBe(0);
    expect(server.calls()).toContain("systemctl start atelier-backup.service");
  });

  it("refuses settings the server would refuse, before it builds, switches or restarts", () => {
    // install.sh localhost …: STUDIO_EMAIL=hallo@localhost, which the server's schema refuses.
    const server = layout(newEnv("localhost"));
    const result = release(server);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /STUDIO_EMAIL="hallo@localhost" \(line \d+\): is not an e-mail address the server accepts/,
    );
    expect(result.stderr).toContain(`sudoedit ${server.envFile}`);
    expect(server.calls().filter((call) => /^npm run|^systemctl/.test(call))).toEqual([]);
    expect(existsSync(path.join(server.appDir, "current"))).toBe(false);
    expect(releases(server)).toEqual([]);
  });

  it("names the step that failed, and leaves no half release behind", () => {
    const server = layout();
    const result = run("bash", [path.join(deploy, "release.sh"), snapshot.source], {
      env: { ...server.env, STUB_BUILD_FAILS: "1" },
    });
    expect(result.status).toBe(2); // the build's own
    expect(result.stderr).toContain("vite: the build broke");
    expect(result.stderr).toMatch(
      /release\.sh stopped at line \d+ \(exit 2\): as_atelier "\$\{build_settings\[@\]\}" npm run build\n/,
    );
    expect(existsSync(path.join(server.appDir, "current"))).toBe(false);
    expect(releases(server)).toEqual([]);
  });

  it("--if-changed reuses the live release only while commit and build settings match", () => {
    const server = layout();
    const first = release(server, "--if-changed");
    expect(first.status, first.output).toBe(0);
    expect(releases(server)).toHaveLength(1);

    // install.sh run again, nothing changed: the live release is checked and restarted.
    const again = release(server, "--if-changed");
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain("is live already, built with these settings");
    expect(releases(server)).toHaveLength(1);
    expect(server.calls().filter((call) => call === "systemctl restart atelier.service")).toEqual([
      "systemctl restart atelier.service",
      "systemctl restart atelier.service",
    ]);

    // The settings file written anew (a new PUBLIC_API_KEY): the old build would not start.
    setDatabase(server, { PUBLIC_API_KEY: "a-new-public-key-0123456789" });
    const rebuilt = release(server, "--if-changed");
    expect(rebuilt.status, rebuilt.output).toBe(0);
    expect(rebuilt.output).toContain("The settings changed since the live release was built");
    expect(releases(server)).toHaveLength(2);
    expect(readFileSync(path.join(server.current(), "build", "built-with"), "utf8")).toContain(
      "PUBLIC_API_KEY=a-new-public-key-0123456789\n",
    );

    // A new commit in the checkout: a new release too.
    writeFileSync(path.join(snapshot.source, "CHANGED"), "a new commit\n");
    git(snapshot.source, "add", "CHANGED");
    git(snapshot.source, "commit", "-q", "-m", "a new commit");
    const newCommit = release(server, "--if-changed");
    expect(newCommit.status, newCommit.output).toBe(0);
    expect(newCommit.output).toContain("The live release is of another commit");
    expect(releases(server)).toHaveLength(3);
    expect(readFileSync(path.join(server.current(), "REVISION"), "utf8").trim()).toBe(
      git(snapshot.source, "rev-parse", "HEAD").trim(),
    );
  });

  it("refuses what is not an option or a checkout", () => {
    const server = layout();
    expect(
      run("bash", [path.join(deploy, "release.sh"), "--force"], { env: server.env }),
    ).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("usage: sudo deploy/release.sh [--if-changed] [SOURCE]"),
    });
    const notCheckout = testDir("not-a-checkout");
    const result = run("bash", [path.join(deploy, "release.sh"), notCheckout], { env: server.env });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is not a git checkout with a commit");
  });
});

describe.runIf(isRoot || process.env.CI)("deploy/rollback.sh", releaseTimeout, () => {
  it("switches to the release before, and refuses one built with other build settings", () => {
    const server = layout();
    expect(release(server).status).toBe(0);
    const [oldKey] = releases(server);
    setDatabase(server, { PUBLIC_API_KEY: "a-new-public-key-0123456789" });
    expect(release(server).status).toBe(0);
    expect(release(server).status).toBe(0);
    const [, before, latest] = releases(server);
    expect(server.current()).toBe(path.join(server.appDir, "releases", latest!));

    const back = rollback(server);
    expect(back.status, back.output).toBe(0);
    expect(server.current()).toBe(path.join(server.appDir, "releases", before!));

    // The first release carries the old PUBLIC_API_KEY: the server would refuse to start on it.
    const refused = rollback(server, oldKey!);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      "PUBLIC_API_KEY differs from the value the release was built with",
    );
    expect(server.current()).toBe(path.join(server.appDir, "releases", before!));
    expect(rollback(server, "../../etc").output).toContain("Not a release name");
  });
});
