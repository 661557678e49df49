import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { apiKey, formSession, root, submit, validInquiry, waitFor } from "../integration/harness";
import { parseSettingsFile } from "../../scripts/settings-file";
import { forSuite, startApp, testDir } from "#tests/support/app.ts";
import { currentUser, deploy, newEnv, run, writeSettings } from "./layout";

/**
 * The operator command, deploy/atelier.sh (/usr/local/bin/atelier on the server), run for real
 * against a server layout in a temporary directory: the settings file as install.sh writes it
 * (new-env.sh), with the data in a directory whose name has a blank and OUTBOX_DIR in quotes,
 * and the server started with exactly the values systemd reads from it. The command must find
 * what the server wrote: the same database, the same .eml copies.
 */
let dir: string;
let envFile: string;
let settings: Record<string, string>;
const outbox = () => settings.OUTBOX_DIR!;
const emls = () =>
  (existsSync(outbox()) ? readdirSync(outbox()) : []).filter((f) => f.endsWith(".eml"));

const app = forSuite(() => {
  dir = testDir("operator");
  const data = path.join(dir, "server data");
  mkdirSync(data, { mode: 0o700 });
  envFile = path.join(dir, "atelier.env");
  // Later lines win, as in systemd; the build of the tests has the development API key.
  const text = `${newEnv("atelier-aachen.de")}
# This server keeps its mails as .eml files.
DATABASE_PATH=${data}/studio.sqlite
OUTBOX_DIR="${data}/outbox"
SMTP_URL=
MAIL_TRANSPORT=file
PUBLIC_API_KEY=${apiKey}
MIN_FILL_MS=0
MAIL_POLL_MS=50
`;
  writeSettings(envFile, text);
  settings = parseSettingsFile(text).values;
  expect(settings.MAIL_FROM).toBe("Atelier Website <website@atelier-aachen.de>");
  expect(outbox()).toBe(path.join(data, "outbox"));
  return startApp({ env: { ...settings, PORT: "0" }, dir });
});

/** `sudo atelier …` on the layout: the live release is this checkout. */
function atelier(...args: string[]) {
  return run("bash", [path.join(deploy, "atelier.sh"), ...args], {
    env: {
      ATELIER_ENV_FILE: envFile,
      ATELIER_APP_DIR: root,
      ATELIER_SERVICE_USER: currentUser,
    },
  });
}

describe("sudo atelier inquiries", () => {
  it("erase --email deletes the person's .eml copies in OUTBOX_DIR, not only the rows", async () => {
    const sent = await submit(app, validInquiry, { token: await formSession(app) });
    expect(sent.status).toBe(200);
    await waitFor(
      () => emls().some((name) => name.includes(sent.body.id as string)) && emls().length >= 2,
      {
        what: "the inquiry's two .eml copies",
      },
    );
    expect(emls().filter((name) => name.includes(sent.body.id as string))).toHaveLength(2);

    const listed = atelier("inquiries", "list");
    expect(listed.status, listed.output).toBe(0);
    expect(listed.stdout).toContain((sent.body.id as string).slice(0, 8));

    const erased = atelier("inquiries", "erase", "--email", validInquiry.email, "--yes");
    expect(erased.status, erased.output).toBe(0);
    expect(erased.stdout).toContain(
      "Deleted 1 inquiry(ies), 2 mail(s), 0 note(s) and 2 .eml copy(ies).",
    );
    expect(emls().filter((name) => name.includes(sent.body.id as string))).toEqual([]);
    expect(atelier("inquiries", "list").stdout).not.toContain((sent.body.id as string).slice(0, 8));
  });

  it("asks before erasing unless told --yes, and without a terminal deletes nothing", async () => {
    const greta = { ...validInquiry, email: "greta@example.org", lastName: "Geheimrath" };
    const sent = await submit(app, greta, { token: await formSession(app) });
    expect(sent.status).toBe(200);
    const id = sent.body.id as string;
    await waitFor(() => emls().filter((name) => name.includes(id)).length === 2, {
      what: "the inquiry's two .eml copies",
    });
    const result = atelier("inquiries", "erase", "--email", greta.email);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("Geheimrath");
    expect(result.output).toContain("Not a terminal: add --yes to confirm.");
    expect(emls().filter((name) => name.includes(id))).toHaveLength(2);
  });
});

describe("sudo atelier studio invite", () => {
  it("writes the invitation into DATABASE_PATH and prints a link on PUBLIC_SITE_URL", async () => {
    const result = atelier("studio", "invite");
    expect(result.status, result.output).toBe(0);
    const link = result.stdout.trimEnd().split("\n").at(-1)!;
    expect(link).toMatch(
      /^https:\/\/atelier-aachen\.de\/studio\/einrichten\?token=[A-Za-z0-9_-]{43}$/,
    );
    const db = new DatabaseSync(settings.DATABASE_PATH!, { timeout: 5000 });
    const invites = db
      .prepare(
        "SELECT COUNT(*) AS n FROM studio_tokens WHERE purpose = 'invite' AND used_at IS NULL",
      )
      .get() as { n: number };
    db.close();
    expect(invites.n).toBe(1);
    // The running server knows the invitation: its setup page offers the passkey.
    const page = await fetch(`${app.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Passkey einrichten");
  });
});

describe("sudo atelier content", () => {
  it("import FILE --publish reads the file as root and puts it live; export shows it", async () => {
    const exported = atelier("content", "export");
    expect(exported.status, exported.output).toBe(0);
    const content = JSON.parse(exported.stdout) as {
      home: { packages: { items: { price: number }[] } };
    };
    content.home.packages.items[0]!.price = 275;
    const file = path.join(dir, "content.json");
    writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
    const imported = atelier("content", "import", file, "--publish");
    expect(imported.status, imported.output).toBe(0);
    expect(imported.stdout).toContain("Published as release");
    await waitFor(async () => (await (await fetch(`${app.url}/`)).text()).includes("275\u00a0€"), {
      what: "the new price on the home page",
    });
    expect(atelier("content", "import", path.join(dir, "missing.json")).stderr).toContain(
      `Cannot read ${path.join(dir, "missing.json")}.`,
    );
  });
});

describe("sudo atelier settings check", () => {
  it("passes the live settings and names a wrong one in plain words", () => {
    const good = atelier("settings", "check");
    expect(good.status, good.output).toBe(0);
    expect(good.stdout).toContain(`The settings in ${envFile} are valid.`);

    const broken = path.join(dir, "broken.env");
    writeSettings(broken, `${readFileSync(envFile, "utf8")}RETENTION_DAYS=zwei Wochen\n`);
    const result = run("bash", [path.join(deploy, "atelier.sh"), "settings", "check"], {
      env: { ATELIER_ENV_FILE: broken, ATELIER_APP_DIR: root, ATELIER_SERVICE_USER: currentUser },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/RETENTION_DAYS="zwei Wochen" \(line \d+\): is not a number/);
    expect(result.stderr).toContain(`sudoedit ${broken}`);
  });
});

describe("what the command refuses", () => {
  it("an unknown command, and a missing settings file or release", () => {
    expect(atelier("rm", "-rf").stderr).toContain("usage: sudo atelier");
    expect(atelier("settings", "show").stderr).toContain("usage: sudo atelier");
    const missing = run("bash", [path.join(deploy, "atelier.sh"), "inquiries", "list"], {
      env: {
        ATELIER_ENV_FILE: path.join(dir, "nothing.env"),
        ATELIER_APP_DIR: root,
        ATELIER_SERVICE_USER: currentUser,
      },
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Cannot read the settings");
    const noRelease = run("bash", [path.join(deploy, "atelier.sh"), "inquiries", "list"], {
      env: { ATELIER_ENV_FILE: envFile, ATELIER_APP_DIR: dir, ATELIER_SERVICE_USER: currentUser },
    });
    expect(noRelease.status).toBe(1);
    expect(noRelease.stderr).toContain(`No release at ${dir}`);
  });
});
