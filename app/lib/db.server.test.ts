import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, schemaVersion, transaction } from "./db.server";

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
});
