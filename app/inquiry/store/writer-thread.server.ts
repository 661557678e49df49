/**
 * The inquiry writer thread (batch-writer.server.ts starts it): its own connection to the
 * database, every commit durable (`synchronous = FULL`), waiting for another process's write lock
 * for up to `busyTimeoutMs` inside SQLite, which only this thread feels. One batch at a time, in
 * the order they arrive.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "#app/lib/db.server.ts";
import type { WriterReply, WriterRequest } from "#app/inquiry/store/batch-writer.server.ts";
import { storeInquiries } from "#app/inquiry/store/store.server.ts";

const { file, migrations, busyTimeoutMs } = workerData as {
  file: string;
  migrations: readonly string[];
  busyTimeoutMs: number;
};
const db = openDatabase(file, { migrations, busyTimeoutMs });
const port = parentPort!;

port.on("message", (request: WriterRequest) => {
  if ("close" in request) {
    db.close();
    port.close();
    return;
  }
  let reply: WriterReply;
  try {
    reply = { seq: request.seq, results: storeInquiries(db, request.entries) };
  } catch (error) {
    const { message, errcode, code } = error as {
      message?: string;
      errcode?: number;
      code?: string;
    };
    reply = { seq: request.seq, error: { message: message ?? "unknown", errcode, code } };
  }
  port.postMessage(reply);
});
