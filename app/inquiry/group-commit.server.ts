/**
 * Group commit for inquiries. Every commit of an inquiry costs an fsync (synchronous = FULL),
 * and `node:sqlite` blocks the event loop while it waits for the disk. So inquiries are not
 * committed one by one: each is queued, and once the current turn of the event loop has handed
 * over everything that arrived (setImmediate), the whole queue is written in one transaction
 * with one fsync. Requests that arrive while that commit blocks are read in the next turn and
 * form the next batch. Each caller's promise settles only after the transaction holding her
 * inquiry committed, or rejects if it did not (then nothing of the batch is stored).
 */
import type { Database } from "~/lib/db.server";
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

export function createInquiryCommitter(
  db: Database,
  onBatch: (size: number) => void = () => {},
): InquiryCommitter {
  let queue: Waiting[] = [];
  let scheduled: NodeJS.Immediate | undefined;

  function flush() {
    clearImmediate(scheduled);
    scheduled = undefined;
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
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    onBatch(batch.length);
    batch.forEach((waiting, i) => waiting.resolve(results[i]!));
  }

  return {
    store(entry) {
      return new Promise((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        scheduled ??= setImmediate(flush);
      });
    },
    flush,
  };
}
