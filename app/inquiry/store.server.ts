/**
 * Inquiries and their outgoing mails in SQLite. An inquiry and its mails are written in one
 * transaction: once `storeInquiries` returns, both are durable, and the visitor may be told so.
 * Used by the server and the operator CLI (plain Node: relative `.ts` imports only).
 */
import { prepared, transaction, type Database, type Row } from "../lib/db.server.ts";

export type InquiryStatus = "received" | "spam";
export type MailKind = "studio" | "confirmation";

export type InquiryRecord = {
  id: string;
  submissionId: string | null;
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
const inquiryColumns = `id, submission_id AS submissionId, created_at AS createdAt, status,
  spam_reason AS spamReason, channel, first_name AS firstName, last_name AS lastName, email,
  phone, package, preferred_date AS preferredDate, message, source,
  installment_info AS installmentInfo`;

const toRecord = (row: Row) =>
  ({ ...row, installmentInfo: row.installmentInfo === 1 }) as InquiryRecord;

export function findIdBySubmission(db: Database, submissionId: string): string | null {
  const row = prepared(db, "SELECT id FROM inquiries WHERE submission_id = ?").get(submissionId);
  return row ? String(row.id) : null;
}

export type StoreEntry = { inquiry: InquiryRecord; mails: OutgoingMail[] };
export type StoreResult = { id: string; created: boolean };

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
      `INSERT INTO inquiries (id, submission_id, created_at, status, spam_reason, channel,
         first_name, last_name, email, phone, package, preferred_date, message, source,
         installment_info)
       VALUES ($id, $submissionId, $createdAt, $status, $spamReason, $channel, $firstName,
         $lastName, $email, $phone, $package, $preferredDate, $message, $source,
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
        const existing = findIdBySubmission(db, inquiry.submissionId);
        if (existing) return { id: existing, created: false };
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

/** Deletes inquiries (and, by cascade, their mails) created before `cutoff`; returns the count. */
export function purgeInquiriesBefore(db: Database, cutoff: number): number {
  return Number(db.prepare("DELETE FROM inquiries WHERE created_at < ?").run(cutoff).changes);
}
