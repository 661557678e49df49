import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { journalErasure } from "#app/backup/erasure-journal.server.ts";
import { runBackup } from "#app/backup/jobs.server.ts";
import { latestSnapshot } from "#app/backup/snapshot.server.ts";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { erasePerson } from "#app/studio/privacy/erase.server.ts";
import { testDir } from "#tests/support/app.ts";
import { resticInstalled, testRepository } from "#tests/support/restic.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { root } from "../integration/harness";
import { currentUser, deploy, newEnv, run, writeSettings } from "./layout";

/**
 * `atelier restore` (deploy/atelier.sh) bringing a whole site back from a restic repository onto
 * a server that has none of it: an old server's data made and backed up in this process, a new
 * server's settings file pointing at the same repository and password file, and the real
 * operator command run against it (as the service user here; root on a server).
 */
describe.runIf(resticInstalled())("sudo atelier restore from the off-site repository", () => {
  it(
    "brings back inquiries, mails and files, voids the old sessions and keeps an erased person erased",
    { timeout: 180_000 },
    async () => {
      const repo = await testRepository();
      // The old server.
      const old = testDir("old-server");
      const oldOutbox = path.join(old, "outbox");
      const oldJournal = path.join(old, "erasure-journal");
      mkdirSync(oldOutbox);
      const db = openDatabase(path.join(old, "studio.sqlite"), { migrations });
      const anna = storedInquiry(db, { email: "anna@example.com" }, { mails: "placeholders" });
      const bea = storedInquiry(db, { email: "bea@example.com" }, { mails: "placeholders" });
      const beaMail = `2026-11-20T09-00-00-000Z-${bea}-confirmation.eml`;
      writeFileSync(path.join(oldOutbox, `2026-11-20T09-00-00-000Z-${anna}-confirmation.eml`), "A");
      writeFileSync(path.join(oldOutbox, beaMail), "Subject: Bea\n\nHallo Bea");
      db.prepare(
        "INSERT INTO studio_sessions (token_hash, created_at, expires_at, last_seen_at) VALUES ('s', 1, 9e15, 1)",
      ).run();
      db.prepare(
        "INSERT INTO studio_credentials (id, public_key, counter, transports, name, created_at) VALUES ('cred-1', x'01', 0, '[]', 'iPhone', 1)",
      ).run();
      // Last night's backup, then tonight's: a day apart, as the kept-snapshot policy counts.
      let night = Date.now() - 86_400_000;
      const deps = {
        db,
        target: repo.target,
        stagingDir: path.join(old, "staging"),
        folders: [{ name: "outbox", dir: oldOutbox }],
        journalDir: oldJournal,
        workDir: testDir("work"),
        clock: () => night,
        log: () => {},
      };
      expect((await runBackup(deps)).ok).toBe(true);
      const beforeErasure = (await latestSnapshot(repo.target))!;
      const erased = await erasePerson(
        {
          db,
          clock: Date.now,
          emlDir: oldOutbox,
          journalErasure: (address, at) => journalErasure(oldJournal, address, at),
        },
        "anna@example.com",
        "cli",
      );
      expect(erased.ok).toBe(true);
      night = Date.now();
      expect((await runBackup(deps)).ok).toBe(true);
      db.close();

      // The new server: freshly installed, the same repository and password, no data of its own.
      const fresh = testDir("new-server");
      const data = path.join(fresh, "data");
      const envFile = path.join(fresh, "atelier.env");
      writeSettings(
        envFile,
        `${newEnv("atelier-aachen.de")}
DATABASE_PATH=${data}/studio.sqlite
OUTBOX_DIR=${data}/outbox
ERASURE_JOURNAL_DIR=${data}/erasure-journal
BACKUP_STAGING_DIR=${data}/backup-staging
SMTP_URL=
MAIL_TRANSPORT=file
RESTIC_REPOSITORY=${repo.repository}
RESTIC_PASSWORD_FILE=${repo.target.passwordFile}
`,
      );
      const atelier = (...args: string[]) =>
        run("bash", [path.join(deploy, "atelier.sh"), ...args], {
          env: {
            ATELIER_ENV_FILE: envFile,
            ATELIER_APP_DIR: root,
            ATELIER_SERVICE_USER: currentUser,
            BACKUP_WORK_DIR: testDir("restore-work"),
            RESTIC_CACHE_DIR: path.join(repo.dir, "cache"),
          },
        });

      // The snapshot from before the erasure, as after a mistake found late.
      const restored = atelier("restore", beforeErasure.id);
      expect(restored.output).toContain(`Restored snapshot ${beforeErasure.id}`);
      expect(restored.output).toContain("1 inquiries of erased persons deleted again");
      expect(restored.status).toBe(0);
      expect(restored.output).not.toContain(repo.password);

      const site = new DatabaseSync(path.join(data, "studio.sqlite"), { readOnly: true });
      expect(site.prepare("SELECT id FROM inquiries").all()).toEqual([{ id: bea }]);
      expect(
        site.prepare("SELECT COUNT(*) AS n FROM outbox WHERE inquiry_id = ?").get(bea),
      ).toEqual({
        n: 2,
      });
      expect(site.prepare("SELECT id FROM studio_credentials").all()).toEqual([{ id: "cred-1" }]);
      expect(site.prepare("SELECT COUNT(*) AS n FROM studio_sessions").get()).toEqual({ n: 0 });
      site.close();
      expect(readdirSync(path.join(data, "outbox"))).toEqual([beaMail]);
      expect(readFileSync(path.join(data, "outbox", beaMail), "utf8")).toContain("Hallo Bea");
      // The newest journal came from the repository, for the next restore too.
      expect(existsSync(path.join(data, "erasure-journal", "erasures.jsonl"))).toBe(true);

      // The newest snapshot, with the server (here: another connection) still running: refused.
      const running = new DatabaseSync(path.join(data, "studio.sqlite"));
      running.prepare("SELECT COUNT(*) FROM inquiries").get();
      const refused = atelier("restore");
      expect(refused.status).not.toBe(0);
      expect(refused.output).toContain("stop the server first");
      running.close();

      const latest = atelier("restore");
      expect(latest.status).toBe(0);
      expect(latest.output).toMatch(/The database it replaced is kept as .*before-restore-/);
    },
  );
});
