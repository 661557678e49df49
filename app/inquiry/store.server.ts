/**
 * Inquiries and their outgoing mails in SQLite. An inquiry and its mails are written in one
 * transaction: once `storeInquiries` returns, both are durable, and the visitor may be told so.
 * Used by the server and the operator CLI (plain Node: relative `.ts` imports only).
 */
import { prepared, transaction, type Database } from "../lib/db.server.ts";

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

type Row = Record<string, string | number | null>;

function toRecord(row: Row): InquiryRecord {
  return {
    id: String(row.id),
    submissionId: row.submission_id === null ? null : String(row.submission_id),
    createdAt: Number(row.created_at),
    status: row.status as InquiryStatus,
    spamReason: row.spam_reason === null ? null : String(row.spam_reason),
    channel: String(row.channel),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    package: String(row.package),
    preferredDate: row.preferred_date === null ? null : String(row.preferred_date),
    message: String(row.message),
    source: String(row.source),
    installmentInfo: row.installment_info === 1,
  };
}

export function findIdBySubmission(db: Database, submissionId: string): string | null {
  const row = prepared(db, "SELECT id FROM inquiries WHERE submission_id = ?").get(submissionId) as
    { id: string } | undefined;
  return row?.id ?? null;
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
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertMail = prepared(
      db,
      `INSERT INTO outbox (inquiry_id, kind, message_id, recipient, reply_to, subject, text_body,
         html_body, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    return entries.map(({ inquiry, mails }) => {
      if (inquiry.submissionId) {
        const existing = findIdBySubmission(db, inquiry.submissionId);
        if (existing) return { id: existing, created: false };
      }
      insertInquiry.run(
        inquiry.id,
        inquiry.submissionId,
        inquiry.createdAt,
        inquiry.status,
        inquiry.spamReason,
        inquiry.channel,
        inquiry.firstName,
        inquiry.lastName,
        inquiry.email,
        inquiry.phone,
        inquiry.package,
        inquiry.preferredDate,
        inquiry.message,
        inquiry.source,
        inquiry.installmentInfo ? 1 : 0,
      );
      for (const mail of mails) {
        insertMail.run(
          inquiry.id,
          mail.kind,
          mail.messageId,
          mail.recipient,
          mail.replyTo,
          mail.subject,
          mail.text,
          mail.html,
          inquiry.createdAt,
          inquiry.createdAt,
        );
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

function mailsOf(db: Database, inquiryId: string): MailSummary[] {
  const rows = db
    .prepare(
      `SELECT id, kind, status, attempts, last_error, sent_at FROM outbox
       WHERE inquiry_id = ? ORDER BY id`,
    )
    .all(inquiryId) as Row[];
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as MailKind,
    status: String(row.status),
    attempts: Number(row.attempts),
    lastError: row.last_error === null ? null : String(row.last_error),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  }));
}

/** Newest first. */
export function listInquiries(db: Database, limit = 1_000_000): InquiryListing[] {
  const rows = db
    .prepare("SELECT * FROM inquiries ORDER BY created_at DESC, id LIMIT ?")
    .all(limit) as Row[];
  return rows.map((row) => {
    const record = toRecord(row);
    return { ...record, mails: mailsOf(db, record.id) };
  });
}

/** One inquiry by its id or an unambiguous prefix of it (ids are long to type). */
export function getInquiry(db: Database, idOrPrefix: string): InquiryListing | null {
  const rows = db
    .prepare("SELECT * FROM inquiries WHERE id LIKE ? ESCAPE '\\' LIMIT 2")
    .all(idOrPrefix.replace(/[\\%_]/g, "\\$&") + "%") as Row[];
  if (rows.length !== 1) return null;
  const record = toRecord(rows[0]!);
  return { ...record, mails: mailsOf(db, record.id) };
}

/** Deletes inquiries (and, by cascade, their mails) created before `cutoff`; returns the count. */
export function purgeInquiriesBefore(db: Database, cutoff: number): number {
  return Number(db.prepare("DELETE FROM inquiries WHERE created_at < ?").run(cutoff).changes);
}
