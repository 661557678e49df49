/**
 * Renders the owner's reply to a visitor: her text as written (line breaks kept), as plain text
 * and as HTML in the style of the inquiry's confirmation, every character of it escaped. The
 * subject was cleaned to one line before (replies.ts), and nodemailer encodes it on top.
 */
import { randomUUID } from "node:crypto";
import { mailDomain } from "#app/inquiry/mail/mails.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import type { QueuedMail } from "#app/inquiry/mail/outbox.server.ts";
import type { Facts } from "#app/website/schema.ts";

export type ReplyMailSettings = { studioEmail: string; mailFrom: string };

/** Blank lines separate paragraphs; a single line break stays a line break. */
function htmlParagraphs(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");
}

export function renderReplyMail(
  reply: {
    inquiryId: string;
    recipient: string;
    subject: string;
    body: string;
    /** The Message-ID of the mail this answers (the confirmation), or null when there is none. */
    inReplyTo: string | null;
  },
  settings: ReplyMailSettings,
  facts: Pick<Facts, "studioName">,
): QueuedMail {
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(reply.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f2eb;color:#2b2320;font-family:Georgia,serif">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;font-size:16px;line-height:1.6">
${htmlParagraphs(reply.body)}
</div></body></html>
`;
  return {
    kind: "reply",
    // Unique per reply (an inquiry may get several); the inquiry's id says whose it is.
    messageId: `<${reply.inquiryId}.reply.${randomUUID()}@${mailDomain(settings.mailFrom)}>`,
    recipient: reply.recipient,
    // Her answer reaches the studio's inbox even when MAIL_FROM is a no-reply address.
    replyTo: JSON.stringify({ name: facts.studioName, address: settings.studioEmail }),
    subject: reply.subject,
    text: `${reply.body}\n`,
    html,
    inReplyTo: reply.inReplyTo,
  };
}
