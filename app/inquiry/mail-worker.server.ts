/**
 * Delivers the outbox in the server process: one mail at a time, woken right after an inquiry
 * is stored and polling for retries that have come due. A failed attempt is retried with
 * exponential backoff and jitter; after the last attempt the mail is `failed`, keeps its last
 * error and waits for `npm run inquiries -- retry`.
 */
import type { Database } from "~/lib/db.server";
import type { Log } from "~/lib/log.server";
import type { MailTransport } from "./mail-transport.server";
import { claimDueMail, markFailed, markRetry, markSent, resumeInterrupted } from "./outbox.server";

export type RetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };

/**
 * Delay before attempt `attempt + 1`: base · 2^(attempt-1), capped, then "equal jitter"
 * (between half and all of it) so mails that failed together do not retry in lockstep.
 */
export function retryDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** What is kept of an error: enough to diagnose, cut short. */
function describe(error: unknown): { code: string; text: string } {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const label = [code, responseCode].filter(Boolean).join(" ") || "error";
  return { code: label, text: `${label}: ${message ?? String(error)}`.slice(0, 500) };
}

export type MailWorker = { start(): void; wake(): void; stop(): Promise<void> };

export function createMailWorker(options: {
  db: Database;
  transport: MailTransport;
  policy: RetryPolicy;
  pollMs: number;
  log: Log;
}): MailWorker {
  const { db, transport, policy, pollMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = true;

  async function deliverDue() {
    for (let mail = claimDueMail(db, Date.now()); mail; mail = claimDueMail(db, Date.now())) {
      try {
        await transport.send(mail);
      } catch (error) {
        const { code, text } = describe(error);
        if (mail.attempts >= policy.maxAttempts) {
          markFailed(db, mail.id, text);
          log("error", "mail.failed", {
            mailId: mail.id,
            kind: mail.kind,
            attempts: mail.attempts,
            code,
          });
        } else {
          const delayMs = retryDelay(mail.attempts, policy);
          markRetry(db, mail.id, Date.now() + delayMs, text);
          log("warn", "mail.retry", {
            mailId: mail.id,
            kind: mail.kind,
            attempt: mail.attempts,
            delayMs,
            code,
          });
        }
        continue;
      }
      // Recorded right after the server accepted the mail: the only window for a duplicate is
      // a crash between these two lines (docs/decisions/0005).
      markSent(db, mail.id, Date.now());
      log("info", "mail.sent", {
        mailId: mail.id,
        kind: mail.kind,
        attempts: mail.attempts,
        transport: transport.kind,
      });
      if (stopped) return;
    }
  }

  /** One delivery round at a time; a wake-up during a round asks for one more round after it. */
  function run() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    running = deliverDue()
      .catch((error: unknown) => {
        log("error", "mail.worker_error", { code: describe(error).code });
      })
      .finally(() => {
        running = null;
        if (stopped) return;
        const again = runAgain;
        runAgain = false;
        timer = setTimeout(run, again ? 0 : pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      const resumed = resumeInterrupted(db);
      if (resumed) log("warn", "mail.resumed_interrupted", { count: resumed });
      run();
    },
    wake() {
      // Called while a visitor's request is answered: the round starts after it, not inside it.
      if (stopped) return;
      if (running) runAgain = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(run, 0);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
