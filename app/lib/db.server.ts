/**
 * The SQLite database (built-in `node:sqlite`): one file, WAL so readers never block the single
 * writer, a busy timeout so a CLI command and the server can share the file, and versioned
 * migrations (given by the caller) tracked in `PRAGMA user_version`. Imported by the server bundle
 * and by the operator CLI (plain Node), hence relative imports with `.ts` extensions only.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLOutputValue, type StatementSync } from "node:sqlite";

export type Database = DatabaseSync;

/** A row as `node:sqlite` returns it; queries alias columns to the names callers use. */
export type Row = Record<string, SQLOutputValue>;

const statements = new WeakMap<Database, Map<string, StatementSync>>();

/**
 * A prepared statement, compiled once per connection: compiling SQL costs about as much as
 * running these small statements, and the inquiry path runs them thousands of times a second
 * under load.
 */
export function prepared(db: Database, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}

export type OpenOptions = {
  /** The schema, oldest first (app/migrations.server.ts); applied as far as the file lacks it. */
  migrations: readonly string[];
  busyTimeoutMs?: number;
  /**
   * "full" (the default): every commit waits for the disk (an fsync). "normal": commits are safe
   * from a crashed process (WAL) but the last ones may roll back on power loss; the next "full"
   * commit of any connection syncs them too, as the WAL is written in order. For bookkeeping whose
   * loss means doing work again, never losing it.
   */
  durability?: "full" | "normal";
};

export function openDatabase(file: string, options: OpenOptions): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(`PRAGMA synchronous = ${options.durability === "normal" ? "NORMAL" : "FULL"}`);
  migrate(db, options.migrations);
  return db;
}

export function schemaVersion(db: Database): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  return row.user_version;
}

/**
 * Applies every migration newer than the file's version, one transaction each. The version is
 * read inside the transaction, so the server and a CLI starting at once never apply one twice.
 */
function migrate(db: Database, migrations: readonly string[]) {
  for (;;) {
    const finished = transaction(db, () => {
      const version = schemaVersion(db);
      if (version > migrations.length) {
        throw new Error(`database schema ${version} is newer than this code knows`);
      }
      if (version === migrations.length) return true;
      db.exec(migrations[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      return false;
    });
    if (finished) return;
  }
}

/** Runs `work` in a write transaction (taken up front, so it never fails half-way on a lock). */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
