import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import type { Log } from "#app/lib/log.server.ts";
import { journalErasure, personHash, readJournal } from "#app/backup/erasure-journal.server.ts";
import { runBackup, type BackupDeps } from "#app/backup/jobs.server.ts";
import { restoreSite } from "#app/backup/restore-site.server.ts";
import { latestSnapshot } from "#app/backup/snapshot.server.ts";
import { erasePerson } from "#app/studio/privacy/erase.server.ts";
import { matchKey } from "#app/studio/privacy/person.server.ts";
import { testDir } from "#tests/support/app.ts";
import { resticInstalled, testRepository } from "#tests/support/restic.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const slow = { timeout: 120_000 };
const quiet: Log = () => {};

describe("the erasure journal", () => {
  it("names a person by a hash of her address as the studio matches it, nothing else", () => {
    const dir = testDir("journal");
    journalErasure(dir, "  Anna@Example.com ", 1);
    journalErasure(dir, "bea@example.com", 2);
    const text = readFileSync(path.join(dir, "erasures.jsonl"), "utf8");
    expect(text).not.toMatch(/anna|bea|example/i);
    expect(readJournal(dir)).toEqual(
      new Set([personHash(matchKey("anna@example.com")), personHash("bea@example.com")]),
    );
    // A line torn by a crash is skipped, not fatal.
    writeFileSync(path.join(dir, "erasures.jsonl"), `${text}{"at":3,"per`);
    expect(readJournal(dir).size).toBe(2);
    expect(readJournal(testDir("empty")).size).toBe(0);
  });

  it("is written by an erasure before anything is deleted", async () => {
    const { db, dir } = testDatabase({ busyTimeoutMs: 0 });
    const journalDir = path.join(dir, "erasure-journal");
    storedInquiry(db, { email: "anna@example.com" });
    const result = await erasePerson(
      {
        db,
        clock: Date.now,
        emlDir: path.join(dir, "outbox"),
        journalErasure: (address, at) => journalErasure(journalDir, address, at),
      },
      "ANNA@example.com",
      "studio",
    );
    expect(result.ok).toBe(true);
    expect(readJournal(journalDir)).toEqual(new Set([personHash("anna@example.com")]));
  });
});

describe.runIf(resticInstalled())("a restore applies the erasure journal", () => {
  it(
    "a person erased after the snapshot stays erased when it is restored, on this server or a new one",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, dir } = testDatabase({ busyTimeoutMs: 0 });
      const outbox = path.join(dir, "outbox");
      const journalDir = path.join(dir, "erasure-journal");
      mkdirSync(outbox);
      const anna = storedInquiry(db, { email: "anna@example.com" }, { mails: "placeholders" });
      const bea = storedInquiry(db, { email: "bea@example.com" }, { mails: "placeholders" });
      writeFileSync(path.join(outbox, `2026-11-20T09-00-00-000Z-${anna}-confirmation.eml`), "A");
      writeFileSync(path.join(outbox, `2026-11-20T09-00-00-000Z-${bea}-confirmation.eml`), "B");
      db.prepare(
        "INSERT INTO studio_sessions (token_hash, created_at, expires_at, last_seen_at) VALUES ('s', 1, 9e15, 1)",
      ).run();
      // Last night's backup, then tonight's: a day apart, as the kept-snapshot policy counts.
      let night = Date.now() - 86_400_000;
      const deps: BackupDeps = {
        db,
        target: repo.target,
        stagingDir: path.join(dir, "staging"),
        folders: [{ name: "outbox", dir: outbox }],
        journalDir,
        workDir: testDir("work"),
        clock: () => night,
        log: quiet,
      };
      expect((await runBackup(deps)).ok).toBe(true);
      const before = (await latestSnapshot(repo.target))!;

      const erased = await erasePerson(
        {
          db,
          clock: Date.now,
          emlDir: outbox,
          journalErasure: (address, at) => journalErasure(journalDir, address, at),
        },
        "anna@example.com",
        "studio",
      );
      expect(erased.ok).toBe(true);
      // The next night stores the journal beside the snapshots, never inside the site's.
      night = Date.now();
      expect((await runBackup(deps)).ok).toBe(true);

      // On this server: its own journal.
      const here = testDir("here");
      const sameServer = await restoreSite({
        target: repo.target,
        databasePath: path.join(here, "studio.sqlite"),
        folders: [{ name: "outbox", dir: path.join(here, "outbox") }],
        journalDir,
        workDir: testDir("work"),
        snapshot: before.id,
        clock: Date.now,
      });
      expect(sameServer).toMatchObject({ snapshot: before.id, erasedAgain: 1 });
      // On a new server: no journal of its own, the repository's newest one.
      const fresh = testDir("fresh");
      const newServer = await restoreSite({
        target: repo.target,
        databasePath: path.join(fresh, "studio.sqlite"),
        folders: [{ name: "outbox", dir: path.join(fresh, "outbox") }],
        journalDir: path.join(fresh, "erasure-journal"),
        workDir: testDir("work"),
        snapshot: before.id,
        clock: Date.now,
      });
      expect(newServer.erasedAgain).toBe(1);
      expect(existsSync(path.join(fresh, "erasure-journal", "erasures.jsonl"))).toBe(true);

      for (const root of [here, fresh]) {
        const restored = new DatabaseSync(path.join(root, "studio.sqlite"), { readOnly: true });
        expect(restored.prepare("SELECT id FROM inquiries").all()).toEqual([{ id: bea }]);
        expect(
          restored.prepare("SELECT COUNT(*) AS n FROM outbox WHERE inquiry_id = ?").get(anna),
        ).toEqual({ n: 0 });
        // The old server's sessions are not valid on the restored one.
        expect(restored.prepare("SELECT COUNT(*) AS n FROM studio_sessions").get()).toEqual({
          n: 0,
        });
        restored.close();
        expect(readdirSync(path.join(root, "outbox"))).toEqual([
          `2026-11-20T09-00-00-000Z-${bea}-confirmation.eml`,
        ]);
        // Her address is nowhere in the restored file or its journal.
        expect(readFileSync(path.join(root, "studio.sqlite")).includes("anna@example.com")).toBe(
          false,
        );
      }
    },
  );
});
