/**
 * Renders the owner's reply to a visitor as the outbox stores it: under her name at the site's
 * sending address, with the studio as Reply-To, and the text and HTML of reply-mail.ts (the same
 * the reply sheet's preview shows). The subject was cleaned to one line before (replies.ts), and
 * nodemailer encodes it on top.
 */
import { randomUUID } from "node:crypto";
import { mailAddress, mailDomain } from "#app/inquiry/mail/mails.server.ts";
import type { QueuedMail } from "#app/inquiry/mail/outbox.server.ts";
import {
  replyMailHtml,
  replyMailText,
  replySender,
  type MailParty,
} from "#app/studio/replies/reply-mail.ts";
import type { Facts } from "#app/website/schema.ts";

export type ReplyMailSettings = { studioEmail: string; mailFrom: string };

type ReplyFacts = Pick<Facts, "studioName" | "founder">;

/** The From of a reply: her name, the address of MAIL_FROM. */
export const replyFrom = (settings: ReplyMailSettings, facts: ReplyFacts): MailParty =>
  replySender(facts, mailAddress(settings.mailFrom));

/** Where the visitor's answer goes: the studio's inbox, by the studio's name. */
export const replyTo = (settings: ReplyMailSettings, facts: ReplyFacts): MailParty => ({
  name: facts.studioName,
  address: settings.studioEmail,
});

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
  facts: ReplyFacts,
): QueuedMail {
  return {
    kind: "reply",
    // Unique per reply (an inquiry may get several); the inquiry's id says whose it is.
    messageId: `<${reply.inquiryId}.reply.${randomUUID()}@${mailDomain(settings.mailFrom)}>`,
    recipient: reply.recipient,
    fromName: replyFrom(settings, facts).name,
    // Her answer reaches the studio's inbox even when MAIL_FROM is a no-reply address.
    replyTo: JSON.stringify(replyTo(settings, facts)),
    subject: reply.subject,
    text: replyMailText(reply.body),
    html: replyMailHtml(reply.subject, reply.body),
    inReplyTo: reply.inReplyTo,
  };
}
