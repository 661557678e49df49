import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, retryWhileBusy, schemaVersion, transaction } from "#app/lib/db.server.ts";

const migrations = [
  "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",
  "ALTER TABLE notes ADD COLUMN created_at INTEGER",
];

describe("database", () => {
  it("opens in WAL mode, migrates to the latest version, and reopens without re-migrating", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "db-test-"));
    try {
      const file = path.join(dir, "nested", "studio.sqlite");
      const db = openDatabase(file, { migrations: migrations.slice(0, 1) });
      expect(schemaVersion(db)).toBe(1);
      expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
      db.close();
      const again = openDatabase(file, { migrations });
      expect(schemaVersion(again)).toBe(migrations.length);
      again.exec("INSERT INTO notes (text, created_at) VALUES ('a', 1)");
      again.close();
      expect(() => openDatabase(file, { migrations: migrations.slice(0, 1) })).toThrow(
        "database schema 2 is newer than this code knows",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rolls a failed transaction back completely", () => {
    const db = openDatabase(":memory:", { migrations });
    expect(() =>
      transaction(db, () => {
        db.prepare("INSERT INTO notes (text) VALUES ('a')").run();
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(db.prepare("SELECT COUNT(*) AS n FROM notes").get()).toEqual({ n: 0 });
  });

  it("retryWhileBusy writes once another connection lets go of the lock, and gives up after its time", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "db-test-"));
    try {
      const file = path.join(dir, "studio.sqlite");
      const app = openDatabase(file, { migrations, busyTimeoutMs: 0 });
      const other = openDatabase(file, { migrations });
      const write = () =>
        transaction(app, () => app.prepare("INSERT INTO notes (text) VALUES ('x')").run());

      other.exec("BEGIN IMMEDIATE");
      expect(write).toThrow(/locked/);
      setTimeout(() => other.exec("COMMIT"), 100);
      await retryWhileBusy(write, { forMs: 5000, stepMs: 10 });
      expect(app.prepare("SELECT count(*) AS n FROM notes").get()).toEqual({ n: 1 });

      other.exec("BEGIN IMMEDIATE");
      await expect(retryWhileBusy(write, { forMs: 60, stepMs: 10 })).rejects.toThrow(/locked/);
      other.exec("ROLLBACK");
      // Not a lock: thrown at once, never retried.
      let runs = 0;
      await expect(
        retryWhileBusy(() => {
          runs += 1;
          throw new Error("no such table");
        }),
      ).rejects.toThrow("no such table");
      expect(runs).toBe(1);
      app.close();
      other.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("retryWhileBusy tries a result that asks for it again, and returns it once its time is up", async () => {
    let runs = 0;
    const ready = await retryWhileBusy(() => (runs += 1), {
      stepMs: 5,
      tryAgainIf: (run) => run < 3,
    });
    expect(ready).toBe(3);

    runs = 0;
    const notReady = await retryWhileBusy(() => ({ ready: false, run: (runs += 1) }), {
      forMs: 60,
      stepMs: 10,
      tryAgainIf: (result) => !result.ready,
    });
    expect(notReady.ready).toBe(false);
    expect(notReady.run).toBeGreaterThan(1);
  });
});
