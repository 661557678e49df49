import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { runBackup, runCheck, runDrillJob, type BackupDeps } from "#app/backup/jobs.server.ts";
import { lastRun, lastSuccess } from "#app/backup/runs.server.ts";
import { restoreSite } from "#app/backup/restore-site.server.ts";
import {
  databaseFile,
  latestSnapshot,
  readManifest,
  restoreSnapshot,
  stage,
} from "#app/backup/snapshot.server.ts";
import { testDir } from "#tests/support/app.ts";
import { resticInstalled, testRepository, type TestRepository } from "#tests/support/restic.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

// Each test runs restic a few times (a second or two each on a busy 2-core machine).
const slow = { timeout: 120_000 };

function addPhotoAndRelease(db: Database, at: number, id: string) {
  db.prepare("INSERT INTO photos (id, created_at, status, bytes) VALUES (?, ?, 'ready', 3)").run(
    id,
    at,
  );
  db.prepare("INSERT INTO site_releases (content, created_at, origin) VALUES ('{}', ?, 'cli')").run(
    at,
  );
}

function setUp(repo: TestRepository, clock = () => Date.now()) {
  const { db, dir } = testDatabase();
  const outbox = path.join(dir, "outbox");
  mkdirSync(outbox);
  writeFileSync(path.join(outbox, "2026-11-20T090000Z-inquiry-a-studio.eml"), "Subject: a\n\nA");
  writeFileSync(path.join(outbox, "half.eml.tmp"), "half");
  const lines: string[] = [];
  const log: Log = (level, event, fields) =>
    lines.push(JSON.stringify({ level, event, ...fields }));
  const deps: BackupDeps = {
    db,
    target: repo.target,
    stagingDir: path.join(dir, "staging"),
    folders: [{ name: "outbox", dir: outbox }],
    journalDir: path.join(dir, "erasure-journal"),
    workDir: testDir("drill"),
    clock,
    log,
  };
  return { db, dir, deps, lines, outbox };
}

/** Overwrites a stretch in the middle of every pack file of the repository. */
function corruptPacks(repository: string) {
  const data = path.join(repository, "data");
  let corrupted = 0;
  for (const sub of readdirSync(data)) {
    for (const pack of readdirSync(path.join(data, sub))) {
      const file = path.join(data, sub, pack);
      const bytes = readFileSync(file);
      const from = Math.floor(bytes.length / 3);
      bytes.fill(0x5a, from, Math.min(bytes.length - 1, from + 256));
      writeFileSync(file, bytes);
      corrupted += 1;
    }
  }
  return corrupted;
}

describe.runIf(resticInstalled())("off-site backup with restic", () => {
  it(
    "keeps her clients' gallery files in the snapshot, staged as links, and puts them back on restore",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, dir, deps } = setUp(repo);
      storedInquiry(db, { id: "inquiry-a" }, { mails: "placeholders" });
      const galleries = path.join(dir, "galleries");
      const gallery = path.join(galleries, "q1w2e3r4t5y6u7i8o9p0aa");
      mkdirSync(gallery, { recursive: true });
      const picture = randomBytes(2 * 1024 * 1024);
      writeFileSync(path.join(gallery, "0123456789abcdef01234567.jpg"), picture);
      writeFileSync(path.join(gallery, "0123456789abcdef01234567-480.avif"), "preview");
      writeFileSync(path.join(gallery, "half-written.jpg.tmp"), "half");
      const folders = [...deps.folders, { name: "galleries", dir: galleries, link: true }];
      // Staged as a link: a night with gigabytes of pictures copies none of them.
      await stage({ db, stagingDir: deps.stagingDir, folders, clock: Date.now });
      const staged = path.join(
        deps.stagingDir,
        "galleries/q1w2e3r4t5y6u7i8o9p0aa/0123456789abcdef01234567.jpg",
      );
      expect(statSync(staged).nlink).toBe(2);
      expect(statSync(staged).ino).toBe(
        statSync(path.join(gallery, "0123456789abcdef01234567.jpg")).ino,
      );
      const stagingDeps = { ...deps, folders };
      const first = await runBackup(stagingDeps);
      expect(first.ok).toBe(true);

      const snapshot = (await latestSnapshot(repo.target))!;
      const folder = await restoreSnapshot(repo.target, snapshot, testDir("restored-galleries"));
      expect(Object.keys(readManifest(folder).files).sort()).toEqual([
        "galleries/q1w2e3r4t5y6u7i8o9p0aa/0123456789abcdef01234567-480.avif",
        "galleries/q1w2e3r4t5y6u7i8o9p0aa/0123456789abcdef01234567.jpg",
        "outbox/2026-11-20T090000Z-inquiry-a-studio.eml",
        databaseFile,
      ]);

      // A new server: `atelier restore` brings the gallery back beside the database.
      const fresh = testDir("fresh-galleries");
      await restoreSite({
        target: repo.target,
        databasePath: path.join(fresh, "studio.sqlite"),
        folders: [
          { name: "outbox", dir: path.join(fresh, "outbox") },
          { name: "galleries", dir: path.join(fresh, "galleries"), link: true },
        ],
        journalDir: path.join(fresh, "erasure-journal"),
        workDir: testDir("work-galleries"),
        clock: Date.now,
      });
      expect(
        readFileSync(
          path.join(fresh, "galleries/q1w2e3r4t5y6u7i8o9p0aa/0123456789abcdef01234567.jpg"),
        ).equals(picture),
      ).toBe(true);
      expect(
        existsSync(path.join(fresh, "galleries/q1w2e3r4t5y6u7i8o9p0aa/half-written.jpg.tmp")),
      ).toBe(false);
    },
  );

  it(
    "puts the database and the kept files in one snapshot, records it, and adds next to nothing on a night without changes",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, deps } = setUp(repo);
      storedInquiry(db, { id: "inquiry-a" }, { mails: "placeholders" });
      addPhotoAndRelease(db, Date.now(), "photo-1");
      // A photo's working copy, large enough for restic's content-defined chunks (about 1 MB).
      db.prepare("INSERT INTO photo_masters (photo_id, data) VALUES (?, ?)").run(
        "photo-1",
        randomBytes(16 * 1024 * 1024),
      );

      const first = await runBackup(deps);
      expect(first.ok).toBe(true);
      const run = lastRun(db, "backup")!;
      expect(run).toMatchObject({ ok: true, target: repo.repository, snapshot: first.snapshot });
      expect(run.bytes).toBeGreaterThan(0);
      // The staged copy (personal data) does not stay behind.
      expect(existsSync(deps.stagingDir)).toBe(false);

      const snapshot = (await latestSnapshot(repo.target))!;
      const folder = await restoreSnapshot(repo.target, snapshot, testDir("restored"));
      const manifest = readManifest(folder);
      expect(manifest.counts).toEqual({ inquiries: 1, releases: 1, photos: 1 });
      expect(Object.keys(manifest.files).sort()).toEqual([
        "outbox/2026-11-20T090000Z-inquiry-a-studio.eml",
        databaseFile,
      ]);
      const restored = new DatabaseSync(path.join(folder, databaseFile), { readOnly: true });
      expect(restored.prepare("SELECT id FROM inquiries").all()).toEqual([{ id: "inquiry-a" }]);
      expect(restored.prepare("SELECT COUNT(*) AS n FROM outbox").get()).toEqual({ n: 2 });
      restored.close();

      const second = await runBackup(deps);
      expect(second.ok).toBe(true);
      expect(second.snapshot).not.toBe(first.snapshot);
      // Deduplicated: of the database only the chunks around its few changed pages (the header,
      // the recorded run) are stored again, and the new manifest and trees.
      expect(first.added!).toBeGreaterThan(16 * 1024 * 1024);
      expect(second.added!).toBeLessThan(first.added! / 4);
      // A second snapshot on the same day (her "Jetzt sichern") does not push the first out: the
      // prune keeps every snapshot of the last two days.
      const again = await restoreSnapshot(repo.target, snapshot, testDir("first-again"));
      expect(readManifest(again).counts).toEqual({ inquiries: 1, releases: 1, photos: 1 });
    },
  );

  it(
    "a backup taken while inquiries arrive holds every one stored before it, each whole",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, deps, dir } = setUp(repo);
      for (let i = 0; i < 500; i++) storedInquiry(db, {}, { mails: "placeholders" });
      // Another connection, as the server's writer thread: inquiries keep arriving meanwhile.
      const writer = new DatabaseSync(path.join(dir, "studio.sqlite"));
      writer.exec("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON");
      const committed: { id: string; at: number }[] = [];
      let running = true;
      const arrivals = (async () => {
        while (running) {
          const id = storedInquiry(writer, {}, { mails: "placeholders" });
          committed.push({ id, at: Date.now() });
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const started = Date.now();
      const backup = await runBackup(deps);
      running = false;
      await arrivals;
      writer.close();
      expect(backup.ok).toBe(true);
      expect(committed.some((entry) => entry.at > started)).toBe(true);

      const snapshot = (await latestSnapshot(repo.target))!;
      const folder = await restoreSnapshot(repo.target, snapshot, testDir("restored"));
      const restored = new DatabaseSync(path.join(folder, databaseFile), { readOnly: true });
      const ids = new Set(
        restored
          .prepare("SELECT id FROM inquiries")
          .all()
          .map((row) => String(row.id)),
      );
      // None lost: every inquiry committed before the backup began is in it.
      for (const entry of committed.filter((entry) => entry.at < started)) {
        expect(ids.has(entry.id)).toBe(true);
      }
      expect(ids.size).toBeGreaterThanOrEqual(500);
      // None half: each inquiry in the snapshot has both of its mails.
      expect(
        restored
          .prepare(
            `SELECT COUNT(*) AS n FROM inquiries
           WHERE (SELECT COUNT(*) FROM outbox WHERE inquiry_id = inquiries.id) <> 2`,
          )
          .get(),
      ).toEqual({ n: 0 });
      expect(restored.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      restored.close();
      // And none lost on the live side either.
      const live = new Set(
        db
          .prepare("SELECT id FROM inquiries")
          .all()
          .map((row) => String(row.id)),
      );
      expect(committed.every((entry) => live.has(entry.id))).toBe(true);
    },
  );

  it("never puts the repository password in a command line or a log", slow, async () => {
    const repo = await testRepository();
    const { db, deps, lines } = setUp(repo);
    storedInquiry(db);
    expect((await runBackup(deps)).ok).toBe(true);
    expect((await runCheck(deps)).ok).toBe(true);
    expect((await runDrillJob(deps)).ok).toBe(true);

    const commandLines = repo.commandLines();
    expect(commandLines.some((line) => line.startsWith("backup "))).toBe(true);
    expect(commandLines.some((line) => line.startsWith("restore "))).toBe(true);
    expect(commandLines.join("\n")).not.toContain(repo.password);
    expect(commandLines).not.toContain("RESTIC_PASSWORD set");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(repo.password);
    // Nor in what is recorded for the studio.
    const rows = JSON.stringify(db.prepare("SELECT * FROM backup_runs").all());
    expect(rows).not.toContain(repo.password);
    expect(statSync(repo.target.passwordFile).mode & 0o777).toBe(0o600);
  });

  it(
    "a wrong password fails the backup, and the failure is recorded without the password",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, deps, lines } = setUp(repo);
      writeFileSync(repo.target.passwordFile, "not-the-password\n");
      expect((await runBackup(deps)).ok).toBe(false);
      const run = lastRun(db, "backup")!;
      expect(run.ok).toBe(false);
      expect(run.detail).toMatch(/restic (cat|backup)|wrong password|no key found/i);
      expect(lines.join("\n")).not.toContain(repo.password);
      expect(lastSuccess(db, "backup")).toBeNull();
    },
  );

  it("the drill restores the newest snapshot and finds it whole", slow, async () => {
    const repo = await testRepository();
    const { db, deps } = setUp(repo);
    storedInquiry(db, { createdAt: Date.now() - 3_600_000 }, { mails: "placeholders" });
    addPhotoAndRelease(db, Date.now() - 3_600_000, "photo-1");
    await runBackup(deps);
    // Arrived after the snapshot: not expected in it.
    storedInquiry(db, { createdAt: Date.now() });

    const drill = await runDrillJob(deps);
    expect(drill).toMatchObject({ ok: true, problems: [] });
    expect(lastRun(db, "drill")).toMatchObject({ ok: true, snapshot: drill.snapshot });
    expect(readdirSync(deps.workDir)).toEqual([]);
  });

  it(
    "the drill finds a snapshot whose pack files are corrupted, and records what failed",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, deps } = setUp(repo);
      for (let i = 0; i < 20; i++) storedInquiry(db, { createdAt: Date.now() - 3_600_000 });
      await runBackup(deps);
      expect(corruptPacks(repo.repository)).toBeGreaterThan(0);

      const drill = await runDrillJob(deps);
      expect(drill.ok).toBe(false);
      expect(drill.problems.length).toBeGreaterThan(0);
      expect(
        drill.problems.every((problem) =>
          ["restore-failed", "integrity", "file-hash", "counts", "missing-rows"].includes(
            problem.code,
          ),
        ),
      ).toBe(true);
      const run = lastRun(db, "drill")!;
      expect(run.ok).toBe(false);
      expect(JSON.parse(run.detail!)).toEqual(drill.problems);
      // The weekly check reads a sample of the data too; with every pack damaged it fails.
      expect((await runCheck(deps)).ok).toBe(false);
      expect(readdirSync(deps.workDir)).toEqual([]);
    },
  );

  it(
    "the drill finds a snapshot that lacks what the live database had when it was taken",
    slow,
    async () => {
      const repo = await testRepository();
      const { db, deps } = setUp(repo);
      await runBackup(deps);
      // Older than the snapshot yet not in it: as if the backup had missed it.
      storedInquiry(db, { createdAt: Date.now() - 86_400_000 });
      const drill = await runDrillJob(deps);
      expect(drill.ok).toBe(false);
      expect(drill.problems).toEqual([{ code: "missing-rows", table: "inquiries", missing: 1 }]);
    },
  );
});
