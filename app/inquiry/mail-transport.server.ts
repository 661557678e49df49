/**
 * Where mails go: an SMTP server (`SMTP_URL`), or, the embedded default, `.eml` files in
 * `OUTBOX_DIR` that any mail program opens. `send` resolves only once the mail was accepted.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMail } from "./outbox.server";

export type MailTransport = {
  kind: "smtp" | "eml";
  send(mail: OutboxMail): Promise<void>;
  close(): void;
};

function toNodemailerMessage(mail: OutboxMail, from: string) {
  const replyTo = mail.replyTo
    ? (JSON.parse(mail.replyTo) as { name: string; address: string })
    : undefined;
  return {
    from,
    to: mail.recipient,
    replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: new Date(mail.createdAt),
    // Marks the confirmation as automatic, so out-of-office replies do not answer it.
    headers: mail.kind === "confirmation" ? { "Auto-Submitted": "auto-replied" } : undefined,
  };
}

export function createMailTransport(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** Upper bound for each wait on the SMTP server (connect, greeting, every reply). */
  timeoutMs?: number;
}): MailTransport {
  const timeoutMs = options.timeoutMs ?? 60_000;
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
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
  return {
    kind: "eml",
    async send(mail) {
      const info = await writer.sendMail(toNodemailerMessage(mail, options.from));
      mkdirSync(options.outboxDir, { recursive: true });
      // One file name per mail: writing it again after a crash replaces, never duplicates.
      const stamp = new Date(mail.createdAt).toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${mail.inquiryId}-${mail.kind}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
    close() {},
  };
}
