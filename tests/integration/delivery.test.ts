import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deadPort,
  formSession,
  rows,
  submit,
  validInquiry,
  waitFor,
  type App,
  type Smtp,
} from "#tests/integration/harness.ts";
import { startApp, startSmtp, testDir } from "#tests/support/app.ts";

async function send(target: App, payload: unknown = validInquiry) {
  const token = await formSession(target);
  return submit(target, payload, { token, submissionId: crypto.randomUUID() });
}

const mailTo = (server: Smtp, address: string) =>
  server.mails.filter((mail) => mail.to && "text" in mail.to && mail.to.text.includes(address));

function outboxOf(target: App, id: string) {
  return rows<{ kind: string; status: string; attempts: number; last_error: string | null }>(
    target,
    "SELECT kind, status, attempts, last_error FROM outbox WHERE inquiry_id = ? ORDER BY kind",
    id,
  );
}

describe("the two mails", () => {
  it("reach the studio (every field, Reply-To the visitor) and the visitor (fixed text)", async () => {
    const target = await startApp({ smtp: true });
    const server = target.smtp;
    const payload = {
      ...validInquiry,
      firstName: "Jörg-Änne",
      lastName: "Weiß <script>",
      email: "joerg.aenne@example.com",
      preferredDate: "24.12.2099",
      package: "signature",
      source: "recommendation",
      message: 'Grüße & <b>fett</b> "Zitat"\nzweite Zeile: http://spam.example',
    };
    const response = await send(target, payload);
    expect(response.status).toBe(200);
    await waitFor(() => server.mails.length === 2, { what: "both mails" });

    const [studio] = mailTo(server, "studio@example.com");
    expect(studio).toBeDefined();
    expect(studio!.subject).toBe(
      "Neue Anfrage: Jörg-Änne Weiß <script> · Intime Signature · Wunschtermin 24.12.2099",
    );
    expect(studio!.from?.text).toBe('"Atelier Website" <website@atelier.example>');
    expect(studio!.replyTo?.value).toEqual([
      { name: "Jörg-Änne Weiß <script>", address: "joerg.aenne@example.com" },
    ]);
    expect(studio!.messageId).toBe(`<${response.body.id}.studio@atelier.example>`);
    const text = studio!.text!;
    for (const line of [
      "Jörg-Änne Weiß <script>",
      "joerg.aenne@example.com",
      "+49 241 123456",
      "Intime Signature (790",
      "24.12.2099",
      "Empfehlung",
      "Infos zur Ratenzahlung:",
      "Ja, bitte",
      'Grüße & <b>fett</b> "Zitat"\nzweite Zeile: http://spam.example',
      response.body.id,
    ]) {
      expect(text).toContain(line);
    }
    const html = studio!.html as string;
    expect(html).toContain("Jörg-Änne Weiß &lt;script&gt;");
    expect(html).toContain("Grüße &amp; &lt;b&gt;fett&lt;/b&gt; &quot;Zitat&quot;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>fett</b>");

    const [confirmation] = mailTo(server, "joerg.aenne@example.com");
    expect(confirmation).toBeDefined();
    expect(confirmation!.subject).toBe("Deine Anfrage bei Atelier Mustermann");
    expect(confirmation!.to && "text" in confirmation!.to && confirmation!.to.text).toBe(
      "joerg.aenne@example.com",
    );
    expect(confirmation!.replyTo?.value[0]?.address).toBe("studio@example.com");
    expect(confirmation!.headers.get("auto-submitted")).toBe("auto-replied");
    expect(confirmation!.text).toContain("vielen Dank für deine Anfrage");
    // Nothing the visitor typed comes back: no name, no message, no link.
    for (const typed of ["Jörg", "Weiß", "spam.example", "fett", "Zitat", "Signature"]) {
      expect(confirmation!.text).not.toContain(typed);
      expect(confirmation!.html as string).not.toContain(typed);
      expect(confirmation!.subject).not.toContain(typed);
    }
    expect(confirmation!.subject).not.toMatch(/boudoir/i);

    await waitFor(() => outboxOf(target, response.body.id).every((m) => m.status === "sent"));
  });

  it("are never sent for spam", async () => {
    const target = await startApp({ smtp: true });
    const server = target.smtp;
    const spam = await send(target, { ...validInquiry, website: "filled by a bot" });
    const real = await send(target, { ...validInquiry, email: "real@example.com" });
    expect([spam.status, real.status]).toEqual([200, 200]);
    await waitFor(() => server.mails.length === 2, { what: "the real inquiry's mails" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mails).toHaveLength(2);
    expect(mailTo(server, "anna@example.com")).toHaveLength(0);
    expect(outboxOf(target, spam.body.id)).toEqual([]);
  });

  it("are written as .eml files when no SMTP server is configured", async () => {
    const target = await startApp();
    const response = await send(target);
    const files = await waitFor(
      () => {
        if (!existsSync(target.env.OUTBOX_DIR!)) return null;
        const names = readdirSync(target.env.OUTBOX_DIR!).filter((name) => name.endsWith(".eml"));
        return names.length === 2 ? names : null;
      },
      { what: "two .eml files" },
    );
    expect(files.every((name) => name.includes(response.body.id))).toBe(true);
    const studioFile = files.find((name) => name.endsWith("-studio.eml"))!;
    expect(readFileSync(`${target.env.OUTBOX_DIR}/${studioFile}`, "utf8")).toContain(
      "To: studio@example.com",
    );
  });
});

describe("delivery when SMTP fails", () => {
  it("retries a server that refuses the first attempts and delivers each mail exactly once", async () => {
    const target = await startApp({ smtp: { refuseFirst: 3 } });
    const server = target.smtp;
    const response = await send(target);
    expect(response.status).toBe(200);
    await waitFor(() => server.mails.length === 2, { what: "delivery after refusals" });
    expect(server.refused).toBe(3);
    await waitFor(() => outboxOf(target, response.body.id).every((m) => m.status === "sent"));
    const outbox = outboxOf(target, response.body.id);
    expect(outbox.reduce((sum, mail) => sum + mail.attempts, 0)).toBe(5);
    // Give the worker time to (wrongly) send again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.mails).toHaveLength(2);
    expect(new Set(server.mails.map((mail) => mail.messageId)).size).toBe(2);
    const retries = target.logs.filter((line) => line.event === "mail.retry");
    expect(retries.length).toBe(3);
    expect(retries.every((line) => line.code === "EENVELOPE 451")).toBe(true);
  });

  it("answers success while SMTP is down and delivers once it is back", async () => {
    const port = await deadPort();
    const target = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const response = await send(target);
    expect(response.status).toBe(200);
    await waitFor(() => outboxOf(target, response.body.id).every((m) => m.attempts >= 2), {
      what: "failed attempts",
    });
    expect(outboxOf(target, response.body.id)[0]!.last_error).toMatch(/ECONNREFUSED/);

    const server = await startSmtp({ port });
    await waitFor(() => server.mails.length === 2, { what: "delivery after SMTP came back" });
    await waitFor(() => outboxOf(target, response.body.id).every((m) => m.status === "sent"));
  });

  it("marks a mail failed with its last error after the last attempt", async () => {
    const target = await startApp({ smtp: { refuseFirst: 1000 }, env: { MAIL_MAX_ATTEMPTS: "3" } });
    const server = target.smtp;
    const response = await send(target);
    const outbox = await waitFor(
      () => {
        const mails = outboxOf(target, response.body.id);
        return mails.every((mail) => mail.status === "failed") ? mails : null;
      },
      { what: "failed mails" },
    );
    expect(outbox.map((mail) => mail.attempts)).toEqual([3, 3]);
    expect(outbox[0]!.last_error).toMatch(/451/);
    expect(server.refused).toBe(6);
  });
});

describe("a crash", () => {
  it("after the 200 loses nothing: the restarted server delivers the stored inquiry", async () => {
    const dir = testDir("crash");
    const port = await deadPort();
    const first = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, dir });
    const responses = await Promise.all([send(first), send(first), send(first)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    await first.kill();
    expect(first.process.signalCode).toBe("SIGKILL");

    const server = await startSmtp({ port });
    const second = await startApp({ env: { SMTP_URL: server.url }, dir });
    for (const response of responses) {
      expect(rows(second, "SELECT id FROM inquiries WHERE id = ?", response.body.id)).toHaveLength(
        1,
      );
    }
    await waitFor(() => server.mails.length === 6, { what: "all six mails after restart" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mails).toHaveLength(6);
    expect(new Set(server.mails.map((mail) => mail.messageId)).size).toBe(6);
  });

  it("while mails are being sent resumes the interrupted ones after restart", async () => {
    const dir = testDir("crash-sending");
    const server = await startSmtp();
    const first = await startApp({ env: { SMTP_URL: server.url }, dir });
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(first)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    await first.kill();
    const second = await startApp({ env: { SMTP_URL: server.url }, dir });
    await waitFor(
      () =>
        rows<{ n: number }>(second, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'")[0]!
          .n === 10,
      { what: "every mail sent" },
    );
    // Every mail arrived; a duplicate is only possible for one killed mid-handshake.
    const ids = new Set(server.mails.map((mail) => mail.messageId));
    expect(ids.size).toBe(10);
    expect(server.mails.length).toBeLessThanOrEqual(11);
  });
});
