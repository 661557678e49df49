import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  formSession,
  removeDir,
  root,
  sessionSecret,
  submit,
  validInquiry,
  waitFor,
} from "#tests/integration/harness.ts";
import { startApp, testDir } from "#tests/support/app.ts";

/**
 * The server refuses to run wrongly instead of running silently wrong (issue 15, "Safe
 * defaults"): the real server.ts, started as `npm start` starts it, with one wrong setting each.
 */
const server = path.join(root, "server.ts");

/** A deployment's settings that start: a public site, real addresses, a secret, an SMTP URL. */
const deployed = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "0",
  PUBLIC_SITE_URL: "https://atelier-aachen.de",
  SESSION_SECRET: sessionSecret,
  STUDIO_EMAIL: "hallo@atelier-aachen.de",
  MAIL_FROM: "Atelier Website <website@atelier-aachen.de>",
  SMTP_URL: "smtps://website%40atelier-aachen.de:secret@mail.example.net:465",
  LOG_LEVEL: "silent",
};

/**
 * Starts the server with `env` and waits for it to exit on its own: 45 s at most, as long as the
 * harness waits for a server to listen on a busy machine.
 */
function startExpectingExit(env: Record<string, string | undefined>) {
  const dir = testDir("refusal");
  const full: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    DATABASE_PATH: path.join(dir, "studio.sqlite"),
    OUTBOX_DIR: path.join(dir, "outbox"),
  };
  for (const [name, value] of Object.entries(env)) if (value !== undefined) full[name] = value;
  const result = spawnSync(process.execPath, [server], {
    cwd: root,
    env: full,
    encoding: "utf8",
    timeout: 45_000,
    killSignal: "SIGKILL",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("a deployment (PUBLIC_SITE_URL not loopback) refuses the laptop defaults", () => {
  const cases: [string, Record<string, string | undefined>, RegExp][] = [
    [
      "the development SESSION_SECRET",
      { SESSION_SECRET: undefined },
      /SESSION_SECRET: .*openssl rand/,
    ],
    [
      "STUDIO_EMAIL on example.com",
      { STUDIO_EMAIL: "hallo@example.com" },
      /STUDIO_EMAIL: .*example\.com.*real address/,
    ],
    [
      "STUDIO_EMAIL unset (its default is on example.com)",
      { STUDIO_EMAIL: undefined },
      /STUDIO_EMAIL: /,
    ],
    [
      "MAIL_FROM on example.com",
      { MAIL_FROM: "Atelier <website@example.com>" },
      /MAIL_FROM: .*example\.com/,
    ],
    ["no SMTP_URL", { SMTP_URL: undefined }, /SMTP_URL: is not set.*MAIL_TRANSPORT=file/],
  ];
  for (const [what, change, message] of cases) {
    it(`exits non-zero with ${what}, naming the variable, without a stack trace`, () => {
      const { status, output } = startExpectingExit({ ...deployed, ...change });
      expect(status, output).toBe(1);
      expect(output).toMatch(message);
      expect(output).toMatch(/^Invalid configuration:/);
      expect(output).not.toMatch(/^\s+at /m);
    });
  }

  it("names every wrong variable at once", () => {
    const { status, output } = startExpectingExit({
      ...deployed,
      SESSION_SECRET: undefined,
      STUDIO_EMAIL: undefined,
      MAIL_FROM: undefined,
      SMTP_URL: undefined,
    });
    expect(status).toBe(1);
    for (const name of ["SESSION_SECRET", "STUDIO_EMAIL", "MAIL_FROM", "SMTP_URL"]) {
      expect(output).toContain(`  ${name}: `);
    }
  });
});

describe("settings that refuse anywhere", () => {
  it("refuses a RETENTION_DAYS other than the one the pages were built with", () => {
    const { status, output } = startExpectingExit({ ...deployed, RETENTION_DAYS: "30" });
    expect(status, output).toBe(1);
    expect(output).toMatch(/RETENTION_DAYS is 30, but the pages .* built with 180: rebuild/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it("refuses a TRUST_PROXY that is neither a hop count nor addresses", () => {
    const { status, output } = startExpectingExit({ ...deployed, TRUST_PROXY: "caddy" });
    expect(status, output).toBe(1);
    expect(output).toMatch(/TRUST_PROXY: "caddy" is neither a hop count/);
  });

  it("refuses MAIL_TRANSPORT=file next to an SMTP_URL", () => {
    const { status, output } = startExpectingExit({ ...deployed, MAIL_TRANSPORT: "file" });
    expect(status, output).toBe(1);
    expect(output).toMatch(/MAIL_TRANSPORT: is file, but SMTP_URL is set too/);
  });
});

describe("what still starts", () => {
  it("a deployment with MAIL_TRANSPORT=file and no SMTP_URL (the outbox on purpose)", async () => {
    // The harness waits for the log line that says the server listens.
    const app = await startApp({
      env: { ...deployed, SMTP_URL: "", MAIL_TRANSPORT: "file", LOG_LEVEL: "" },
    });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("the laptop: no settings at all but a port and the data paths", async () => {
    const app = await startApp({
      env: { SESSION_SECRET: "", STUDIO_EMAIL: "", MAIL_FROM: "", PUBLIC_SITE_URL: "" },
    });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(app.logs.find((line) => line.event === "app.started")).toMatchObject({ mail: "eml" });
  });
});

describe("data on disk", () => {
  it("resolves relative DATABASE_PATH and OUTBOX_DIR against the project root, from any cwd", async () => {
    const relative = `data/test-relative-${process.pid}`;
    const elsewhere = testDir("cwd");
    onTestFinished(() => removeDir(path.join(root, relative)));
    const env = {
      DATABASE_PATH: `${relative}/studio.sqlite`,
      OUTBOX_DIR: `${relative}/outbox`,
    };
    const app = await startApp({ env, dir: elsewhere, cwd: elsewhere });
    const token = await formSession(app);
    const sent = await submit(app, validInquiry, { token });
    expect(sent.status).toBe(200);
    await waitFor(
      () =>
        existsSync(path.join(root, relative, "outbox")) &&
        readdirSync(path.join(root, relative, "outbox")).length >= 2,
      { what: "the .eml files" },
    );
    expect(existsSync(path.join(elsewhere, relative))).toBe(false);
    // The operator CLI, started from yet another directory, sees the same inquiry.
    const cwd = testDir("cli-cwd");
    const cli = spawnSync(process.execPath, [path.join(root, "scripts", "inquiries.ts"), "list"], {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
      encoding: "utf8",
    });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain((sent.body.id as string).slice(0, 8));
    expect(existsSync(path.join(cwd, relative))).toBe(false);
  });

  it("writes the database, its WAL, the outbox and the mails owner-only, whatever the umask", async () => {
    const dir = testDir("modes");
    const data = path.join(dir, "fresh", "data");
    const previous = process.umask(0o000);
    let app;
    try {
      app = await startApp({
        env: {
          DATABASE_PATH: path.join(data, "studio.sqlite"),
          OUTBOX_DIR: path.join(data, "outbox"),
        },
        dir,
      });
    } finally {
      process.umask(previous);
    }
    const token = await formSession(app);
    expect((await submit(app, validInquiry, { token })).status).toBe(200);
    const outbox = path.join(data, "outbox");
    const emls = await waitFor(
      () => {
        const files = existsSync(outbox)
          ? readdirSync(outbox).filter((f) => f.endsWith(".eml"))
          : [];
        return files.length >= 2 ? files : null;
      },
      { what: "the .eml files" },
    );
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(mode(data)).toBe("700");
    expect(mode(outbox)).toBe("700");
    for (const file of ["studio.sqlite", "studio.sqlite-wal", "studio.sqlite-shm"]) {
      expect(mode(path.join(data, file)), file).toBe("600");
    }
    for (const eml of emls) expect(mode(path.join(outbox, eml)), eml).toBe("600");
  });
});
