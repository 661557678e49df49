/**
 * The erasure journal (DSGVO Art. 17 across restores, ADR 0038): one line per person erased, kept
 * in a folder of its own that is never part of the site's snapshot, and applied to the database
 * after every restore, so that restoring a snapshot taken before an erasure does not bring the
 * person back. Each backup run also stores the journal as a snapshot of its own (tag
 * `erasure-journal`), so that a new server restoring an old site snapshot gets the newest journal.
 *
 * A line names the person only by a SHA-256 of her address as the studio matches it (trimmed,
 * lower case), the least that lets the erasure be applied again; no name, no message.
 */
import { createHash } from "node:crypto";
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";

export const journalFileName = "erasures.jsonl";

/** Must match the studio's `matchKey` (app/studio/privacy/person.server.ts). */
const addressKey = (address: string) => address.trim().toLowerCase();

export function personHash(address: string): string {
  return createHash("sha256")
    .update(`atelier-erasure:${addressKey(address)}`)
    .digest("hex");
}

type JournalLine = { at: number; person: string };

/** Adds the person to the journal in `dir`, flushed to disk before it returns. */
export function journalErasure(dir: string, address: string, at: number): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, journalFileName);
  const line: JournalLine = { at, person: personHash(address) };
  appendFileSync(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The erased persons' hashes; a missing journal is an empty one, a torn last line is skipped. */
export function readJournal(dir: string): Set<string> {
  let text: string;
  try {
    text = readFileSync(path.join(dir, journalFileName), "utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return new Set();
    throw error;
  }
  const persons = new Set<string>();
  for (const line of text.split("\n")) {
    try {
      const entry = JSON.parse(line) as JournalLine;
      if (typeof entry.person === "string") persons.add(entry.person);
    } catch {
      // A line cut short by a crash mid-write; the erasure it recorded had not finished either.
    }
  }
  return persons;
}

/**
 * Deletes, in a restored database, every inquiry of a journaled person, with its history, notes
 * and mails (ON DELETE CASCADE), and returns their ids (the caller deletes their `.eml` copies).
 * The caller empties the WAL afterwards, as the erasure itself does.
 */
export function applyJournal(db: Database, persons: ReadonlySet<string>): string[] {
  if (!persons.size) return [];
  const ids = (
    prepared(db, "SELECT id, email FROM inquiries").all() as { id: string; email: string }[]
  )
    .filter((row) => persons.has(personHash(row.email)))
    .map((row) => row.id);
  const remove = prepared(db, "DELETE FROM inquiries WHERE id = ?");
  transaction(db, () => {
    for (const id of ids) remove.run(id);
  });
  return ids;
}

/**
 * Deletes the `.eml` copies of these inquiries' mails in `dir`: each carries its inquiry's id in
 * its name (emlFileName, inquiry/mail/mail-transport.server.ts).
 */
export function deleteEmlCopiesOf(dir: string, ids: readonly string[]): void {
  if (!ids.length || !existsSync(dir)) return;
  const marks = ids.flatMap((id) => [`-${id}-`, `-${id}.`]);
  for (const name of readdirSync(dir)) {
    if (/\.eml(\.tmp)?$/.test(name) && marks.some((mark) => name.includes(mark))) {
      unlinkSync(path.join(dir, name));
    }
  }
}
