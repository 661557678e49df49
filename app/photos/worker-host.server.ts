/**
 * The server's side of the photo worker: starts its process (./worker-process.server.ts), tells it
 * when an upload arrived, starts it again if it died (a job that killed it is given up after a
 * few attempts, ./worker.server.ts), and stops it with the server.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Log } from "#app/lib/log.server.ts";

export type PhotoWorkerHost = { wake(): void; stop(): void };

const restartAfterMs = 1000;

export function startPhotoWorker(options: {
  script: URL;
  database: string;
  uploadsDir: string;
  logLevel: string;
  log: Log;
}): PhotoWorkerHost {
  let child: ChildProcess | undefined;
  let stopped = false;
  const start = () => {
    child = fork(
      fileURLToPath(options.script),
      [options.database, options.uploadsDir, options.logLevel],
      // One libuv thread: sharp works on its own thread anyway, and nothing else here needs more.
      { env: { ...process.env, UV_THREADPOOL_SIZE: "1" }, stdio: "inherit" },
    );
    child.on("error", (error) =>
      options.log("error", "photos.worker_error", { message: error.message }),
    );
    child.on("exit", (code, signal) => {
      if (stopped) return;
      options.log("warn", "photos.worker_exited", { code, signal });
      setTimeout(() => !stopped && start(), restartAfterMs).unref();
    });
  };
  start();
  return {
    wake: () => {
      if (child?.connected) child.send("wake");
    },
    stop: () => {
      stopped = true;
      child?.kill("SIGTERM");
    },
  };
}
