/**
 * Privacy on request (DSGVO Art. 15 and 17, docs/decisions/0022): what is stored about one person,
 * found by her e-mail address, and the audit log that records every export and erasure without any
 * personal data. The export is in ./export.server.ts, the erasure in ./erase.server.ts; both are
 * used by the studio (`/studio/datenschutz`) and the operator CLI
 * (`npm run inquiries -- export|erase --email`).
 *
 * A person's data is her inquiries (every column, whatever columns later migrations add), each
 * with its history events, private notes and every outbox mail tied to it, whatever its kind or
 * recipient (the mail to the studio about her, her confirmation, the studio's replies), and the
 * `.eml` copies of those mails in OUTBOX_DIR. The address matches trimmed and case-insensitively.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { bookedDays } from "#app/availability/availability.server.ts";
import { todayInBerlin } from "#app/availability/days.ts";
import { isBusy, prepared, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";

export type PrivacyChannel = "studio" | "cli";
export type PrivacyAction = "export" | "erase";

export type PrivacyDeps = {
  db: Database;
  clock: () => number;
  /**
   * OUTBOX_DIR. `.eml` copies are looked for there whatever the current mail transport: an
   * earlier setting (no SMTP_URL) may have written them.
   */
  emlDir: string;
  log?: Log;
  /**
   * Forgets what this process keeps in memory under the address (the confirmation cap's count,
   * app.server.ts). The CLI runs in another process and has none to forget.
   */
  forgetAddress?: (address: string) => void;
  /**
   * Records an erasure in the erasure journal (app/backup/erasure-journal.server.ts) before
   * anything is deleted, so a restore of an older backup erases the person again. The server and
   * the operator CLI always pass it; without it an erasure would not survive a restore.
   */
  journalErasure?: (address: string, at: number) => void;
  /**
   * How long an export or erasure waits, in steps of 100 ms, for a mail of the person that is
   * being sent right now or for a database another process has locked. Default 10 s.
   */
  waitMs?: number;
};

/** The address as matched: trimmed, lower case. */
export const matchKey = (address: string) => address.trim().toLowerCase();

export type PersonCounts = { inquiries: number; mails: number; notes: number; files: number };

/**
 * Why an export or erasure did not happen: a mail of the person was still being sent, or another
 * process still held the database, when `waitMs` was up.
 */
export type WaitedTooLong = { ok: false; reason: "sending" | "busy" };

/**
 * Runs `work` (a transaction) and tries it again every 100 ms while another process has locked
 * the database or `work` asks to wait (a mail of the person being sent), for at most `waitMs`.
 */
export async function whenFree<T extends { ok: boolean }>(
  deps: Pick<PrivacyDeps, "waitMs">,
  work: () => T,
): Promise<T | WaitedTooLong> {
  try {
    return await retryWhileBusy(work, {
      forMs: deps.waitMs ?? 10_000,
      stepMs: 100,
      tryAgainIf: (result) => !result.ok,
    });
  } catch (error) {
    if (isBusy(error)) return { ok: false, reason: "busy" };
    throw error;
  }
}

/** The ids of the person's inquiries, oldest first. */
export function inquiryIdsOf(db: Database, address: string): string[] {
  const key = matchKey(address);
  // Compared here, not in SQL: SQLite's lower() folds ASCII only, JavaScript's every letter, and
  // the studio and the CLI must agree on who a person is.
  return (
    prepared(db, "SELECT id, email FROM inquiries ORDER BY created_at, id").all() as {
      id: string;
      email: string;
    }[]
  )
    .filter((row) => matchKey(row.email) === key)
    .map((row) => row.id);
}

export type EmlCopy = { name: string; bytes: number; modifiedAt: number };

/**
 * The `.eml` copies in `dir` of these inquiries' mails, half-written `.eml.tmp` ones included.
 * Every mail of an inquiry carries the inquiry's id in its file name
 * (`<time>-<inquiry id>-<kind>.eml`, emlFileName in inquiry/mail-transport.server.ts).
 */
export function emlCopiesOf(dir: string, inquiryIds: readonly string[]): EmlCopy[] {
  if (!inquiryIds.length) return [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
  const marks = inquiryIds.flatMap((id) => [`-${id}-`, `-${id}.`]);
  const copies: EmlCopy[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.eml(\.tmp)?$/.test(entry.name)) continue;
    if (!marks.some((mark) => entry.name.includes(mark))) continue;
    try {
      const stat = statSync(path.join(dir, entry.name));
      copies.push({ name: entry.name, bytes: stat.size, modifiedAt: stat.mtimeMs });
    } catch (error) {
      // Deleted in between (retention, the mail worker replacing a half-written copy).
      if ((error as { code?: string }).code !== "ENOENT") throw error;
    }
  }
  return copies.sort((a, b) => a.name.localeCompare(b.name));
}

export function countsOf(db: Database, ids: readonly string[], files: number): PersonCounts {
  const mails = prepared(db, "SELECT COUNT(*) AS n FROM outbox WHERE inquiry_id = ?");
  const notes = prepared(db, "SELECT COUNT(*) AS n FROM inquiry_notes WHERE inquiry_id = ?");
  const count = (statement: typeof mails, id: string) =>
    Number((statement.get(id) as { n: number }).n);
  return {
    inquiries: ids.length,
    mails: ids.reduce((sum, id) => sum + count(mails, id), 0),
    notes: ids.reduce((sum, id) => sum + count(notes, id), 0),
    files,
  };
}

export type PersonSummary = {
  inquiries: {
    id: string;
    createdAt: number;
    firstName: string;
    lastName: string;
    package: string;
  }[];
  counts: PersonCounts & { unsentMails: number };
  /** Days from today on that only her booked inquiries take: erasing them frees these days. */
  bookedDays: string[];
};

/** What an erasure would delete, for the confirmation step. Reads only; records nothing. */
export function summarizePerson(
  deps: Pick<PrivacyDeps, "db" | "emlDir" | "clock">,
  address: string,
) {
  const { db } = deps;
  const ids = inquiryIdsOf(db, address);
  const inquiry = prepared(
    db,
    `SELECT id, created_at AS createdAt, first_name AS firstName, last_name AS lastName, package
     FROM inquiries WHERE id = ?`,
  );
  const unsent = prepared(
    db,
    "SELECT COUNT(*) AS n FROM outbox WHERE inquiry_id = ? AND status <> 'sent'",
  );
  return {
    inquiries: ids.map((id) => inquiry.get(id) as PersonSummary["inquiries"][number]),
    counts: {
      ...countsOf(db, ids, emlCopiesOf(deps.emlDir, ids).length),
      unsentMails: ids.reduce((sum, id) => sum + Number((unsent.get(id) as { n: number }).n), 0),
    },
    bookedDays: daysFreedBy(db, ids, todayInBerlin(deps.clock())),
  } satisfies PersonSummary;
}

/** Days from `today` on that only these inquiries book: erasing them frees these days. */
function daysFreedBy(db: Database, ids: readonly string[], today: string): string[] {
  const bookings = bookedDays(db, today, "9999-12-31");
  const days = new Set(bookings.filter((b) => ids.includes(b.inquiryId)).map((b) => b.day));
  for (const booking of bookings) if (!ids.includes(booking.inquiryId)) days.delete(booking.day);
  return [...days];
}
