/**
 * The outbox's state machine: pending → sending → sent, or back to pending with a later due
 * time, or failed after the last attempt. Used by the mail worker and the operator CLI.
 */
import { prepared, withRelaxedSync, type Database } from "../lib/db.server.ts";
import type { MailKind } from "./store.server.ts";

export type OutboxMail = {
  id: number;
  inquiryId: string;
  kind: MailKind;
  messageId: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  createdAt: number;
};

type Row = Record<string, string | number | null>;

/** Takes the next due mail and counts the attempt, in one statement. */
export function claimDueMail(db: Database, now: number): OutboxMail | null {
  const row = withRelaxedSync(
    db,
    () =>
      prepared(
        db,
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1
           WHERE id = (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
                       ORDER BY next_attempt_at, id LIMIT 1)
           RETURNING *`,
      ).get(now) as Row | undefined,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    inquiryId: String(row.inquiry_id),
    kind: row.kind as MailKind,
    messageId: String(row.message_id),
    recipient: String(row.recipient),
    replyTo: row.reply_to === null ? null : String(row.reply_to),
    subject: String(row.subject),
    text: String(row.text_body),
    html: String(row.html_body),
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
  };
}

export function markSent(db: Database, id: number, now: number) {
  withRelaxedSync(db, () =>
    prepared(
      db,
      "UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?",
    ).run(now, id),
  );
}

export function markRetry(db: Database, id: number, dueAt: number, error: string) {
  withRelaxedSync(db, () =>
    db
      .prepare(
        "UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ?",
      )
      .run(dueAt, error, id),
  );
}

export function markFailed(db: Database, id: number, error: string) {
  db.prepare("UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?").run(error, id);
}

/**
 * After a crash, a mail left in 'sending' may or may not have reached the SMTP server. It is
 * sent again (at least once beats at most once for an inquiry); docs/decisions/0005 explains.
 */
export function resumeInterrupted(db: Database): number {
  return Number(
    db.prepare("UPDATE outbox SET status = 'pending' WHERE status = 'sending'").run().changes,
  );
}

/**
 * Queues mails again for immediate delivery with a fresh set of attempts: one mail by id, or
 * all mails of one inquiry, or every failed mail. Sent mails are never queued again.
 */
export function requeue(
  db: Database,
  target: { mailId: number } | { inquiryId: string } | "failed",
  now: number,
): number {
  const set = "SET status = 'pending', attempts = 0, next_attempt_at = ?";
  const statement =
    target === "failed"
      ? db.prepare(`UPDATE outbox ${set} WHERE status = 'failed'`)
      : "mailId" in target
        ? db.prepare(`UPDATE outbox ${set} WHERE id = ? AND status IN ('failed', 'pending')`)
        : db.prepare(
            `UPDATE outbox ${set} WHERE inquiry_id = ? AND status IN ('failed', 'pending')`,
          );
  const result =
    target === "failed"
      ? statement.run(now)
      : statement.run(now, "mailId" in target ? target.mailId : target.inquiryId);
  return Number(result.changes);
}

export function outboxCounts(db: Database): Record<string, number> {
  const rows = db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all() as {
    status: string;
    n: number;
  }[];
  const counts: Record<string, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
