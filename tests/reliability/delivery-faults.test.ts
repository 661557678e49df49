import { describe, expect, it, onTestFinished } from "vitest";
import {
  formSession,
  takeWriteLock,
  rows,
  submit,
  validInquiry,
  waitFor,
  type App,
  type SmtpFault,
  type SmtpStage,
} from "#tests/integration/harness.ts";
import { duplicates } from "#tests/reliability/visitors.ts";
import { startApp, startSmtp, testDir } from "#tests/support/app.ts";

/**
 * The outbox's promises under faults of the mail provider and of the database, against real
 * server processes, a real SMTP server and the real database file (docs/decisions/0020).
 */

async function send(target: App) {
  const token = await formSession(target);
  const response = await submit(target, validInquiry, {
    token,
    submissionId: crypto.randomUUID(),
  });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

type OutboxRow = { kind: string; status: string; attempts: number; last_error: string | null };
const outboxOf = (target: App, id: string) =>
  rows<OutboxRow>(
    target,
    "SELECT kind, status, attempts, last_error FROM outbox WHERE inquiry_id = ? ORDER BY kind",
    id,
  );

describe("a permanent rejection", () => {
  it("marks the mail failed at once, with the reason, and sends it no more", async () => {
    const server = await startSmtp({
      fault: (stage) => (stage === "mail" ? ("reject" satisfies SmtpFault) : undefined),
    });
    const healthToken = "operator-token-0123456789";
    const target = await startApp({
      env: {
        SMTP_URL: server.url,
        MAIL_MAX_ATTEMPTS: "12",
        HEALTH_TOKEN: healthToken,
      },
    });
    const id = await send(target);
    const outbox = await waitFor(
      () => {
        const mails = outboxOf(target, id);
        return mails.every((mail) => mail.status === "failed") ? mails : null;
      },
      { what: "both mails failed" },
    );
    expect(outbox.map((mail) => mail.attempts)).toEqual([1, 1]);
    expect(outbox[0]!.last_error).toMatch(/550/);
    const failed = target.logs.filter((line) => line.event === "mail.failed");
    expect(failed).toHaveLength(2);
    expect(failed.every((line) => line.permanent === true)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(outboxOf(target, id).map((mail) => mail.attempts)).toEqual([1, 1]);
    expect(target.logs.filter((line) => line.event === "mail.retry")).toEqual([]);

    // A monitor notices: 503 with the reason. The public (here: proxied) answer says no more;
    // the operator (loopback without a proxy, or the token) gets the queue details.
    const health = async (headers: Record<string, string>) => {
      const response = await fetch(`${target.url}/healthz`, { headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const visitor = { "X-Forwarded-For": "203.0.113.9" };
    expect(await health(visitor)).toEqual({
      status: 503,
      body: { ok: false, reason: "mail_failed" },
    });
    expect(await health({ ...visitor, Authorization: "Bearer wrong-token-0123456789" })).toEqual({
      status: 503,
      body: { ok: false, reason: "mail_failed" },
    });
    const details = {
      ok: false,
      reason: "mail_failed",
      checks: expect.objectContaining({ mail: "0 pending, 2 failed" }),
    };
    expect(await health({ ...visitor, Authorization: `Bearer ${healthToken}` })).toEqual({
      status: 503,
      body: details,
    });
    expect(await health({})).toEqual({ status: 503, body: details });
  });
});

describe("bookkeeping that fails after a send", () => {
  it("is recorded while the server runs, without sending again", async () => {
    let locked = false;
    /** The server's database file, once it runs. */
    const running: { file?: string } = {};
    // The moment the provider has the message, another process takes the write lock, so the
    // server cannot mark it sent; the lock is released 1.5 s later.
    const server = await startSmtp({
      fault: (stage: SmtpStage) => {
        if (stage !== "data" || locked || !running.file) return undefined;
        locked = true;
        void takeWriteLock(running.file, 1500);
        return undefined;
      },
    });
    const target = await startApp({
      env: { SMTP_URL: server.url, DATABASE_BUSY_TIMEOUT_MS: "200" },
    });
    running.file = target.env.DATABASE_PATH!;
    const id = await send(target);
    await waitFor(() => server.received.length >= 1, { what: "the first mail to arrive" });
    await new Promise((resolve) => setTimeout(resolve, 700));
    // The lock held: the mail arrived but is not yet recorded as sent.
    expect(outboxOf(target, id).some((mail) => mail.status === "sending")).toBe(true);
    await waitFor(() => outboxOf(target, id).every((mail) => mail.status === "sent"), {
      what: "both mails recorded as sent",
    });
    expect(server.received).toHaveLength(2);
    expect(duplicates(server.received.map((mail) => mail.messageId))).toEqual([]);
    expect(target.process.exitCode).toBeNull();
  });
});

describe("two server processes on one database", () => {
  it("never both send the same mail", async () => {
    // Every reply takes 1.5 s, so the second process starts while the first holds mails.
    const server = await startSmtp({
      parse: false,
      fault: (stage) => (stage === "data" ? "slow" : undefined),
    });
    const dir = testDir("two-processes");
    const env = { SMTP_URL: server.url };
    const first = await startApp({ env, dir });
    const ids = [await send(first), await send(first), await send(first)];
    await waitFor(() => server.received.length >= 1, { what: "the first mail in flight" });
    const second = await startApp({ env, dir });
    ids.push(await send(second), await send(second));
    await waitFor(
      () =>
        rows<{ n: number }>(second, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'")[0]!
          .n ===
        ids.length * 2,
      { timeoutMs: 45_000, what: "every mail sent" },
    );
    const arrived = server.received.map((mail) => mail.messageId);
    expect(duplicates(arrived)).toEqual([]);
    expect(new Set(arrived).size).toBe(ids.length * 2);
    // Every lease was released, and the two processes' logs together count each mail once.
    const senders = rows<{ n: number }>(
      second,
      "SELECT COUNT(*) AS n FROM outbox WHERE claimed_by IS NOT NULL",
    );
    expect(senders[0]!.n).toBe(0);
    const sentBy = [first, second].map(
      (process) => process.logs.filter((line) => line.event === "mail.sent").length,
    );
    expect(sentBy[0]! + sentBy[1]!).toBe(ids.length * 2);
  });
});

describe("a mail that nobody delivers", () => {
  it("turns /healthz to 503 mail_stuck when it is pending 10 minutes past due or its lease expired that long ago", async () => {
    // The worker looks for due mails once an hour and otherwise only when an inquiry wakes it:
    // between wakes nothing takes a mail that is already due, as when the worker hangs or
    // another process holds the database for a long time.
    const target = await startApp({ env: { MAIL_POLL_MS: "3600000" } });
    const id = await send(target);
    await waitFor(() => outboxOf(target, id).every((mail) => mail.status === "sent"), {
      what: "both mails sent",
    });

    const health = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${target.url}/healthz`, { headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const healthy = { status: 200, body: { ok: true, checks: expect.any(Object) } };
    const stuck = {
      status: 503,
      body: {
        ok: false,
        reason: "mail_stuck",
        checks: expect.objectContaining({ stuck: "1 mails overdue" }),
      },
    };
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
    const db = target.db();
    onTestFinished(() => db.close());
    const setMail = (kind: string, assignments: string, ...values: (string | number | null)[]) =>
      db
        .prepare(`UPDATE outbox SET ${assignments} WHERE inquiry_id = ? AND kind = ?`)
        .run(...values, id, kind);
    expect(await health()).toEqual(healthy);

    // Pending: a minute past due is late, eleven minutes is stuck. The public answer names the
    // reason and nothing else.
    setMail("studio", "status = 'pending', sent_at = NULL, next_attempt_at = ?", minutesAgo(1));
    expect(await health()).toEqual(healthy);
    setMail("studio", "next_attempt_at = ?", minutesAgo(11));
    expect(await health()).toEqual(stuck);
    expect(await health({ "X-Forwarded-For": "203.0.113.9" })).toEqual({
      status: 503,
      body: { ok: false, reason: "mail_stuck" },
    });
    setMail("studio", "status = 'sent', sent_at = ?", Date.now());
    expect(await health()).toEqual(healthy);

    // Sending, held by a worker that stopped renewing its lease: stuck once the lease expired
    // ten minutes ago.
    const elsewhere = "another-host:4242:abc";
    setMail(
      "confirmation",
      "status = 'sending', claimed_by = ?, lease_until = ?",
      elsewhere,
      minutesAgo(1),
    );
    expect(await health()).toEqual(healthy);
    setMail("confirmation", "lease_until = ?", minutesAgo(11));
    expect(await health()).toEqual(stuck);

    // The next inquiry wakes the worker, which takes over the expired lease: healthy again.
    await send(target);
    await waitFor(() => outboxOf(target, id).every((mail) => mail.status === "sent"), {
      what: "the stuck mail sent",
    });
    expect(await health()).toEqual(healthy);
  });
});
