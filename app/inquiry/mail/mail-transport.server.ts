/**
 * Where mails go: an SMTP server (`SMTP_URL`), or, the embedded default, `.eml` files in
 * `OUTBOX_DIR` that any mail program opens. `send` resolves only once the mail was accepted.
 */
import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { isLoopbackHost } from "#app/lib/env.server.ts";
import { mailAddress } from "#app/inquiry/mail/mails.server.ts";
import type { OutboxMail } from "#app/inquiry/mail/outbox.server.ts";

export type MailTransport = {
  kind: "smtp" | "eml";
  send(mail: OutboxMail): Promise<void>;
  close(): void;
};

/**
 * Marks automatic mails, so out-of-office replies do not answer them (RFC 3834): the visitor's
 * confirmation answers her inquiry, a sign-in link is generated on request.
 */
const autoSubmitted: Partial<Record<OutboxMail["kind"], string>> = {
  confirmation: "auto-replied",
  sign_in_link: "auto-generated",
  backup_alert: "auto-generated",
  gallery_alert: "auto-generated",
};

/**
 * The `.eml` file of a mail: one name per mail, so writing it again after a crash replaces it.
 * Inquiry mails are named after their inquiry; others after their outbox id.
 */
export function emlFileName(mail: Pick<OutboxMail, "id" | "inquiryId" | "kind" | "createdAt">) {
  const stamp = new Date(mail.createdAt).toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${mail.inquiryId ?? `mail${mail.id}`}-${mail.kind}.eml`;
}

function toNodemailerMessage(mail: OutboxMail, from: string) {
  const replyTo = mail.replyTo
    ? (JSON.parse(mail.replyTo) as { name: string; address: string })
    : undefined;
  return {
    // A mail with its own display name (a studio reply, under the owner's name) keeps MAIL_FROM's
    // address: only the site's domain may send, and its SPF/DKIM stay valid.
    from: mail.fromName ? { name: mail.fromName, address: mailAddress(from) } : from,
    to: mail.recipient,
    replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    // A reply threads under the mail it answers; References holds just that one: the studio's
    // replies all answer the confirmation, the start of the visitor's conversation.
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
    date: new Date(mail.createdAt),
    headers: autoSubmitted[mail.kind] ? { "Auto-Submitted": autoSubmitted[mail.kind] } : undefined,
  };
}

/**
 * Whether a connection to `smtpUrl` must upgrade with STARTTLS before it logs in or sends:
 * smtp:// to another machine, unless SMTP_ALLOW_PLAINTEXT says cleartext is acceptable. Without
 * it nodemailer upgrades only when the server offers STARTTLS, so a server (or someone in the
 * path) that leaves the offer out would get the password and the inquiries in cleartext.
 * smtps:// is TLS from the first byte; a loopback relay never leaves the machine.
 */
export function requiresStartTls(smtpUrl: string, allowPlaintext = false): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === "smtp:" && !isLoopbackHost(url.hostname) && !allowPlaintext;
}

export function createMailTransport(options: {
  smtpUrl?: string;
  /** SMTP_ALLOW_PLAINTEXT: let smtp:// to a remote host go without STARTTLS. */
  allowPlaintext?: boolean;
  outboxDir: string;
  from: string;
  /** Upper bound for each wait on the SMTP server (connect, greeting, every reply). */
  timeoutMs?: number;
}): MailTransport {
  const timeoutMs = options.timeoutMs ?? 60_000;
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      requireTLS: requiresStartTls(options.smtpUrl, options.allowPlaintext),
      // One kept-open connection: greeting, EHLO and (with a real provider) TLS and login once
      // per batch instead of once per mail. Mail servers delay their greeting on purpose (spam
      // defence; smtp-server waits 100 ms), which alone capped delivery near 9 mails a second.
      pool: true,
      maxConnections: 1,
      maxMessages: 500,
      connectionTimeout: Math.min(15_000, timeoutMs),
      greetingTimeout: Math.min(15_000, timeoutMs),
      socketTimeout: timeoutMs,
    });
    return {
      kind: "smtp",
      async send(mail) {
        await smtp.sendMail(toNodemailerMessage(mail, options.from));
      },
      close: () => smtp.close(),
    };
  }

  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let outboxReady = false;
  return {
    kind: "eml",
    async send(mail) {
      const info = await writer.sendMail(toNodemailerMessage(mail, options.from));
      if (!outboxReady) {
        // Inquiries in plain text: the owner's only (0700, files 0600), whatever the umask.
        mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
        chmodSync(options.outboxDir, 0o700);
        outboxReady = true;
      }
      const file = path.join(options.outboxDir, emlFileName(mail));
      writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
    },
    close() {},
  };
}
