/**
 * The SQLite database (built-in `node:sqlite`): one file, WAL so readers never block the single
 * writer, a busy timeout so a CLI command and the server can share the file, and versioned
 * migrations (given by the caller) tracked in `PRAGMA user_version`. Imported by the server bundle
 * and by the operator CLI.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
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

/**
 * The inquiries are personal data: the file, its WAL and shared-memory file are readable by the
 * owner only (0600), whatever the umask, and a directory created for them is 0700. SQLite gives
 * the -wal and -shm files the main file's mode when it creates them; existing ones are fixed too.
 */
function restrictToOwner(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Only a missing file is created here: closing any descriptor of a file this process has open
  // in SQLite would drop SQLite's POSIX locks on it (they belong to the process, not the handle).
  if (!existsSync(file)) {
    try {
      closeSync(openSync(file, "wx", 0o600));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(part)) chmodSync(part, 0o600);
  }
}

export function openDatabase(file: string, options: OpenOptions): Database {
  if (file !== ":memory:") restrictToOwner(file);
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  db.exec("PRAGMA journal_mode = WAL");
  if (file !== ":memory:") restrictToOwner(file);
  // Deleted rows are overwritten, not left readable in free pages: purged inquiries are personal
  // data (names, e-mail addresses, messages) that must really be gone.
  db.exec("PRAGMA secure_delete = ON");
  db.exec(`PRAGMA synchronous = ${options.durability === "normal" ? "NORMAL" : "FULL"}`);
  migrate(db, options.migrations);
  return db;
}

/**
 * Whether an error is SQLite's "database is locked" (SQLITE_BUSY or SQLITE_LOCKED, with their
 * extended codes): another connection holds the write lock, and trying again later may work.
 */
export function isBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === "number" && ((errcode & 0xff) === 5 || (errcode & 0xff) === 6);
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
  // Up to date: nothing to write, so no need for the write lock (a second connection of the
  // server opens while a CLI command may hold it).
  if (schemaVersion(db) === migrations.length) return;
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

/**
 * Runs `work` (a synchronous write) and, while another connection holds the write lock (the mail
 * worker's marks take a moment), tries again on a timer for up to `forMs`, never waiting inside
 * SQLite (the app's connection has busy timeout 0: a wait there would block the event loop). The
 * one way a request a person is waiting on meets a busy database: the studio's routes wrap each
 * write in it, and use cases that write between other awaits wrap each of those writes. `work`
 * must be safe to run again (a transaction that failed on the lock has changed nothing).
 *
 * `tryAgainIf`: a result that asks to be tried again as well (a privacy erasure finding a mail of
 * the person being sent right now); after `forMs` that result is returned, a lock still held is
 * thrown.
 */
export async function retryWhileBusy<T>(
  work: () => T,
  {
    forMs = 2000,
    stepMs = 20,
    tryAgainIf,
  }: { forMs?: number; stepMs?: number; tryAgainIf?: (result: T) => boolean } = {},
): Promise<T> {
  const until = Date.now() + forMs;
  for (;;) {
    try {
      const result = work();
      if (!tryAgainIf?.(result) || Date.now() >= until) return result;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/**
 * Copies the WAL into the database file and truncates it, trying again every `stepMs` while
 * another connection reads or writes, for up to `forMs`. Needed after deleting what must really
 * be gone (an erased person, a withdrawn photo): `secure_delete` zeroes the new versions of the
 * pages, but until a checkpoint the WAL still holds them as they were. False when no moment
 * without readers came in time; SQLite's own checkpoints then overwrite those frames later.
 */
export async function emptyWal(
  db: Database,
  { forMs = 10_000, stepMs = 100 }: { forMs?: number; stepMs?: number } = {},
): Promise<boolean> {
  const truncate = () => {
    const row = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    return row.busy === 0;
  };
  try {
    return await retryWhileBusy(truncate, { forMs, stepMs, tryAgainIf: (emptied) => !emptied });
  } catch (error) {
    if (isBusy(error)) return false;
    throw error;
  }
}
