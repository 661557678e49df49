/**
 * Group commit for inquiries. Every commit of an inquiry costs an fsync (synchronous = FULL), so
 * inquiries are not committed one by one: each is queued, and once the current turn of the event
 * loop has handed over everything that arrived (setImmediate), the queue goes to the writer as one
 * batch, written in one transaction with one fsync. While a batch is being written (on the writer
 * thread, batch-writer.server.ts), newcomers gather for the next one, so the batches grow with the
 * load. Each caller's promise settles only after the transaction holding her inquiry committed,
 * or rejects if it did not (then nothing of the batch is stored).
 */
import type { BatchWriter } from "#app/inquiry/store/batch-writer.server.ts";
import type { StoreEntry, StoreResult } from "#app/inquiry/store/store.server.ts";

export type InquiryCommitter = {
  store(entry: StoreEntry): Promise<StoreResult>;
  /** Writes what is queued and waits for it (before the database closes). */
  drain(): Promise<void>;
};

type Waiting = {
  entry: StoreEntry;
  resolve(result: StoreResult): void;
  reject(error: unknown): void;
};

export function createInquiryCommitter(
  writer: BatchWriter,
  onBatch: (size: number) => void = () => {},
): InquiryCommitter {
  let queue: Waiting[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  /** The batch being written: at most one, so batches commit in the order they were formed. */
  let writing: Promise<void> | undefined;

  function schedule() {
    if (!writing && queue.length) scheduled ??= setImmediate(writeQueued);
  }

  function writeQueued() {
    clearImmediate(scheduled);
    scheduled = undefined;
    const batch = queue;
    queue = [];
    if (!batch.length) return;
    writing = writer.write(batch.map((waiting) => waiting.entry)).then(
      (results) => {
        onBatch(batch.length);
        batch.forEach((waiting, i) => waiting.resolve(results[i]!));
      },
      (error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      },
    );
    void writing.finally(() => {
      writing = undefined;
      schedule();
    });
  }

  return {
    store(entry) {
      return new Promise((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (writing || queue.length) {
        if (writing) await writing;
        else writeQueued();
      }
    },
  };
}
