import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import {
  formSession,
  root,
  rows,
  runScript,
  submit,
  validInquiry,
  waitFor,
} from "#tests/integration/harness.ts";
import { pooled, sendInquiry, visitors, type Sent } from "#tests/reliability/visitors.ts";
import { startApp, startSmtp, testDir } from "#tests/support/app.ts";

/**
 * The backup and restore procedure of docs/operations.md ("Backups and restore"), with the real scripts against
 * the real server: visitors keep sending inquiries while `npm run backup` runs; the backup is
 * restored into a fresh data directory with `npm run restore`, a server starts on it, and every
 * inquiry acknowledged before the backup started is there, its mails delivered by one server or
 * the other. What the scripts create is readable by its owner only.
 */
const mode = (file: string) => statSync(file).mode & 0o777;

it(
  "restores every inquiry acknowledged before a backup taken under load",
  // Visitors keep writing through a backup, then a restore, a second server and its outbox drained.
  { timeout: 180_000 },
  async () => {
    const work = testDir("backup");
    const smtpBefore = await startSmtp({ parse: false });
    const env = { SMTP_URL: smtpBefore.url, TRUST_PROXY: "true", RATE_LIMIT_MAX: "100000" };
    const running = await startApp({ env, dir: path.join(work, "live") });

    const people = await visitors(running, 10);
    let writing = true;
    const acknowledged: { id: string; at: number }[] = [];
    const load = pooled(people, people.length, async (visitor) => {
      const sent: Sent[] = [];
      while (writing) {
        const result = await sendInquiry(running, visitor);
        if (result.status === 200) acknowledged.push({ id: result.id!, at: Date.now() });
        sent.push(result);
      }
      return sent;
    });

    await waitFor(() => acknowledged.length >= 100, { what: "100 acknowledged inquiries" });
    // Another reader (the CLI, say) holds a snapshot from before the next 50 inquiries, so the
    // server cannot checkpoint them into the database file: during the backup they exist only in
    // the WAL, and a copy of the file alone would miss them.
    const reader = new DatabaseSync(running.env.DATABASE_PATH!);
    reader.exec("BEGIN");
    reader.prepare("SELECT COUNT(*) FROM inquiries").get();
    const heldBack = acknowledged.length;
    await waitFor(() => acknowledged.length >= heldBack + 50, { what: "50 more inquiries" });

    const backups = path.join(work, "backups");
    const startedAt = Date.now();
    const ackedBefore = acknowledged.map((entry) => entry.id);
    const backup = await runScript("backup", [backups], {
      DATABASE_PATH: running.env.DATABASE_PATH!,
    });
    const finishedAt = Date.now();
    reader.exec("COMMIT");
    reader.close();
    // Keep writing a moment after the backup, then stop the visitors and the server.
    await waitFor(() => acknowledged.some((entry) => entry.at > finishedAt), {
      what: "an inquiry after the backup",
    });
    writing = false;
    const sent = (await load).flat();
    expect(backup.output).toMatch(/^Backup written: /m);
    expect(backup.status).toBe(0);
    expect(sent.every((result) => result.status === 200)).toBe(true);
    const duringBackup = acknowledged.filter((e) => e.at > startedAt && e.at < finishedAt);
    expect(duringBackup.length, "inquiries acknowledged while the backup ran").toBeGreaterThan(0);
    await running.stop();

    const [file, ...others] = readdirSync(backups);
    expect(others).toEqual([]);
    expect(file).toMatch(/^studio-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite$/);
    expect(mode(backups)).toBe(0o700);
    expect(mode(path.join(backups, file!))).toBe(0o600);

    // A fresh machine: the data directory does not exist yet.
    const dataDir = path.join(work, "restored", "data");
    const database = path.join(dataDir, "studio.sqlite");
    const restore = await runScript("restore", [path.join(backups, file!)], {
      DATABASE_PATH: database,
    });
    expect(restore.output).toContain(`Restored ${path.join(backups, file!)} to ${database}.`);
    expect(restore.status).toBe(0);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(database)).toBe(0o600);

    const smtpAfter = await startSmtp({ parse: false });
    const restored = await startApp({
      env: { ...env, SMTP_URL: smtpAfter.url, DATABASE_PATH: database },
      dir: dataDir,
    });
    const storedIds = new Set(
      rows<{ id: string }>(restored, "SELECT id FROM inquiries").map((r) => r.id),
    );
    const missing = ackedBefore.filter((id) => !storedIds.has(id));
    expect(missing, "acknowledged before the backup, missing after the restore").toEqual([]);
    // Nothing the backup did not contain appears: the restored server holds a snapshot.
    expect(storedIds.size).toBeLessThan(acknowledged.length);

    // Mails the backup still had pending go out from the restored server: every stored inquiry's
    // two mails reached one of the two mail servers.
    await waitFor(
      () =>
        rows<{ n: number }>(
          restored,
          "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')",
        )[0]!.n === 0,
      { what: "the restored outbox to drain", timeoutMs: 60_000 },
    );
    const delivered = new Set(
      [...smtpBefore.received, ...smtpAfter.received].map((mail) => mail.messageId),
    );
    const undelivered = rows<{ message_id: string }>(
      restored,
      "SELECT message_id FROM outbox",
    ).filter((mail) => !delivered.has(mail.message_id));
    expect(undelivered).toEqual([]);

    const after = await submit(
      restored,
      { ...validInquiry, email: "after@example.com" },
      { token: await formSession(restored) },
    );
    expect(after.status).toBe(200);
  },
);

it("refuses to restore over a database the server still has open", async () => {
  const work = testDir("restore-busy");
  const running = await startApp({ dir: work });
  const backups = path.join(work, "backups");
  const backup = await runScript("backup", [backups], {
    DATABASE_PATH: running.env.DATABASE_PATH!,
  });
  expect(backup.status).toBe(0);
  const [file] = readdirSync(backups);

  const refused = await runScript("restore", [path.join(backups, file!)], {
    DATABASE_PATH: running.env.DATABASE_PATH!,
  });
  expect(refused.status).toBe(1);
  expect(refused.output).toContain("is open in another program: stop the server first");
  expect(readdirSync(work).filter((name) => name.includes("before-restore"))).toEqual([]);
  const health = await fetch(`${running.url}/healthz`);
  expect(health.status).toBe(200);

  await running.stop();
  const restored = await runScript("restore", [path.join(backups, file!)], {
    DATABASE_PATH: running.env.DATABASE_PATH!,
  });
  expect(restored.status).toBe(0);
  expect(readdirSync(work).filter((name) => name.includes("before-restore"))).toHaveLength(1);
});

it("refuses a file that is not a backup of the studio's database", async () => {
  const work = testDir("restore-bad");
  const result = await runScript("restore", [path.join(root, "package.json")], {
    DATABASE_PATH: path.join(work, "studio.sqlite"),
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain("is not a usable backup");
  expect(readdirSync(work)).toEqual([]);
});

it("keeps a person erased after the backup erased when that backup is restored", async () => {
  const work = testDir("restore-erased");
  const journal = path.join(work, "erasure-journal");
  const running = await startApp({
    dir: path.join(work, "live"),
    env: { ERASURE_JOURNAL_DIR: journal },
  });
  for (const email of ["bleibt@example.com", "vergessen@example.com"]) {
    const sent = await submit(
      running,
      { ...validInquiry, email },
      { token: await formSession(running) },
    );
    expect(sent.status).toBe(200);
  }
  const backups = path.join(work, "backups");
  const backup = await runScript("backup", [backups], {
    DATABASE_PATH: running.env.DATABASE_PATH!,
  });
  expect(backup.status, backup.output).toBe(0);
  const erased = await runScript(
    "inquiries",
    ["erase", "--email", "Vergessen@example.com", "--yes"],
    {
      DATABASE_PATH: running.env.DATABASE_PATH!,
      OUTBOX_DIR: running.env.OUTBOX_DIR!,
      ERASURE_JOURNAL_DIR: journal,
    },
  );
  expect(erased.status, erased.output).toBe(0);
  await running.stop();

  // The backup still holds her; the journal beside the new database takes her out again.
  const [file] = readdirSync(backups);
  const database = path.join(work, "restored", "studio.sqlite");
  const restored = await runScript("restore", [path.join(backups, file!)], {
    DATABASE_PATH: database,
    OUTBOX_DIR: path.join(work, "restored", "outbox"),
    ERASURE_JOURNAL_DIR: journal,
  });
  expect(restored.status, restored.output).toBe(0);
  expect(restored.output).toContain("Erasure journal applied: 1 inquiries of erased persons");
  const db = new DatabaseSync(database, { readOnly: true });
  const emails = db
    .prepare("SELECT email FROM inquiries")
    .all()
    .map((row) => row.email);
  db.close();
  expect(emails).toEqual(["bleibt@example.com"]);
});
