import { describe, expect, it } from "vitest";
import { createMailTransport, requiresStartTls } from "#app/inquiry/mail/mail-transport.server.ts";
import type { OutboxMail } from "#app/inquiry/mail/outbox.server.ts";
import { forSuite, startSmtp, testDir } from "#tests/support/app.ts";

/**
 * smtp:// to another machine must upgrade with STARTTLS: a server that does not offer it (or
 * someone in the path who strips the offer) gets no password and no inquiry in cleartext, unless
 * SMTP_ALLOW_PLAINTEXT says so. The sink offers no STARTTLS; 0.0.0.0 reaches it on loopback on
 * Linux without being a loopback name, so it stands for a remote host here.
 */
const mail: OutboxMail = {
  id: 1,
  inquiryId: "inquiry-1",
  kind: "studio",
  messageId: "<tls-test@atelier.example>",
  recipient: "studio@atelier.example",
  replyTo: null,
  subject: "Test",
  text: "Hallo",
  html: "<p>Hallo</p>",
  attempts: 0,
  createdAt: Date.now(),
};

describe("STARTTLS for smtp://", () => {
  const suite = forSuite(async () => ({ smtp: await startSmtp(), dir: testDir("smtp-tls") }));

  it("is required for remote hosts only, and only without the opt-out", () => {
    expect(requiresStartTls("smtp://mail.example.net:587")).toBe(true);
    expect(requiresStartTls("smtp://user:pw@203.0.113.5:25")).toBe(true);
    expect(requiresStartTls("smtp://mail.example.net:587", true)).toBe(false);
    expect(requiresStartTls("smtps://mail.example.net:465")).toBe(false);
    for (const local of ["127.0.0.1", "localhost", "[::1]"]) {
      expect(requiresStartTls(`smtp://${local}:25`)).toBe(false);
    }
  });

  it("refuses to send to a server without STARTTLS, and sends with SMTP_ALLOW_PLAINTEXT", async () => {
    const remote = `smtp://0.0.0.0:${suite.smtp.port}`;
    const strict = createMailTransport({
      smtpUrl: remote,
      outboxDir: suite.dir,
      from: "w@atelier.example",
    });
    try {
      await expect(strict.send(mail)).rejects.toThrow(/STARTTLS/i);
    } finally {
      strict.close();
    }
    expect(suite.smtp.received).toHaveLength(0);

    const lax = createMailTransport({
      smtpUrl: remote,
      allowPlaintext: true,
      outboxDir: suite.dir,
      from: "w@atelier.example",
    });
    try {
      await lax.send(mail);
    } finally {
      lax.close();
    }
    expect(suite.smtp.received).toHaveLength(1);
  });
});
