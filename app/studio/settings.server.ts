/**
 * The studio's own settings, key and value: the WebAuthn user id, the calendar feed's token and
 * whether it shows names, the push keys.
 */
import { randomBytes } from "node:crypto";
import { prepared, type Database } from "#app/lib/db.server.ts";

export function readSetting(db: Database, key: string): string | null {
  const row = prepared(db, "SELECT value FROM studio_settings WHERE key = ?").get(key);
  return row ? String(row.value) : null;
}

export function writeSetting(db: Database, key: string, value: string): void {
  prepared(
    db,
    `INSERT INTO studio_settings (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  ).run(key, value);
}

export function deleteSetting(db: Database, key: string): void {
  prepared(db, "DELETE FROM studio_settings WHERE key = ?").run(key);
}

/** The value of `key`, created by `create` and stored the first time it is asked for. */
export function settingOrCreate(db: Database, key: string, create: () => string): string {
  prepared(db, "INSERT OR IGNORE INTO studio_settings (key, value) VALUES (?, ?)").run(
    key,
    create(),
  );
  return readSetting(db, key)!;
}

/**
 * The one owner's WebAuthn user handle (random, 32 bytes): every passkey is registered for it,
 * so a phone's passkey manager shows one studio account, not one per device added.
 */
export function webAuthnUserId(db: Database): Uint8Array<ArrayBuffer> {
  const value = settingOrCreate(db, "webauthn_user_id", () =>
    randomBytes(32).toString("base64url"),
  );
  return new Uint8Array(Buffer.from(value, "base64url"));
}
