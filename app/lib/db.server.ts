/**
 * The SQLite database (built-in `node:sqlite`): one file, WAL so readers never block the single
 * writer, a busy timeout so a CLI command and the server can share the file, and versioned
 * migrations tracked in `PRAGMA user_version`. Imported by the server bundle and by the operator
 * CLI (plain Node), hence relative imports with `.ts` extensions only.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";

export type Database = DatabaseSync;

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

/** Append only: a released migration is never edited, a new one is added instead. */
export const migrations: readonly string[] = [
  `CREATE TABLE inquiries (
     id TEXT PRIMARY KEY,
     submission_id TEXT UNIQUE,
     created_at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('received', 'spam')),
     spam_reason TEXT,
     channel TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT,
     package TEXT NOT NULL,
     preferred_date TEXT,
     message TEXT NOT NULL,
     source TEXT NOT NULL,
     installment_info INTEGER NOT NULL
   );
   CREATE INDEX inquiries_created_at ON inquiries (created_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('studio', 'confirmation')),
     status TEXT NOT NULL DEFAULT 'pending'
       CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     message_id TEXT NOT NULL,
     recipient TEXT NOT NULL,
     reply_to TEXT,
     subject TEXT NOT NULL,
     text_body TEXT NOT NULL,
     html_body TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at INTEGER,
     created_at INTEGER NOT NULL,
     UNIQUE (inquiry_id, kind)
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
];

export function openDatabase(file: string, options: { busyTimeoutMs?: number } = {}): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  db.exec("PRAGMA journal_mode = WAL");
  // NORMAL is durable in WAL mode except for power loss right after a commit; FULL costs an
  // fsync per commit, which is cheap at this site's volume and closes that gap too.
  db.exec("PRAGMA synchronous = FULL");
  migrate(db);
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
export function migrate(db: Database) {
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

/**
 * Runs `work` with commits that skip the fsync (synchronous = NORMAL; in WAL mode still safe
 * against a crashed process, but the last commits may roll back on power loss). Only for
 * bookkeeping whose loss means doing work again, never losing it: the outbox's claim and sent
 * marks. The next FULL commit (the next stored inquiry) syncs them too, as WAL frames are
 * written in order. Without this, every mail cost two fsyncs that stalled the event loop.
 */
export function withRelaxedSync<T>(db: Database, work: () => T): T {
  db.exec("PRAGMA synchronous = NORMAL");
  try {
    return work();
  } finally {
    db.exec("PRAGMA synchronous = FULL");
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
