/**
 * The photo worker's process (started by the server, ./worker-host.server.ts): encodes her
 * uploads outside the web server's event loop and thread pool, at the lowest CPU priority and
 * with one image thread, so visitors' pages stay fast while a camera file is encoded (ADR 0032).
 *
 *   node app/photos/worker-process.server.ts <database> <uploads folder> <log level> [<galleries folder>]
 *
 * With a galleries folder it encodes her clients' gallery pictures too (ADR 0041).
 *
 * It ends at once when the server that started it goes away (the IPC channel closes) or on
 * SIGTERM: a job half-way has stored nothing and runs again at the next start.
 */
import { setPriority } from "node:os";
import sharp from "sharp";
import { openDatabase } from "#app/lib/db.server.ts";
import { createLog, type LogLevel } from "#app/lib/log.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { startWorker } from "#app/photos/worker.server.ts";
import { maxUploadPixels } from "#app/photos/limits.ts";
import { galleryJobSource } from "#app/galleries/encode/worker-source.server.ts";
import { liveRelease } from "#app/website/store.server.ts";

const [database, uploadsDir, level = "info", galleriesDir] = process.argv.slice(2);
if (!database || !uploadsDir) {
  console.error("Usage: node app/photos/worker-process.server.ts <database> <uploads folder>");
  process.exit(2);
}

try {
  setPriority(19);
} catch {
  // Not allowed to lower it (some containers): the worker still runs, one thread at a time.
}
sharp.concurrency(1);
// Every picture is decoded once; libvips' operation cache would only hold memory.
sharp.cache(false);

const log = createLog(level as LogLevel);
// Every commit waits for the disk: the upload is deleted right after its photo's files are stored.
const db = openDatabase(database, { migrations, busyTimeoutMs: 10_000 });
// A job that hung still holds the one libvips and the one libuv thread: the process ends (the
// job is recorded as failed already) and the server starts a fresh one, which goes on with the
// queue. SIGKILL: nothing is left to save, and an ordinary exit may wait for the stuck thread.
const galleries = galleriesDir
  ? galleryJobSource({
      db,
      log,
      uploadsDir,
      galleriesDir,
      limitInputPixels: maxUploadPixels,
      // Her studio's name as her live website says it; none before the first release.
      watermarkText: () => {
        try {
          return liveRelease(db).content.facts.studioName;
        } catch {
          return "";
        }
      },
    })
  : null;
const worker = startWorker(
  { db, clock: Date.now, log, uploadsDir },
  {
    onStuck: () => process.kill(process.pid, "SIGKILL"),
    sources: galleries ? [galleries] : [],
  },
);

const stop = () => process.exit(0);
process.on("message", (message) => {
  if (message === "wake") worker.wake();
});
process.on("disconnect", stop);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
