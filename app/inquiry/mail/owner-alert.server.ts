/**
 * An alert mail to the owner (a failed backup, a gallery locked after wrong PINs): the text in
 * paragraphs, the same as HTML, to the studio's address, queued in the outbox like every mail.
 */
import { randomUUID } from "node:crypto";
import { mailDomain } from "#app/inquiry/mail/mails.server.ts";
import { enqueueMail, type QueuedMail } from "#app/inquiry/mail/outbox.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { escapeHtml } from "#app/lib/html.ts";

/** The studio's address, the sender and the studio's name, and the site's origin for its link. */
export type OwnerAlertMail = {
  studioEmail: string;
  mailFrom: string;
  studioName: () => string;
  siteOrigin: string;
};

/** Queues the alert; the caller wakes the mail worker. `topic` names the Message-ID's kind. */
export function enqueueOwnerAlert(
  db: Database,
  mail: OwnerAlertMail,
  alert: { kind: QueuedMail["kind"]; topic: string; subject: string; text: string },
  now: number,
): number {
  const { subject, text } = alert;
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${text
    .trim()
    .split("\n\n")
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join("")}</body></html>`;
  return enqueueMail(
    db,
    {
      kind: alert.kind,
      inquiryId: null,
      messageId: `<${alert.topic}.${randomUUID()}@${mailDomain(mail.mailFrom)}>`,
      recipient: mail.studioEmail,
      replyTo: null,
      subject,
      text,
      html,
    },
    now,
  );
}
