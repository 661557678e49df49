/**
 * Group commit for inquiries. Every commit of an inquiry costs an fsync (synchronous = FULL),
 * and `node:sqlite` blocks the event loop while it waits for the disk. So inquiries are not
 * committed one by one: each is queued, and once the current turn of the event loop has handed
 * over everything that arrived (setImmediate), the whole queue is written in one transaction
 * with one fsync. Requests that arrive while that commit blocks are read in the next turn and
 * form the next batch. Each caller's promise settles only after the transaction holding her
 * inquiry committed, or rejects if it did not (then nothing of the batch is stored).
 *
 * The connection's busy timeout is 0: SQLite would wait for another process's write lock inside
 * the call, blocking the event loop and with it every page and the health check. A batch that
 * meets a locked database is tried again on a timer instead (`busyRetry`), for up to
 * `busyRetry.forMs` after its oldest inquiry arrived; then its callers get the error (a 503).
 */
import { isBusy, type Database } from "~/lib/db.server";
import { storeInquiries, type StoreEntry, type StoreResult } from "./store.server";

export type InquiryCommitter = {
  store(entry: StoreEntry): Promise<StoreResult>;
  /** Writes what is queued right away (before the database closes). */
  flush(): void;
};

type Waiting = {
  entry: StoreEntry;
  resolve(result: StoreResult): void;
  reject(error: unknown): void;
};

export type BusyRetry = { forMs: number; clock?: () => number };

export function createInquiryCommitter(
  db: Database,
  onBatch: (size: number) => void = () => {},
  busyRetry: BusyRetry = { forMs: 0 },
): InquiryCommitter {
  const clock = busyRetry.clock ?? Date.now;
  let queue: Waiting[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  /** While the database is locked: when the oldest waiting inquiry arrived, and the next delay. */
  let lockedSince: number | null = null;
  let retryMs = 5;

  function flush() {
    clearImmediate(scheduled);
    scheduled = undefined;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const batch = queue;
    queue = [];
    if (!batch.length) return;
    let results: StoreResult[];
    try {
      results = storeInquiries(
        db,
        batch.map((waiting) => waiting.entry),
      );
    } catch (error) {
      const now = clock();
      lockedSince ??= now;
      if (isBusy(error) && now - lockedSince < busyRetry.forMs) {
        // Keep the batch (and whatever arrives meanwhile) for the next try, up to 100 ms apart.
        queue = batch.concat(queue);
        retryTimer = setTimeout(flush, Math.min(retryMs, busyRetry.forMs - (now - lockedSince)));
        retryMs = Math.min(100, retryMs * 2);
        return;
      }
      lockedSince = null;
      retryMs = 5;
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    lockedSince = null;
    retryMs = 5;
    onBatch(batch.length);
    batch.forEach((waiting, i) => waiting.resolve(results[i]!));
  }

  return {
    store(entry) {
      return new Promise((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        // While a retry is pending, the newcomer joins that batch.
        if (!retryTimer) scheduled ??= setImmediate(flush);
      });
    },
    flush,
  };
}
