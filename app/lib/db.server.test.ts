import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrations, openDatabase, schemaVersion, transaction } from "./db.server";

describe("database", () => {
  it("opens in WAL mode, migrates to the latest version, and reopens without re-migrating", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "db-test-"));
    try {
      const file = path.join(dir, "nested", "studio.sqlite");
      const db = openDatabase(file);
      expect(schemaVersion(db)).toBe(migrations.length);
      expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
      db.close();
      const again = openDatabase(file);
      expect(schemaVersion(again)).toBe(migrations.length);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rolls a failed transaction back completely", () => {
    const db = openDatabase(":memory:");
    expect(() =>
      transaction(db, () => {
        db.prepare(
          "INSERT INTO inquiries (id, created_at, status, channel, first_name, last_name, email, package, message, source, installment_info) VALUES ('a', 1, 'received', 'api', 'A', 'B', 'a@b.de', 'essence', 'm', 'google', 0)",
        ).run();
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(db.prepare("SELECT COUNT(*) AS n FROM inquiries").get()).toEqual({ n: 0 });
  });
});
