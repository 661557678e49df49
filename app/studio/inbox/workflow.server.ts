/**
 * Moving an inquiry along: its stage (Neu → Beantwortet → Gebucht or Abgelehnt), "Als Spam
 * markieren", and "Kein Spam" for an inquiry the spam checks caught wrongly, which then gets the
 * two mails it never got.
 */
import type { Inquiry } from "#app/inquiry/schema.ts";
import type { OutgoingMail } from "#app/inquiry/store/store.server.ts";
import { prepared, transaction } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import { recordEvent, type InboxDeps } from "#app/studio/inbox/inbox.server.ts";

/**
 * A package's price in integer euros in the live release, null for a package it no longer has
 * (or "Noch unsicher"). A booking records it: the overview's booked value is what packages cost
 * when they were booked, not what they cost today.
 */
export type PackagePrice = (packageId: string) => number | null;

export type WorkflowDeps = InboxDeps & {
  packagePrice?: PackagePrice;
  /** The inquiry's studio mail and confirmation, as the public form's use case renders them. */
  renderMails: (inquiry: Inquiry, meta: { id: string; createdAt: number }) => OutgoingMail[];
  wakeMailWorker: () => void;
  log: Log;
};

export type StageResult =
  { ok: true; changed: boolean } | { ok: false; reason: "not_found" | "spam" };

/**
 * Sets an inquiry's stage and records the change in its history. Spam has no stage to change:
 * it is moved to the inbox with `markNotSpam` first. "Gebucht" also records the package's price
 * at that moment (null when it has none, or without `packagePrice`, as in some tests).
 */
export function changeStage(
  deps: Pick<InboxDeps, "db" | "clock"> & Pick<WorkflowDeps, "packagePrice">,
  inquiryId: string,
  to: Stage,
): StageResult {
  return transaction(deps.db, () => {
    const row = prepared(
      deps.db,
      "SELECT stage, status, package AS packageId FROM inquiries WHERE id = ?",
    ).get(inquiryId) as { stage: Stage; status: string; packageId: string } | undefined;
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (row.status === "spam") return { ok: false, reason: "spam" } as const;
    if (row.stage === to) return { ok: true, changed: false } as const;
    prepared(deps.db, "UPDATE inquiries SET stage = ? WHERE id = ?").run(to, inquiryId);
    const price = to === "booked" ? { price: deps.packagePrice?.(row.packageId) ?? null } : {};
    recordEvent(deps.db, inquiryId, deps.clock(), "stage_changed", {
      from: row.stage,
      to,
      ...price,
    });
    return { ok: true, changed: true } as const;
  });
}

export type SpamResult =
  { ok: true; changed: boolean } | { ok: false; reason: "not_found" | "booked" };

/**
 * "Als Spam markieren": the inquiry leaves the inbox for the spam, with a line in its history.
 * "Kein Spam" (markNotSpam) brings it back; mails it already got are not sent again. A booked
 * inquiry is refused: in the spam its day would silently become free in the public calendar.
 */
export function markSpam(deps: Pick<InboxDeps, "db" | "clock">, inquiryId: string): SpamResult {
  return transaction(deps.db, () => {
    const row = prepared(deps.db, "SELECT status, stage FROM inquiries WHERE id = ?").get(
      inquiryId,
    ) as { status: string; stage: string } | undefined;
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (row.status === "spam") return { ok: true, changed: false } as const;
    if (row.stage === "booked") return { ok: false, reason: "booked" } as const;
    prepared(deps.db, "UPDATE inquiries SET status = 'spam' WHERE id = ?").run(inquiryId);
    recordEvent(deps.db, inquiryId, deps.clock(), "marked_spam");
    return { ok: true, changed: true } as const;
  });
}

export type NotSpamResult =
  { ok: true; queued: number } | { ok: false; reason: "not_found" | "not_spam" };

/**
 * "Kein Spam": the inquiry joins the inbox (as Neu), and the studio mail and the confirmation
 * are queued, each only if it never went (an inquiry has at most one of each: the outbox's
 * unique index). The same guarantees as an inquiry's own mails: same transaction, same worker.
 */
export function markNotSpam(deps: WorkflowDeps, inquiryId: string): NotSpamResult {
  const result = transaction(deps.db, (): NotSpamResult => {
    const row = prepared(
      deps.db,
      `SELECT created_at AS createdAt, status, first_name AS firstName, last_name AS lastName,
         email, phone, package, preferred_date AS preferredDate, message, source,
         installment_info AS installmentInfo
       FROM inquiries WHERE id = ?`,
    ).get(inquiryId) as
      | (Omit<Inquiry, "installmentInfo"> & {
          createdAt: number;
          status: string;
          installmentInfo: number;
        })
      | undefined;
    if (!row) return { ok: false, reason: "not_found" };
    if (row.status !== "spam") return { ok: false, reason: "not_spam" };
    const { createdAt, status: _status, ...fields } = row;
    const inquiry = {
      ...fields,
      phone: fields.phone ?? undefined,
      preferredDate: fields.preferredDate ?? undefined,
      installmentInfo: fields.installmentInfo === 1,
    } as Inquiry;
    const now = deps.clock();
    prepared(deps.db, "UPDATE inquiries SET status = 'received', stage = 'new' WHERE id = ?").run(
      inquiryId,
    );
    const insert = prepared(
      deps.db,
      `INSERT OR IGNORE INTO outbox (inquiry_id, kind, message_id, recipient, reply_to, subject,
         text_body, html_body, next_attempt_at, created_at)
       VALUES ($inquiryId, $kind, $messageId, $recipient, $replyTo, $subject, $text, $html,
         $now, $now)`,
    );
    let queued = 0;
    for (const mail of deps.renderMails(inquiry, { id: inquiryId, createdAt })) {
      queued += Number(insert.run({ ...mail, inquiryId, now }).changes);
    }
    recordEvent(deps.db, inquiryId, now, "not_spam", { queued });
    return { ok: true, queued };
  });
  if (result.ok) {
    if (result.queued > 0) deps.wakeMailWorker();
    deps.log("info", "studio.not_spam", { queued: result.queued });
  }
  return result;
}
