import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { root } from "#tests/integration/harness.ts";
import { testDir } from "#tests/support/app.ts";

/**
 * The files of deploy/ checked with the tools that will read them on the server: ShellCheck for
 * the scripts, Caddy for the Caddyfile (as shipped, and with a real domain put in the way
 * install.sh does), systemd-analyze for the units, and the app's own validation for the
 * environment file template. A missing tool skips its part with a warning locally; CI installs
 * every one of them (.ci/run), and there nothing is skipped.
 */
const deploy = path.join(root, "deploy");
const ci = Boolean(process.env.CI);

function tool(name: string) {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).status === 0;
  if (!found && !ci) {
    console.warn(`\n!!! tests/deploy: ${name} is not installed; its checks are SKIPPED.\n`);
  }
  return found || ci;
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

describe.runIf(tool("shellcheck"))("shell scripts", () => {
  const scripts = [
    ...readdirSync(deploy)
      .filter((name) => name.endsWith(".sh"))
      .map((name) => `deploy/${name}`),
    ".ci/run",
  ];
  it.each(scripts)("%s passes ShellCheck", (script) => {
    const result = run("shellcheck", ["--external-sources", path.join(root, script)]);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  });
});

describe.runIf(tool("caddy"))("Caddyfile", () => {
  const caddy = (args: string[]) => {
    const home = testDir("caddy-home");
    return run("caddy", args, { HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home });
  };
  const shipped = path.join(deploy, "Caddyfile");

  it("is valid and formatted as `caddy fmt` writes it", () => {
    const validated = caddy(["validate", "--config", shipped, "--adapter", "caddyfile"]);
    expect(validated.output).toContain("Valid configuration");
    expect(validated.output).not.toContain("not formatted");
    expect(validated.status).toBe(0);
    expect(caddy(["fmt", shipped]).output).toBe(readFileSync(shipped, "utf8"));
  });

  it("serves the real domain and redirects www once install.sh put the domain in", () => {
    const dir = testDir("caddyfile");
    const installed = path.join(dir, "Caddyfile");
    // The substitution of deploy/install.sh: every example.com outside comments.
    const substituted = run("sed", [
      "/^[[:space:]]*#/!s/example\\.com/atelier-aachen.de/g",
      shipped,
    ]);
    writeFileSync(installed, substituted.output);
    const adapted = caddy(["adapt", "--config", installed, "--adapter", "caddyfile"]);
    expect(adapted.status).toBe(0);
    const config = JSON.parse(adapted.output.slice(adapted.output.indexOf("{"))) as {
      apps: { http: { servers: Record<string, { routes: unknown[] }> } };
    };
    const routes = JSON.stringify(config.apps.http.servers);
    expect(routes).toContain('"host":["atelier-aachen.de"]');
    expect(routes).toContain('"host":["www.atelier-aachen.de"]');
    expect(routes).toContain('"Location":["https://atelier-aachen.de{http.request.uri}"]');
    expect(routes).toContain('"dial":"127.0.0.1:3000"');
    expect(routes).not.toContain("example.com");
  });
});

describe.runIf(tool("systemd-analyze"))("systemd units", () => {
  const units = [
    "atelier.service",
    "atelier-backup.service",
    "atelier-backup.timer",
    "atelier-restic@.service",
    "atelier-restic-backup.timer",
    "atelier-restic-check.timer",
    "atelier-restic-drill.timer",
    "atelier-restic-backup.path",
    "atelier-restic-drill.path",
  ];
  // A template is verified as its instances, as the timers and path units start them.
  const verified = [
    ...units.filter((unit) => !unit.includes("@")),
    "atelier-restic@backup.service",
    "atelier-restic@check.service",
    "atelier-restic@drill.service",
  ];

  /** A root directory with the system's units, ours, and the programs they start. */
  function unitRoot() {
    const dir = testDir("systemd-root");
    mkdirSync(path.join(dir, "usr/lib/systemd"), { recursive: true });
    cpSync("/usr/lib/systemd/system", path.join(dir, "usr/lib/systemd/system"), {
      recursive: true,
      verbatimSymlinks: true,
    });
    mkdirSync(path.join(dir, "etc/systemd/system"), { recursive: true });
    for (const unit of units) {
      const text = readFileSync(path.join(deploy, "systemd", unit), "utf8");
      writeFileSync(path.join(dir, "etc/systemd/system", unit), text);
      for (const [, program] of text.matchAll(/^Exec\w+=[-+!@]*(\S+)/gm)) {
        mkdirSync(path.dirname(path.join(dir, program!)), { recursive: true });
        writeFileSync(path.join(dir, program!), "");
        chmodSync(path.join(dir, program!), 0o755);
      }
    }
    return dir;
  }

  it("pass systemd-analyze verify without a complaint", () => {
    const dir = unitRoot();
    const result = run("systemd-analyze", ["verify", `--root=${dir}`, ...verified]);
    const ours = result.output.split("\n").filter((line) => /atelier/.test(line));
    expect(ours).toEqual([]);
    expect(result.status).toBe(0);
  });

  it.each([
    ["atelier.service", 2],
    ["atelier-backup.service", 1],
    ["atelier-restic@backup.service", 2],
  ])("%s is sandboxed (exposure level at most %d of 10)", (unit, limit) => {
    const dir = unitRoot();
    const result = run("systemd-analyze", ["security", "--offline=yes", `--root=${dir}`, unit]);
    const level = /Overall exposure level for \S+: ([\d.]+)/.exec(result.output)?.[1];
    expect(level, result.output).toBeDefined();
    expect(Number(level)).toBeLessThanOrEqual(limit);
  });

  it("keep the data and the backups owner-only and write nowhere else", () => {
    const service = readFileSync(path.join(deploy, "systemd", "atelier.service"), "utf8");
    const backup = readFileSync(path.join(deploy, "systemd", "atelier-backup.service"), "utf8");
    for (const unit of [service, backup]) {
      expect(unit).toMatch(/^ProtectSystem=strict$/m);
      expect(unit).toMatch(/^UMask=0077$/m);
      expect(unit).toMatch(/^StateDirectory=atelier$/m);
      expect(unit).toMatch(/^StateDirectoryMode=0700$/m);
      expect(unit).toMatch(/^User=atelier$/m);
    }
    expect(service).not.toMatch(/^ReadWritePaths=/m);
    expect(backup.match(/^ReadWritePaths=.*$/gm)).toEqual(["ReadWritePaths=/var/backups/atelier"]);
    expect(backup).toContain("scripts/backup.ts /var/backups/atelier");
  });

  it("run the off-site jobs as the service user, with the password as a credential, on time after a night off", () => {
    const job = readFileSync(path.join(deploy, "systemd", "atelier-restic@.service"), "utf8");
    expect(job).toMatch(/^User=atelier$/m);
    expect(job).toMatch(/^ProtectSystem=strict$/m);
    expect(job).toMatch(/^UMask=0077$/m);
    expect(job).toMatch(/^LoadCredential=restic-password:\/etc\/atelier\/restic-password$/m);
    // Only the file's name is handed on: no password in the unit or a command line.
    expect(job).not.toMatch(/RESTIC_PASSWORD=/);
    expect(job).toMatch(/^ExecStart=.*scripts\/backups\.ts %i$/m);
    for (const instance of ["backup", "check", "drill"]) {
      const timer = `atelier-restic-${instance}.timer`;
      const text = readFileSync(path.join(deploy, "systemd", timer), "utf8");
      expect(text).toMatch(/^Persistent=true$/m);
      expect(text).toContain(`Unit=atelier-restic@${instance}.service`);
    }
    for (const instance of ["backup", "drill"]) {
      const unit = `atelier-restic-${instance}.path`;
      const text = readFileSync(path.join(deploy, "systemd", unit), "utf8");
      expect(text).toContain(`PathExists=/var/lib/atelier/backup-requests/${instance}`);
    }
  });
});

describe("environment file template", () => {
  const template = readFileSync(path.join(deploy, "atelier.env.example"), "utf8");
  const lines = template.split("\n");
  const names = lines.flatMap((line) => /^([A-Z_]+)=/.exec(line)?.[1] ?? []);

  /** The environment file deploy/new-env.sh writes for install.sh. */
  function filled(
    domain: string,
    smtpUrl = `smtps://website%40${domain}:secret@mail.example.net:465`,
  ) {
    // The SMTP URL on standard input: it is never an argument (tests/deploy/smtp-url.test.ts).
    const result = spawnSync("bash", [path.join(deploy, "new-env.sh"), domain], {
      encoding: "utf8",
      input: `${smtpUrl}\n`,
      env: { PATH: process.env.PATH ?? "" },
    });
    expect(result.status, result.stderr).toBe(0);
    return Object.fromEntries(
      result.stdout.split("\n").flatMap((line) => {
        const match = /^([A-Z_]+)=(.*)$/.exec(line);
        return match ? [[match[1]!, match[2]!]] : [];
      }),
    );
  }

  it("names every setting the server reads, each once", () => {
    // Empty in the template: LOG_LEVEL, the mail switch for the unusual case, the health token.
    const empty = ["LOG_LEVEL", "MAIL_TRANSPORT", "HEALTH_TOKEN"];
    const read = new Set([...Object.keys(parseEnv(filled("atelier-aachen.de"))), ...empty]);
    read.delete("NODE_ENV"); // set by the unit: Environment=NODE_ENV=production
    read.delete("PUSH_ALLOW_LOOPBACK"); // tests and development only; a public site refuses it
    expect([...names].sort()).toEqual([...read].sort());
  });

  it("explains every setting in a comment above it", () => {
    lines.forEach((line, index) => {
      if (!/^[A-Z_]+=/.test(line)) return;
      let above = index - 1;
      while (/^[A-Z_]+=/.test(lines[above] ?? "")) above--;
      expect(lines[above], `the comment above ${line}`).toMatch(/^#\s+\S/);
    });
  });

  it("is a valid configuration for a deployment once filled in", () => {
    const env = parseEnv({ ...filled("atelier-aachen.de"), NODE_ENV: "production" });
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(env.SMTP_ALLOW_PLAINTEXT).toBe(false);
    expect(env.CONFIRMATION_MAILS_PER_DAY).toBe(3);
    expect(env.DATABASE_PATH.startsWith("/var/lib/atelier/")).toBe(true);
    expect(env.OUTBOX_DIR.startsWith("/var/lib/atelier/")).toBe(true);
  });

  it("lists only settings the README's configuration table explains", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    for (const name of names) expect(readme, name).toMatch(new RegExp(`\`${name}\``));
  });

  it("is filled in with the site's values and fresh secrets", () => {
    const smtpUrl = "smtp://website%40atelier-aachen.de:p&ss=w0rd@mail.example.net:587";
    const first = filled("atelier-aachen.de", smtpUrl);
    const second = filled("atelier-aachen.de", smtpUrl);
    expect(first.PUBLIC_SITE_URL).toBe("https://atelier-aachen.de");
    expect(first.SMTP_URL).toBe(smtpUrl);
    expect(first.STUDIO_EMAIL).toBe("hallo@atelier-aachen.de");
    expect(first.MAIL_FROM).toBe("Atelier Website <website@atelier-aachen.de>");
    expect(first.SESSION_SECRET!.length).toBeGreaterThanOrEqual(48);
    expect(first.PUBLIC_API_KEY!.length).toBeGreaterThanOrEqual(32);
    expect(first.SESSION_SECRET).toMatch(/^[A-Za-z0-9]+$/);
    expect(second.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
    expect(second.PUBLIC_API_KEY).not.toBe(first.PUBLIC_API_KEY);
    expect(readFileSync(path.join(deploy, "install.sh"), "utf8")).toContain(
      '"$HERE/new-env.sh" "$DOMAIN" "${smtp_args[@]}" >"$ENV_FILE.new"',
    );
  });
});
