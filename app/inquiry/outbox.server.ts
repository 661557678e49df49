/**
 * The outbox's state machine: pending → sending → sent, or back to pending with a later due
 * time, or failed after the last attempt. Used by the mail worker and the operator CLI.
 */
import { prepared, type Database } from "../lib/db.server.ts";
import type { OutgoingMail } from "./store.server.ts";

/** A stored mail as the worker sends it. */
export type OutboxMail = OutgoingMail & {
  id: number;
  inquiryId: string;
  attempts: number;
  createdAt: number;
};

/** Takes the next due mail and counts the attempt, in one statement. */
export function claimDueMail(db: Database, now: number): OutboxMail | null {
  const row = prepared(
    db,
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1
       WHERE id = (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $now
                   ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING id, inquiry_id AS inquiryId, kind, message_id AS messageId, recipient,
         reply_to AS replyTo, subject, text_body AS text, html_body AS html, attempts,
         created_at AS createdAt`,
  ).get({ now });
  return (row as OutboxMail | undefined) ?? null;
}

export function markSent(db: Database, id: number, now: number) {
  prepared(
    db,
    "UPDATE outbox SET status = 'sent', sent_at = $now, last_error = NULL WHERE id = $id",
  ).run({ id, now });
}

export function markRetry(db: Database, id: number, dueAt: number, error: string) {
  db.prepare(
    "UPDATE outbox SET status = 'pending', next_attempt_at = $dueAt, last_error = $error WHERE id = $id",
  ).run({ id, dueAt, error });
}

export function markFailed(db: Database, id: number, error: string) {
  db.prepare("UPDATE outbox SET status = 'failed', last_error = $error WHERE id = $id").run({
    id,
    error,
  });
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
 * Queues mails again for immediate delivery with a fresh set of attempts: all mails of one
 * inquiry, or every failed mail. Sent mails are never queued again.
 */
export function requeue(db: Database, target: { inquiryId: string } | "failed", now: number) {
  const set = "SET status = 'pending', attempts = 0, next_attempt_at = $now";
  const result =
    target === "failed"
      ? db.prepare(`UPDATE outbox ${set} WHERE status = 'failed'`).run({ now })
      : db
          .prepare(
            `UPDATE outbox ${set} WHERE inquiry_id = $inquiryId AND status IN ('failed', 'pending')`,
          )
          .run({ now, inquiryId: target.inquiryId });
  return Number(result.changes);
}

export function outboxCounts(db: Database): Record<string, number> {
  const rows = db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all();
  const counts: Record<string, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[String(row.status)] = Number(row.n);
  return counts;
}
