/**
 * The studio's key-value table (`studio_settings`, named before it held anything but settings):
 * single values the studio keeps for itself, such as the WebAuthn user id, the calendar feed's
 * token hash and whether the feed shows names, the push keys. Not the Einstellungen page.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";

export function readValue(db: Database, key: string): string | null {
  const row = prepared(db, "SELECT value FROM studio_settings WHERE key = ?").get(key);
  return row ? String(row.value) : null;
}

export function writeValue(db: Database, key: string, value: string): void {
  prepared(
    db,
    `INSERT INTO studio_settings (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  ).run(key, value);
}

export function deleteValue(db: Database, key: string): void {
  prepared(db, "DELETE FROM studio_settings WHERE key = ?").run(key);
}

/** The value of `key`, created by `create` and stored the first time it is asked for. */
export function valueOrCreate(db: Database, key: string, create: () => string): string {
  prepared(db, "INSERT OR IGNORE INTO studio_settings (key, value) VALUES (?, ?)").run(
    key,
    create(),
  );
  return readValue(db, key)!;
}
