/**
 * Where the group commit's batches are written (docs/decisions/0025). `node:sqlite` is
 * synchronous: a commit with `synchronous = FULL` holds the calling thread until the disk has the
 * data, and on the event loop that holds every other request too. So the server writes inquiries
 * on a thread of their own (`startWriterThread`, running writer-thread.server.ts with its own
 * connection to the same file); the event loop only hands the batch over and hears back.
 */
import { Worker } from "node:worker_threads";
import type { StoreEntry, StoreResult } from "#app/inquiry/store/store.server.ts";

/** Writes one batch in one transaction: every entry is stored, or it rejects and none is. */
export type BatchWriter = {
  write(entries: readonly StoreEntry[]): Promise<StoreResult[]>;
  /** Lets a batch in progress finish, then closes the connection (and the thread). */
  close(): Promise<void>;
};

/** The messages between the event loop and the writer thread. */
export type WriterRequest = { seq: number; entries: readonly StoreEntry[] } | { close: true };
export type WriterReply =
  | { seq: number; results: StoreResult[] }
  | { seq: number; error: { message: string; errcode?: number; code?: string } };

export type WriterThreadOptions = {
  /** writer-thread.server.ts; the server passes its location (the bundle cannot know it). */
  script: URL;
  file: string;
  migrations: readonly string[];
  /** How long a batch waits for another process's write lock, on its own thread, before failing. */
  busyTimeoutMs: number;
};

/**
 * Starts the thread on first use, and again after it died: a batch that was on a thread that
 * died is failed (its visitors get a 503 and send again; nothing of it was committed), the next
 * batch gets a new thread.
 */
export function startWriterThread(options: WriterThreadOptions): BatchWriter {
  let worker: Worker | undefined;
  let seq = 0;
  const waiting = new Map<
    number,
    { resolve(results: StoreResult[]): void; reject(e: Error): void }
  >();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(options.script, {
      workerData: {
        file: options.file,
        migrations: options.migrations,
        busyTimeoutMs: options.busyTimeoutMs,
      },
    });
    started.on("message", (reply: WriterReply) => {
      const pending = waiting.get(reply.seq);
      if (!pending) return;
      waiting.delete(reply.seq);
      if ("results" in reply) pending.resolve(reply.results);
      else pending.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    started.on("error", (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on("exit", (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the inquiry writer thread stopped (exit code ${code})`));
    });
    // The server's own handles keep the process alive; this thread must not, once they are gone.
    started.unref();
    worker = started;
    return started;
  }

  return {
    write(entries) {
      return new Promise((resolve, reject) => {
        const request: WriterRequest = { seq: ++seq, entries };
        waiting.set(request.seq, { resolve, reject });
        thread().postMessage(request);
      });
    },
    async close() {
      const running = worker;
      if (!running) return;
      worker = undefined;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      // Messages are handled in order: a batch sent before this one is committed first.
      running.postMessage({ close: true } satisfies WriterRequest);
      await exited;
    },
  };
}
