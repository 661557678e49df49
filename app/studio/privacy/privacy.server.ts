/**
 * Privacy on request (DSGVO Art. 15 and 17; issue 16, docs/decisions/0022): everything stored
 * about one person, found by her e-mail address, exported as one JSON document or erased, each
 * recorded in `privacy_audit` without any personal data. Used by the studio
 * (`/studio/datenschutz`) and the operator CLI (`npm run inquiries -- export|erase --email`).
 *
 * A person's data is her inquiries (every column, whatever columns later migrations add), each
 * with its history events, private notes and every outbox mail tied to it, whatever its kind or
 * recipient (the mail to the studio about her, her confirmation, the studio's replies), and the
 * `.eml` copies of those mails in OUTBOX_DIR. The address matches trimmed and case-insensitively.
 */
import { readdirSync, statSync, unlinkSync } from "node:fs";
import { bookedDays } from "#app/availability/availability.server.ts";
import { todayInBerlin } from "#app/availability/days.ts";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isBusy, prepared, transaction, type Database, type Row } from "#app/lib/db.server.ts";
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
   * How long an export or erasure waits, in steps of 100 ms, for a mail of the person that is
   * being sent right now or for a database another process has locked. Default 10 s.
   */
  waitMs?: number;
};

const matchKey = (address: string) => address.trim().toLowerCase();

export type PersonCounts = { inquiries: number; mails: number; notes: number; files: number };

export type AuditEntry = PersonCounts & {
  id: number;
  at: number;
  action: PrivacyAction;
  channel: PrivacyChannel;
};

/**
 * Why an export or erasure did not happen: a mail of the person is being sent right now, or
 * another process held the database for longer than `waitMs`.
 */
export type Held = { ok: false; reason: "sending" | "busy" };

/** The ids of the person's inquiries, oldest first. */
function inquiryIdsOf(db: Database, address: string): string[] {
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

function countsOf(db: Database, ids: readonly string[], files: number): PersonCounts {
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

const auditColumns = "id, at, action, channel, inquiries, mails, notes, files";

function recordAudit(db: Database, entry: Omit<AuditEntry, "id">): AuditEntry {
  return prepared(
    db,
    `INSERT INTO privacy_audit (at, action, channel, inquiries, mails, notes, files)
     VALUES ($at, $action, $channel, $inquiries, $mails, $notes, $files)
     RETURNING ${auditColumns}`,
  ).get(entry) as AuditEntry;
}

/** The audit log, newest first. */
export function listAudit(deps: Pick<PrivacyDeps, "db">, limit = 50): AuditEntry[] {
  return prepared(
    deps.db,
    `SELECT ${auditColumns} FROM privacy_audit ORDER BY at DESC, id DESC LIMIT ?`,
  ).all(limit) as AuditEntry[];
}

export function auditEntry(deps: Pick<PrivacyDeps, "db">, id: number): AuditEntry | null {
  const row = prepared(deps.db, `SELECT ${auditColumns} FROM privacy_audit WHERE id = ?`).get(id);
  return (row as AuditEntry | undefined) ?? null;
}

type Attempt<T> = { done: T } | { wait: Held["reason"] };

/**
 * Runs `work` until it is done, waiting 100 ms between attempts while it asks to wait or the
 * database is locked by another process (the server's connection never waits inside SQLite:
 * that would block its event loop), for at most `waitMs`.
 */
async function patiently<T>(deps: PrivacyDeps, work: () => Attempt<T>): Promise<Attempt<T>> {
  const stepMs = 100;
  const steps = Math.ceil((deps.waitMs ?? 10_000) / stepMs);
  for (let step = 0; ; step += 1) {
    let attempt: Attempt<T>;
    try {
      attempt = work();
    } catch (error) {
      if (!isBusy(error)) throw error;
      attempt = { wait: "busy" };
    }
    if ("done" in attempt || step >= steps) return attempt;
    await sleep(stepMs);
  }
}

// ---------------------------------------------------------------------------------------------
// Export (Art. 15)

export const exportFormat = "atelier-privacy-export";
export const exportSchemaVersion = 1;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type ExportedInquiry = { [column: string]: Json } & {
  events: { [column: string]: Json }[];
  notes: { [column: string]: Json }[];
  mails: { [column: string]: Json }[];
};

export type PersonExport = {
  format: typeof exportFormat;
  schemaVersion: typeof exportSchemaVersion;
  generatedAt: string;
  /** The address asked for, as matched (trimmed, lower case). */
  email: string;
  inquiries: ExportedInquiry[];
  emlFiles: { name: string; bytes: number; modifiedAt: string }[];
};

const isTimeColumn = (column: string) =>
  column === "at" || column.endsWith("_at") || column.endsWith("_until");

const parseJson = (text: string): Json => {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
};

/**
 * A row with every column, as a person can read it: camelCase keys, times as ISO 8601, JSON
 * columns parsed. Every column, so a column a later migration adds is exported without a change
 * here (privacy.server.test.ts checks it against the schema).
 */
function readable(row: Row, json: readonly string[] = [], omit: readonly string[] = []) {
  const out: { [key: string]: Json } = {};
  for (const [column, value] of Object.entries(row)) {
    if (omit.includes(column)) continue;
    const key = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (value === null || value === undefined) out[key] = null;
    else if (isTimeColumn(column) && typeof value === "number") {
      out[key] = new Date(value).toISOString();
    } else if (json.includes(column) && typeof value === "string") out[key] = parseJson(value);
    else if (value instanceof Uint8Array) out[key] = Buffer.from(value).toString("base64");
    else out[key] = typeof value === "bigint" ? Number(value) : value;
  }
  return out;
}

export type ExportResult = { ok: true; document: PersonExport; audit: AuditEntry } | Held;

/**
 * Everything stored about the person, as one JSON document, and its audit entry (written in the
 * same transaction: an export is recorded if and only if it was made). An address with nothing
 * stored gets a document without inquiries, recorded too: the request was answered.
 */
export async function exportPerson(
  deps: PrivacyDeps,
  address: string,
  channel: PrivacyChannel,
): Promise<ExportResult> {
  const { db } = deps;
  const result = await patiently(deps, () =>
    transaction(db, (): Attempt<{ document: PersonExport; audit: AuditEntry }> => {
      const now = deps.clock();
      const ids = inquiryIdsOf(db, address);
      const inquiry = prepared(db, "SELECT * FROM inquiries WHERE id = ?");
      const events = prepared(
        db,
        "SELECT * FROM inquiry_events WHERE inquiry_id = ? ORDER BY at, id",
      );
      const notes = prepared(
        db,
        "SELECT * FROM inquiry_notes WHERE inquiry_id = ? ORDER BY created_at, id",
      );
      const mails = prepared(db, "SELECT * FROM outbox WHERE inquiry_id = ? ORDER BY id");
      const inquiries = ids.map((id): ExportedInquiry => {
        const row = readable(inquiry.get(id) as Row);
        return {
          ...row,
          installmentInfo: row.installmentInfo === 1,
          events: events.all(id).map((event) => readable(event, ["data"], ["inquiry_id"])),
          notes: notes.all(id).map((note) => readable(note, [], ["inquiry_id"])),
          mails: mails.all(id).map((mail) => readable(mail, ["reply_to"], ["inquiry_id"])),
        };
      });
      const files = emlCopiesOf(deps.emlDir, ids);
      const counts: PersonCounts = {
        inquiries: inquiries.length,
        mails: inquiries.reduce((sum, item) => sum + item.mails.length, 0),
        notes: inquiries.reduce((sum, item) => sum + item.notes.length, 0),
        files: files.length,
      };
      const audit = recordAudit(db, { at: now, action: "export", channel, ...counts });
      const document: PersonExport = {
        format: exportFormat,
        schemaVersion: exportSchemaVersion,
        generatedAt: new Date(now).toISOString(),
        email: matchKey(address),
        inquiries,
        emlFiles: files.map((file) => ({
          name: file.name,
          bytes: file.bytes,
          modifiedAt: new Date(file.modifiedAt).toISOString(),
        })),
      };
      return { done: { document, audit } };
    }),
  );
  if ("wait" in result) return { ok: false, reason: result.wait };
  deps.log?.("info", "privacy.exported", auditFields(result.done.audit));
  return { ok: true, ...result.done };
}

const auditFields = ({ channel, inquiries, mails, notes, files }: AuditEntry) => ({
  channel,
  inquiries,
  mails,
  notes,
  files,
});

// ---------------------------------------------------------------------------------------------
// Erasure (Art. 17)

export type EraseResult =
  | {
      ok: true;
      audit: AuditEntry;
      /** `.eml` copies that could not be deleted (the log says why); normally 0. */
      filesLeft: number;
      /** Whether the WAL was emptied into the database file (where deleted rows are zeroed). */
      checkpointed: boolean;
    }
  | Held;

/**
 * Deletes the person's inquiries, and with them (ON DELETE CASCADE) their events, notes and every
 * outbox mail, in one transaction that also writes the audit entry; then the `.eml` copies.
 * Mails not yet delivered are deleted too: they will not be sent.
 *
 * A mail of the person that the mail worker is sending right now (status 'sending' under a lease
 * that has not expired) is waited for, up to `waitMs`, and otherwise the erasure is refused
 * (`sending`): deleting its row would not stop the SMTP conversation or the `.eml` file being
 * written, and that copy would outlive the erasure. Once the rows are gone no worker can claim
 * them, so nothing is written afterwards.
 *
 * `secure_delete` (lib/db.server.ts) zeroes the deleted rows in the database file; the WAL,
 * which still holds the pages as they were before, is then checkpointed and truncated.
 */
export async function erasePerson(
  deps: PrivacyDeps,
  address: string,
  channel: PrivacyChannel,
): Promise<EraseResult> {
  const { db } = deps;
  const erased = await patiently(deps, () =>
    transaction(db, (): Attempt<{ audit: AuditEntry; files: EmlCopy[] }> => {
      const now = deps.clock();
      const ids = inquiryIdsOf(db, address);
      const inFlight = prepared(
        db,
        `SELECT 1 FROM outbox WHERE inquiry_id = ? AND status = 'sending'
           AND COALESCE(lease_until, 0) >= ?`,
      );
      if (ids.some((id) => inFlight.get(id, now))) return { wait: "sending" };
      const files = emlCopiesOf(deps.emlDir, ids);
      const counts = countsOf(db, ids, files.length);
      const remove = prepared(db, "DELETE FROM inquiries WHERE id = ?");
      for (const id of ids) remove.run(id);
      const audit = recordAudit(db, { at: now, action: "erase", channel, ...counts });
      return { done: { audit, files } };
    }),
  );
  if ("wait" in erased) return { ok: false, reason: erased.wait };
  const { audit, files } = erased.done;

  let filesLeft = 0;
  for (const file of files) {
    try {
      unlinkSync(path.join(deps.emlDir, file.name));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ENOENT") continue;
      filesLeft += 1;
      deps.log?.("error", "privacy.file_not_deleted", { code: code ?? "unknown" });
    }
  }
  deps.forgetAddress?.(matchKey(address));
  const checkpointed = await emptyWal(deps);
  deps.log?.("info", "privacy.erased", { ...auditFields(audit), filesLeft, checkpointed });
  return { ok: true, audit, filesLeft, checkpointed };
}

/**
 * Copies the WAL into the database file and truncates it: until then the WAL still holds the
 * pages with the erased rows as they were. Needs a moment without readers; tried like the
 * erasure, then left to SQLite's own checkpoints (the log says so).
 */
async function emptyWal(deps: PrivacyDeps): Promise<boolean> {
  const attempt = await patiently(deps, () => {
    const row = deps.db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    return row.busy === 0 ? { done: true } : { wait: "busy" };
  });
  if ("done" in attempt) return true;
  deps.log?.("warn", "privacy.checkpoint_pending", {});
  return false;
}
