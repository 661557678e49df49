/**
 * When the owner's phone rings (ADR 0024): "Neue Anfrage" for each new inquiry that is not spam,
 * and one reminder for an inquiry still Neu a day later. Each inquiry is claimed before its push
 * goes out (one atomic UPDATE … RETURNING, so a second server process on the same database never
 * alerts twice): a push is sent at most once, and a lost one is not sent again. An inquiry that
 * arrives as spam is claimed without a push, so "Kein Spam" later does not ring the phone for
 * something the owner has just looked at.
 *
 * The runner is woken after inquiries are stored and checks on a timer; it never holds up the
 * request that stored them, and a slow or failing push service delays nothing but its own push.
 */
import { pushCopy } from "#app/content/studio/push.ts";
import { prepared, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { PushMessage, PushResult } from "#app/studio/push/push.server.ts";

/** More new inquiries than this in one run get one summary instead of a push each. */
const maxEach = 3;
const dayMs = 86_400_000;

type Due = { id: string; package: string; preferredDate: string | null; status: string };

export type AlertDeps = {
  db: Database;
  clock: () => number;
  /** Sends to every subscribed device (push.server.ts's `pushToAll` with its settings). */
  push: (message: PushMessage) => Promise<PushResult>;
  log: Log;
  /** How long an inquiry may stay Neu before the reminder (a day). */
  remindAfterMs?: number;
};

export type AlertRun = { alerted: number; reminded: number };

const inquiryUrl = (id: string) => `/studio/anfragen/${encodeURIComponent(id)}`;

/**
 * Claims what is due and returns it. New inquiries: every one not yet alerted (spam included, see
 * above). Reminders: every not yet reminded inquiry that is spam, no longer Neu, or a day old;
 * only the last kind, still Neu and not spam, gets a reminder.
 */
export function claimDue(db: Database, now: number, remindAfterMs = dayMs) {
  const columns = "id, package, preferred_date AS preferredDate, status";
  const fresh = prepared(
    db,
    `UPDATE inquiries SET alerted_at = ? WHERE alerted_at IS NULL RETURNING ${columns}`,
  ).all(now) as Due[];
  const settled = prepared(
    db,
    `UPDATE inquiries SET reminded_at = $now WHERE reminded_at IS NULL
       AND (status = 'spam' OR stage <> 'new' OR created_at <= $due)
     RETURNING ${columns}, stage`,
  ).all({ now, due: now - remindAfterMs }) as (Due & { stage: string })[];
  return {
    fresh: fresh.filter((inquiry) => inquiry.status === "received"),
    reminders: settled.filter(
      (inquiry) => inquiry.status === "received" && inquiry.stage === "new",
    ),
  };
}

/** The pushes for what `claimDue` found, oldest first; several new ones at once become one. */
export function alertMessages(due: ReturnType<typeof claimDue>): PushMessage[] {
  const { fresh, reminders } = due;
  const news =
    fresh.length > maxEach
      ? [
          {
            title: pushCopy.manyInquiries.title(fresh.length),
            body: pushCopy.manyInquiries.body,
            url: "/studio",
            tag: "new-inquiries",
          },
        ]
      : fresh.map((inquiry) => ({
          title: pushCopy.newInquiry.title,
          body: pushCopy.newInquiry.body(inquiry.package, inquiry.preferredDate),
          url: inquiryUrl(inquiry.id),
          tag: `new-${inquiry.id}`,
        }));
  const nudges = reminders.slice(0, maxEach).map((inquiry) => ({
    title: pushCopy.reminder.title,
    body: pushCopy.reminder.body(inquiry.package, inquiry.preferredDate),
    url: inquiryUrl(inquiry.id),
    tag: `reminder-${inquiry.id}`,
  }));
  return [...news, ...nudges];
}

/**
 * One run: claim what is due (synchronously, so runs never overlap in claiming), then push it.
 * The pushes of one run go out side by side; a hanging push service holds up none of them.
 */
export async function runAlerts(deps: AlertDeps): Promise<AlertRun> {
  const due = claimDue(deps.db, deps.clock(), deps.remindAfterMs);
  await Promise.all(alertMessages(due).map((message) => deps.push(message)));
  return { alerted: due.fresh.length, reminded: due.reminders.length };
}

export type Alerts = {
  /** Something may be due (an inquiry was stored): run soon, batching what arrives meanwhile. */
  wake(): void;
  start(): void;
  /**
   * Stops the timers and waits for pushes under way, but not for a hanging push service: after
   * `stopWaitMs` the server goes on shutting down (a push still under way is lost, as any may be).
   */
  stop(): Promise<void>;
};

export function createAlerts(
  deps: AlertDeps,
  timing = { batchMs: 500, checkMs: 5 * 60_000, stopWaitMs: 2_000 },
): Alerts {
  let soon: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Runs whose pushes are still under way; a new run does not wait for them. */
  const underWay = new Set<Promise<unknown>>();

  function run() {
    soon = undefined;
    if (stopped) return;
    const current = runAlerts(deps).catch((error: unknown) => {
      // A locked database or a broken row: what was not claimed is claimed next time.
      deps.log("warn", "push.alerts_failed", {
        message: error instanceof Error ? error.message : "unknown",
      });
    });
    underWay.add(current);
    void current.finally(() => underWay.delete(current));
  }

  function wake() {
    if (!stopped) soon ??= setTimeout(run, timing.batchMs);
  }

  return {
    wake,
    start() {
      timer = setInterval(run, timing.checkMs).unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(soon);
      clearInterval(timer);
      let gaveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(underWay),
        new Promise((resolve) => (gaveUp = setTimeout(resolve, timing.stopWaitMs))),
      ]);
      clearTimeout(gaveUp);
    },
  };
}
