/**
 * Delivers the outbox in the server process: one mail at a time, woken right after an inquiry
 * is stored and polling for retries that have come due. A temporary failure (4xx, timeout,
 * connection error) is retried with exponential backoff and jitter; a permanent rejection (5xx)
 * or the last attempt makes the mail `failed` with its reason, waiting for
 * `npm run inquiries -- retry`.
 *
 * Every write goes through a connection with busy timeout 0 and never waits for a lock inside
 * SQLite, which would block the event loop (every visitor's request) for as long as another
 * process holds it: a locked database ends the round, and the next one is tried on a timer.
 * What was learnt about a mail but could not be recorded yet (it was sent, say, but the database
 * was locked or the disk full) is kept in memory and written first thing in every later round;
 * until then the worker claims nothing new and keeps renewing its lease (docs/decisions/0020).
 *
 * Visitors come first: before each mail the worker awaits `whenQuiet` (app/lib/quiet-gate.ts),
 * so under a burst of inquiries it sends a mail now and then instead of draining the outbox, and
 * drains it once the burst is over.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { isBusy, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { MailTransport } from "#app/inquiry/mail/mail-transport.server.ts";
import {
  claimDueMail,
  markFailed,
  markRetry,
  markSent,
  renewLeases,
  resumeInterrupted,
} from "#app/inquiry/mail/outbox.server.ts";

export type RetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };

/**
 * Delay before attempt `attempt + 1`: base · 2^(attempt-1), capped, then "equal jitter"
 * (between half and all of it) so mails that failed together do not retry in lockstep.
 */
export function retryDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * A permanent rejection: an SMTP 5xx reply (unknown mailbox, refused sender, message refused),
 * or an envelope nodemailer refuses before asking the server. Sending again cannot help.
 */
export function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === "number") return responseCode >= 500 && responseCode < 600;
  return code === "EENVELOPE";
}

/** A name for this worker that says which process on which host holds a lease. */
function workerName() {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Whether the worker that holds a lease is gone for certain: a process on this host that no
 * longer runs, or an earlier run under this very process id (a restarted container is pid 1
 * again). A worker on another host is never assumed gone; its lease expires.
 */
function isGoneWorker(self: string) {
  const [selfHost, selfPid] = self.split(":");
  return (worker: string) => {
    const [host, pid] = worker.split(":");
    if (host !== selfHost || !pid) return false;
    if (pid === selfPid) return worker !== self;
    try {
      process.kill(Number(pid), 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "ESRCH";
    }
  };
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

/** How soon a round that met a locked database is tried again. */
const busyRetryMs = 25;

export function createMailWorker(options: {
  db: Database;
  transport: MailTransport;
  policy: RetryPolicy;
  pollMs: number;
  /** How long a claimed mail is held; renewed every third of it while the worker holds it. */
  leaseMs: number;
  log: Log;
  /** Resolves when the request path is quiet enough for the next mail. */
  whenQuiet?: () => Promise<void>;
}): MailWorker {
  const { db, transport, policy, pollMs, leaseMs, log, whenQuiet = async () => {} } = options;
  const worker = workerName();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = true;
  let busy = false;
  /** The mail being sent right now, if any. */
  let sending: number | null = null;
  /** Outcomes not yet recorded, by mail id, in the order they happened. */
  const owed = new Map<number, () => void>();

  /** Writes what is owed, oldest first; throws (a lock, a full disk) and keeps the rest. */
  function settleOwed() {
    for (const [id, record] of owed) {
      record();
      owed.delete(id);
    }
  }

  function record(id: number, write: () => void) {
    owed.set(id, write);
    settleOwed();
  }

  function renew() {
    const held = [...owed.keys(), ...(sending === null ? [] : [sending])];
    if (!held.length) return;
    try {
      renewLeases(db, worker, held, Date.now() + leaseMs);
    } catch {
      // Tried again at the next beat; a lease outlives two missed beats.
    }
  }

  async function deliverDue() {
    settleOwed();
    for (;;) {
      await whenQuiet();
      if (stopped) return;
      const now = Date.now();
      const mail = claimDueMail(db, { worker, now, leaseUntil: now + leaseMs });
      if (!mail) return;
      sending = mail.id;
      try {
        await transport.send(mail);
      } catch (error) {
        sending = null;
        const { code, text } = describe(error);
        const permanent = isPermanent(error);
        if (permanent || mail.attempts >= policy.maxAttempts) {
          record(mail.id, () => markFailed(db, mail.id, text));
          log("error", "mail.failed", {
            mailId: mail.id,
            kind: mail.kind,
            attempts: mail.attempts,
            code,
            permanent,
          });
        } else {
          const delayMs = retryDelay(mail.attempts, policy);
          const dueAt = Date.now() + delayMs;
          record(mail.id, () => markRetry(db, mail.id, dueAt, text));
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
      sending = null;
      // Recorded right after the server accepted the mail (or, if the database refuses, as soon
      // as it takes writes again): the only windows for a duplicate are a crash before the mark
      // is written and a connection lost before the server's reply (docs/decisions/0020).
      const sentAt = Date.now();
      log("info", "mail.sent", {
        mailId: mail.id,
        kind: mail.kind,
        attempts: mail.attempts,
        transport: transport.kind,
      });
      record(mail.id, () => markSent(db, mail.id, sentAt));
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
    busy = false;
    running = deliverDue()
      .catch((error: unknown) => {
        if (isBusy(error)) busy = true;
        else log("error", "mail.worker_error", { code: describe(error).code, owed: owed.size });
      })
      .finally(() => {
        running = null;
        if (stopped) return;
        const again = runAgain;
        runAgain = false;
        timer = setTimeout(run, busy ? busyRetryMs : again ? 0 : pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      try {
        const resumed = resumeInterrupted(db, isGoneWorker(worker));
        if (resumed) log("warn", "mail.resumed_interrupted", { count: resumed });
      } catch (error) {
        // Locked right now: the leases of a dead worker expire and are taken over anyway.
        if (!isBusy(error)) throw error;
      }
      heartbeat = setInterval(renew, Math.max(1, Math.floor(leaseMs / 3))).unref();
      run();
    },
    wake() {
      // Called while a visitor's request is answered: the round starts after it, not inside it.
      if (stopped) return;
      if (running) runAgain = true;
      else if (!busy) {
        clearTimeout(timer);
        timer = setTimeout(run, 0);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      await running;
      try {
        settleOwed();
      } catch {
        // The leases expire and the mails are sent again: at least once (docs/decisions/0020).
      }
      transport.close();
    },
  };
}
