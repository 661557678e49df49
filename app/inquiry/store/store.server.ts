/**
 * Inquiries and their outgoing mails in SQLite. An inquiry and its mails are written in one
 * transaction: once `storeInquiries` returns, both are durable, and the visitor may be told so.
 * Used by the server and the operator CLI.
 */
import { existsSync, readdirSync, unlinkSync } from "node:fs";
import path from "node:path";
import { prepared, transaction, type Database, type Row } from "#app/lib/db.server.ts";

export type InquiryStatus = "received" | "spam";
export type MailKind = "studio" | "confirmation";

export type InquiryRecord = {
  id: string;
  submissionId: string | null;
  /** SHA-256 of the submission's canonical payload (see accept-inquiry.server.ts). */
  payloadHash: string | null;
  createdAt: number;
  status: InquiryStatus;
  spamReason: string | null;
  channel: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  package: string;
  preferredDate: string | null;
  message: string;
  source: string;
  installmentInfo: boolean;
};

/** A rendered mail, stored as sent: a later template change never alters a queued mail. */
export type OutgoingMail = {
  kind: MailKind;
  messageId: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
};

/** The columns of an inquiry under the names of `InquiryRecord`. */
const inquiryColumns = `id, submission_id AS submissionId, payload_hash AS payloadHash, created_at AS createdAt, status,
  spam_reason AS spamReason, channel, first_name AS firstName, last_name AS lastName, email,
  phone, package, preferred_date AS preferredDate, message, source,
  installment_info AS installmentInfo`;

const toRecord = (row: Row) =>
  ({ ...row, installmentInfo: row.installmentInfo === 1 }) as InquiryRecord;

export type StoredSubmission = { id: string; payloadHash: string | null };

export function findSubmission(db: Database, submissionId: string): StoredSubmission | null {
  const row = prepared(
    db,
    "SELECT id, payload_hash AS payloadHash FROM inquiries WHERE submission_id = ?",
  ).get(submissionId);
  return row
    ? { id: String(row.id), payloadHash: (row.payloadHash as string | null) ?? null }
    : null;
}

/** True when a stored submission was made with another payload than `payloadHash`. */
export function isOtherPayload(stored: StoredSubmission, payloadHash: string | null): boolean {
  // Rows stored before payload hashes existed cannot be compared: they count as the same.
  return stored.payloadHash !== null && payloadHash !== null && stored.payloadHash !== payloadHash;
}

export type StoreEntry = { inquiry: InquiryRecord; mails: OutgoingMail[] };
/**
 * `created`: stored now. Otherwise the submission id was stored before (`id` is that inquiry),
 * and `conflict` tells whether it was with another payload.
 */
export type StoreResult = { id: string; created: boolean; conflict?: boolean };

/**
 * Stores inquiries with their mails, all in ONE transaction (group commit: one fsync for the
 * whole batch). A submission id seen before, also earlier in the same batch, returns the stored
 * inquiry's id instead (double click, retry after a lost answer); `created` tells the two apart.
 * Either every entry is stored or, when this throws, none is.
 */
export function storeInquiries(db: Database, entries: readonly StoreEntry[]): StoreResult[] {
  return transaction(db, () => {
    const insertInquiry = prepared(
      db,
      `INSERT INTO inquiries (id, submission_id, payload_hash, created_at, status, spam_reason,
         channel, first_name, last_name, email, phone, package, preferred_date, message, source,
         installment_info)
       VALUES ($id, $submissionId, $payloadHash, $createdAt, $status, $spamReason, $channel,
         $firstName, $lastName, $email, $phone, $package, $preferredDate, $message, $source,
         $installmentInfo)`,
    );
    const insertMail = prepared(
      db,
      `INSERT INTO outbox (inquiry_id, kind, message_id, recipient, reply_to, subject, text_body,
         html_body, next_attempt_at, created_at)
       VALUES ($inquiryId, $kind, $messageId, $recipient, $replyTo, $subject, $text, $html,
         $createdAt, $createdAt)`,
    );
    return entries.map(({ inquiry, mails }) => {
      if (inquiry.submissionId) {
        const existing = findSubmission(db, inquiry.submissionId);
        if (existing) {
          const conflict = isOtherPayload(existing, inquiry.payloadHash);
          return { id: existing.id, created: false, ...(conflict ? { conflict } : {}) };
        }
      }
      insertInquiry.run({ ...inquiry, installmentInfo: inquiry.installmentInfo ? 1 : 0 });
      for (const mail of mails) {
        insertMail.run({ ...mail, inquiryId: inquiry.id, createdAt: inquiry.createdAt });
      }
      return { id: inquiry.id, created: true };
    });
  });
}

export type MailSummary = {
  id: number;
  kind: MailKind;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
};

export type InquiryListing = InquiryRecord & { mails: MailSummary[] };

function withMails(db: Database, record: InquiryRecord): InquiryListing {
  const mails = db
    .prepare(
      `SELECT id, kind, status, attempts, last_error AS lastError, sent_at AS sentAt FROM outbox
       WHERE inquiry_id = ? ORDER BY id`,
    )
    .all(record.id) as MailSummary[];
  return { ...record, mails };
}

/** Newest first. */
export function listInquiries(db: Database, limit = 1_000_000): InquiryListing[] {
  return db
    .prepare(`SELECT ${inquiryColumns} FROM inquiries ORDER BY created_at DESC, id LIMIT ?`)
    .all(limit)
    .map((row) => withMails(db, toRecord(row)));
}

/** One inquiry by its id or an unambiguous prefix of it (ids are long to type). */
export function getInquiry(db: Database, idOrPrefix: string): InquiryListing | null {
  const rows = db
    .prepare(`SELECT ${inquiryColumns} FROM inquiries WHERE id LIKE ? ESCAPE '\\' LIMIT 2`)
    .all(idOrPrefix.replace(/[\\%_]/g, "\\$&") + "%");
  return rows.length === 1 ? withMails(db, toRecord(rows[0]!)) : null;
}

/** An inquiry whose mail to the studio has not been delivered: the studio never saw it. */
const undelivered = `EXISTS (SELECT 1 FROM outbox
  WHERE outbox.inquiry_id = inquiries.id AND outbox.kind = 'studio' AND outbox.status <> 'sent')`;

/**
 * Deletes inquiries (and, by cascade, their mails) created before `cutoff`, except those whose
 * studio mail was never delivered: deleting them would lose an inquiry nobody has read. Returns
 * the deleted ids (their `.eml` copies go too) and how many were kept for that reason.
 */
export function purgeInquiriesBefore(
  db: Database,
  cutoff: number,
): { ids: string[]; kept: number } {
  return transaction(db, () => {
    const ids = db
      .prepare(`DELETE FROM inquiries WHERE created_at < ? AND NOT ${undelivered} RETURNING id`)
      .all(cutoff)
      .map((row) => String(row.id));
    const kept = db
      .prepare(`SELECT COUNT(*) AS n FROM inquiries WHERE created_at < ? AND ${undelivered}`)
      .get(cutoff) as { n: number };
    return { ids, kept: Number(kept.n) };
  });
}

/** Deletes the `.eml` copies of these inquiries in `dir` (their names carry the id). */
export function deleteEmlCopies(dir: string, ids: readonly string[]): number {
  if (!ids.length || !existsSync(dir)) return 0;
  const wanted = new Set(ids);
  let deleted = 0;
  for (const name of readdirSync(dir)) {
    const id = /^.+?-([0-9a-f-]{36})-[a-z]+\.eml$/.exec(name)?.[1];
    if (id && wanted.has(id)) {
      unlinkSync(path.join(dir, name));
      deleted++;
    }
  }
  return deleted;
}
