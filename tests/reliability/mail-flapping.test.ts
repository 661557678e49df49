import { expect, it } from "vitest";
import { rows, waitFor, type SmtpFault, type SmtpStage } from "#tests/integration/harness.ts";
import {
  duplicates,
  outboxOpen,
  pooled,
  sendInquiry,
  visitors,
} from "#tests/reliability/visitors.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

/**
 * The mail provider flaps during a burst of 500 inquiries: at random it refuses (451), goes
 * silent until the client's timeout, or drops the connection without a word, at the greeting,
 * at MAIL FROM or after the message data, and now and then it takes the whole message and drops
 * the connection before its 250 reply. Afterwards every mail has arrived at least once, and a
 * mail arrived twice only if its reply was lost: the guarantee is at-least-once with exactly that
 * window (docs/decisions/0020), and nothing else duplicates.
 */
const burst = 500;
let flapping = true;
const injected: Record<SmtpFault, number> = {
  refuse: 0,
  stall: 0,
  drop: 0,
  reject: 0,
  "lost-reply": 0,
  slow: 0,
};

/** Every kind happens at least once (the first stages); after that, chance decides. */
const opening: SmtpFault[] = ["stall", "drop", "refuse"];

function flakyProvider(stage: SmtpStage): SmtpFault | undefined {
  if (!flapping) return undefined;
  const roll = Math.random();
  // The first message of all loses its reply for sure; after that, chance decides.
  if (stage === "data" && (injected["lost-reply"] === 0 || roll < 0.04)) {
    injected["lost-reply"]++;
    return "lost-reply";
  }
  const fault: SmtpFault | undefined =
    opening.shift() ??
    (roll < 0.1 ? "refuse" : roll < 0.16 ? "drop" : roll < 0.175 ? "stall" : undefined);
  if (fault) injected[fault]++;
  return fault;
}

const app = forSuite(() =>
  startApp({
    smtp: { parse: false, fault: flakyProvider },
    env: {
      TRUST_PROXY: "true",
      RATE_LIMIT_MAX: "1000",
      SMTP_TIMEOUT_MS: "300",
      MAIL_POLL_MS: "50",
      MAIL_RETRY_BASE_MS: "20",
      MAIL_RETRY_MAX_MS: "200",
      // Many attempts per mail are normal here; none may give up while the provider recovers.
      MAIL_MAX_ATTEMPTS: "1000",
    },
  }),
);

it(
  "delivers every mail at least once, twice only where the provider lost its reply",
  // 500 inquiries, 1,000 mails through a provider that refuses, drops and stalls; then the drain.
  { timeout: 150_000 },
  async () => {
    const people = await visitors(app, 50);
    const refusals: number[] = [];
    const sent = await pooled(
      Array.from({ length: burst }, (_, i) => people[i % people.length]!),
      25,
      async (visitor) => {
        // On a busy machine a store can outwait its lock (503, nothing stored) or the answer can
        // be cut off; the visitor sends again, as the form lets her, with the same submission id,
        // which the server stores once (the outbox's count below checks it).
        let result = await sendInquiry(app, visitor);
        for (let again = 0; again < 3 && [0, 503].includes(result.status); again++) {
          refusals.push(result.status);
          result = await sendInquiry(app, visitor, result.submissionId);
        }
        return result;
      },
    );
    expect(sent.filter((result) => result.status !== 200).map((result) => result.status)).toEqual(
      [],
    );

    // The provider keeps flapping a little longer, then recovers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    flapping = false;
    await waitFor(() => outboxOpen(app) === 0, {
      timeoutMs: 120_000,
      intervalMs: 200,
      what: "the outbox to drain",
    });

    expect(injected.refuse).toBeGreaterThan(0);
    expect(injected.drop).toBeGreaterThan(0);
    expect(injected.stall).toBeGreaterThan(0);
    expect(injected["lost-reply"]).toBeGreaterThan(0);
    const retried = rows<{ n: number }>(app, "SELECT COUNT(*) AS n FROM outbox WHERE attempts > 1");
    expect(retried[0]!.n).toBeGreaterThan(0);

    const outbox = rows<{ message_id: string; status: string }>(
      app,
      "SELECT message_id, status FROM outbox",
    );
    expect(outbox).toHaveLength(burst * 2);
    expect(outbox.every((mail) => mail.status === "sent")).toBe(true);
    const arrived = app.smtp.received.map((mail) => mail.messageId);
    expect(new Set(arrived)).toEqual(new Set(outbox.map((mail) => mail.message_id)));
    // Each lost reply makes at most one extra copy, and only of the mail whose reply was lost.
    const replyLost = app.smtp.received.filter((mail) => mail.replyLost).map((m) => m.messageId);
    const doubled = duplicates(arrived);
    expect(doubled.every((id) => replyLost.includes(id))).toBe(true);
    expect(arrived.length - new Set(arrived).size).toBeLessThanOrEqual(replyLost.length);
    console.log(
      `mail-flapping: ${burst * 2} mails, ${arrived.length} arrivals, faults ${JSON.stringify(injected)}, ` +
        `${replyLost.length} replies lost, ${arrived.length - new Set(arrived).size} duplicates, ` +
        `inquiries sent again after ${JSON.stringify(refusals)}`,
    );
  },
);
