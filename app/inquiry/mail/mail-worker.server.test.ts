import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { type Database } from "#app/lib/db.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import { acceptInquiry } from "#app/inquiry/intake/accept-inquiry.server.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { createMailTransport } from "#app/inquiry/mail/mail-transport.server.ts";
import { createMailWorker, retryDelay } from "#app/inquiry/mail/mail-worker.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import { validPayload, writeOnThisThread } from "#tests/support/inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const policy = { baseMs: 1_000, maxMs: 60_000, maxAttempts: 10 };

describe("retry delay", () => {
  it("doubles per attempt, within half and all of the exponential value", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, policy, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, policy, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it("is capped", () => {
    expect(retryDelay(30, policy, () => 1)).toBe(60_000);
  });
});

describe("mail worker", () => {
  let dir: string;
  let db: Database;
  beforeEach(() => {
    ({ dir, db } = testDatabase({ busyTimeoutMs: 0 }));
  });

  it("sends each mail only once the request path is quiet (visitors first)", async () => {
    const now = Date.now();
    const committer = createInquiryCommitter(writeOnThisThread(db));
    const mailSettings = { studioEmail: "studio@example.com", mailFrom: "Web <web@example.com>" };
    const outcome = await acceptInquiry(
      {
        db,
        committer,
        limiter: createRateLimiter({ max: 3, windowMs: 3_600_000 }),
        confirmationLimiter: createRateLimiter({ max: 3, windowMs: 86_400_000 }),
        clock: () => now,
        minFillMs: 0,
        isDayTaken: () => false,
        isOffered: () => true,
        renderMails: (inquiry, meta) =>
          renderInquiryMails(inquiry, meta, mailSettings, defaultContent),
        wakeMailWorker: () => {},
        log: () => {},
      },
      validPayload,
      {
        channel: "api",
        clientIp: "203.0.113.5",
        session: { sid: "session-1", startedAt: now - 60_000, expiresAt: now + 60_000 },
      },
    );
    expect(outcome).toMatchObject({ ok: true });

    const outboxDir = path.join(dir, "outbox");
    const quiet: (() => void)[] = [];
    const worker = createMailWorker({
      db,
      transport: createMailTransport({ outboxDir, from: mailSettings.mailFrom }),
      policy: { baseMs: 1_000, maxMs: 60_000, maxAttempts: 10 },
      pollMs: 60_000,
      leaseMs: 60_000,
      log: () => {},
      whenQuiet: () => new Promise<void>((resolve) => quiet.push(resolve)),
    });
    const sent = () =>
      Number(db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NOT NULL").get()!.n);
    const until = async (condition: () => boolean) => {
      for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
    };

    worker.start();
    await until(() => quiet.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent()).toBe(0); // still busy: nothing claimed, nothing sent

    quiet.shift()!();
    await until(() => sent() === 1 && quiet.length === 1);
    expect(sent()).toBe(1); // one quiet moment, one mail

    quiet.shift()!();
    await until(() => sent() === 2);
    expect(sent()).toBe(2);
    expect(readdirSync(outboxDir).filter((name) => name.endsWith(".eml"))).toHaveLength(2);

    const stopping = worker.stop();
    quiet.forEach((resolve) => resolve());
    await stopping;
  });
});
