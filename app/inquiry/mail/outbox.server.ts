/**
 * The outbox's state machine: pending → sending → sent, or back to pending with a later due
 * time, or failed after the last attempt. Used by the mail worker and the operator CLI. It holds
 * every mail the app sends: an inquiry's two (stored with the inquiry, store.server.ts) and the
 * mails other features queue with `enqueueMail` (the studio's sign-in links); the worker treats
 * them all alike.
 *
 * A mail in 'sending' is leased: `claimed_by` names the worker, `lease_until` says until when.
 * Claiming is one `UPDATE … RETURNING`, so two server processes on one database never take the
 * same mail; a lease is only taken over once it has expired (its worker died, or lost its
 * bookkeeping), so a mail stuck in 'sending' is recovered while the server runs, not at restart.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";
import type { MailKind, OutgoingMail } from "#app/inquiry/store/store.server.ts";

/**
 * Every kind of mail: an inquiry's two, the studio's replies, its sign-in links and the alerts
 * about the backups (app/studio/backup/) and a gallery locked by wrong PINs (app/galleries/client/).
 */
export type OutboxKind = MailKind | "reply" | "sign_in_link" | "backup_alert" | "gallery_alert";

/**
 * A rendered mail of any kind, ready to be queued. `inReplyTo`: the Message-ID the mail answers
 * (a studio reply answers the visitor's confirmation), sent as In-Reply-To and References.
 */
export type QueuedMail = Omit<OutgoingMail, "kind"> & {
  kind: OutboxKind;
  inReplyTo?: string | null;
  /**
   * The From display name of this mail (a studio reply goes out under the owner's name); the
   * address is always MAIL_FROM's. Null: MAIL_FROM as it is.
   */
  fromName?: string | null;
};

/** A stored mail as the worker sends it; `inquiryId` is null for mails of no inquiry. */
export type OutboxMail = QueuedMail & {
  id: number;
  inquiryId: string | null;
  attempts: number;
  createdAt: number;
};

/**
 * Queues one mail for immediate delivery and returns its id. The caller wakes the mail worker
 * (after its own transaction, if it runs in one). `idempotencyKey`, when given, is unique across
 * the outbox: queuing a second mail under the same key throws (the caller looks it up first).
 */
export function enqueueMail(
  db: Database,
  mail: QueuedMail & { inquiryId: string | null; idempotencyKey?: string | null },
  now: number,
): number {
  const row = prepared(
    db,
    `INSERT INTO outbox (inquiry_id, kind, message_id, recipient, reply_to, subject, text_body,
       html_body, in_reply_to, from_name, idempotency_key, next_attempt_at, created_at)
     VALUES ($inquiryId, $kind, $messageId, $recipient, $replyTo, $subject, $text, $html,
       $inReplyTo, $fromName, $idempotencyKey, $now, $now)
     RETURNING id`,
  ).get({
    inquiryId: mail.inquiryId,
    kind: mail.kind,
    messageId: mail.messageId,
    recipient: mail.recipient,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    inReplyTo: mail.inReplyTo ?? null,
    fromName: mail.fromName ?? null,
    idempotencyKey: mail.idempotencyKey ?? null,
    now,
  }) as { id: number };
  return row.id;
}

/** The mail queued under an idempotency key, if any, with the inquiry it belongs to. */
export function findByIdempotencyKey(
  db: Database,
  key: string,
): { id: number; inquiryId: string | null } | null {
  const row = prepared(
    db,
    "SELECT id, inquiry_id AS inquiryId FROM outbox WHERE idempotency_key = ?",
  ).get(key) as { id: number; inquiryId: string | null } | undefined;
  return row ?? null;
}

/**
 * Takes the next due mail (pending and due, or 'sending' under an expired lease), leases it to
 * `worker` until `leaseUntil` and counts the attempt, in one statement.
 */
export function claimDueMail(
  db: Database,
  lease: { worker: string; now: number; leaseUntil: number },
): OutboxMail | null {
  const row = prepared(
    db,
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
         claimed_by = $worker, lease_until = $leaseUntil
       WHERE id = COALESCE(
         (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $now
            ORDER BY next_attempt_at, id LIMIT 1),
         (SELECT id FROM outbox WHERE status = 'sending' AND COALESCE(lease_until, 0) < $now
            ORDER BY id LIMIT 1))
       RETURNING id, inquiry_id AS inquiryId, kind, message_id AS messageId, recipient,
         reply_to AS replyTo, subject, text_body AS text, html_body AS html,
         in_reply_to AS inReplyTo, from_name AS fromName, attempts, created_at AS createdAt`,
  ).get(lease);
  return (row as OutboxMail | undefined) ?? null;
}

/** Extends the worker's leases on the mails it still holds (those `ids` in 'sending'). */
export function renewLeases(db: Database, worker: string, ids: number[], leaseUntil: number) {
  const update = prepared(
    db,
    `UPDATE outbox SET lease_until = $leaseUntil
       WHERE id = $id AND status = 'sending' AND claimed_by = $worker`,
  );
  for (const id of ids) update.run({ id, worker, leaseUntil });
}

const release = "claimed_by = NULL, lease_until = NULL";

/**
 * A sent sign-in link keeps no body: the link is a credential until it expires, and a backup
 * taken in those minutes must not hold it. Other mails keep theirs (the studio shows replies).
 */
export function markSent(db: Database, id: number, now: number) {
  prepared(
    db,
    `UPDATE outbox SET status = 'sent', sent_at = $now, last_error = NULL, ${release},
       text_body = iif(kind = 'sign_in_link', '', text_body),
       html_body = iif(kind = 'sign_in_link', '', html_body)
     WHERE id = $id`,
  ).run({ id, now });
}

export function markRetry(db: Database, id: number, dueAt: number, error: string) {
  prepared(
    db,
    `UPDATE outbox SET status = 'pending', next_attempt_at = $dueAt, last_error = $error, ${release}
       WHERE id = $id`,
  ).run({ id, dueAt, error });
}

export function markFailed(db: Database, id: number, error: string) {
  prepared(
    db,
    `UPDATE outbox SET status = 'failed', last_error = $error, ${release} WHERE id = $id`,
  ).run({ id, error });
}

/**
 * After a crash, a mail left in 'sending' may or may not have reached the SMTP server. It is
 * sent again (at least once beats at most once for an inquiry); docs/decisions/0005 explains.
 * Only leases whose holder is known to be gone are released here, at start-up: those without a
 * holder (written before leases existed) and those of a process on this host that no longer runs
 * (`isGone`). A live process's mail is left alone; any other waits for its lease to expire.
 */
export function resumeInterrupted(db: Database, isGone: (worker: string) => boolean): number {
  const held = prepared(
    db,
    "SELECT id, claimed_by AS worker FROM outbox WHERE status = 'sending'",
  ).all() as { id: number; worker: string | null }[];
  const resume = prepared(
    db,
    `UPDATE outbox SET status = 'pending', ${release} WHERE id = $id AND status = 'sending'`,
  );
  let resumed = 0;
  for (const { id, worker } of held) {
    if (worker === null || isGone(worker)) resumed += Number(resume.run({ id }).changes);
  }
  return resumed;
}

/**
 * Queues mails again for immediate delivery with a fresh set of attempts: all mails of one
 * inquiry, or every failed mail. Sent mails are never queued again.
 */
export function requeue(db: Database, target: { inquiryId: string } | "failed", now: number) {
  const set = `SET status = 'pending', attempts = 0, next_attempt_at = $now, ${release}`;
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

/**
 * Mails that a monitor must hear about: failed ones, and stuck ones, pending for longer than
 * `stuckMs` past their due time (no worker is delivering) or in 'sending' under a lease expired
 * that long ago (its worker is gone and nobody took it over).
 */
export function outboxTrouble(db: Database, now: number, stuckMs: number) {
  const row = prepared(
    db,
    `SELECT
       (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS failed,
       (SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND next_attempt_at < $before)
       + (SELECT COUNT(*) FROM outbox WHERE status = 'sending' AND COALESCE(lease_until, 0) < $before)
         AS stuck`,
  ).get({ before: now - stuckMs }) as { failed: number; stuck: number };
  return { failed: Number(row.failed), stuck: Number(row.stuck) };
}
