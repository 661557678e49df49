/**
 * The database every feature's unit tests start from: a real, migrated SQLite file in a folder of
 * its own, closed and removed when the test that made it has finished (also when it is made in a
 * `beforeEach`). Further connections to the same file, as another process would open them, come
 * from `open`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { openDatabase, type Database, type OpenOptions } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";

type Options = Omit<OpenOptions, "migrations"> & { migrations?: readonly string[] };

export type TestDatabase = {
  db: Database;
  /** The temporary folder, for files beside the database (an outbox of `.eml` copies). */
  dir: string;
  file: string;
  /** Another connection to the same file. */
  open(options?: Options): Database;
};

export function testDatabase(options: Options = {}): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-test-"));
  const file = path.join(dir, "studio.sqlite");
  const connections: Database[] = [];
  const open = (more: Options = {}) => {
    const db = openDatabase(file, { migrations, ...more });
    connections.push(db);
    return db;
  };
  const db = open(options);
  onTestFinished(() => {
    for (const connection of connections) if (connection.isOpen) connection.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, dir, file, open };
}
