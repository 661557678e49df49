/**
 * The server's side of the photo worker: starts its process (./worker-process.server.ts), tells it
 * when an upload arrived, starts it again if it died (a job that killed it is given up after a
 * few attempts, ./worker.server.ts), and stops it with the server.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Log } from "#app/lib/log.server.ts";

export type PhotoWorkerHost = {
  wake(): void;
  /** Ends the process; resolves once it has exited, or after `waitMs` at most (then SIGKILL). */
  stop(waitMs?: number): Promise<void>;
};

const restartAfterMs = 1000;

export function startPhotoWorker(options: {
  script: URL;
  database: string;
  uploadsDir: string;
  /** Her clients' galleries' folder: the worker encodes their pictures too (ADR 0041). */
  galleriesDir?: string;
  logLevel: string;
  log: Log;
}): PhotoWorkerHost {
  let child: ChildProcess | undefined;
  let stopped = false;
  const start = () => {
    child = fork(
      fileURLToPath(options.script),
      [
        options.database,
        options.uploadsDir,
        options.logLevel,
        ...(options.galleriesDir ? [options.galleriesDir] : []),
      ],
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
    // Waits for the process to be gone: it has the database open, and a restore right after
    // `systemctl stop` must not find it open (tests/deploy/backup-restore.test.ts). Bounded: a
    // worker stuck in a decode is killed outright (a job half-way stored nothing).
    stop: (waitMs = 5000) => {
      stopped = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) {
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const killer = setTimeout(() => running.kill("SIGKILL"), waitMs);
        // Never longer than this, whatever the process does.
        const giveUp = setTimeout(resolve, waitMs + 2000);
        running.once("exit", () => {
          clearTimeout(killer);
          clearTimeout(giveUp);
          resolve();
        });
        running.kill("SIGTERM");
      });
    },
  };
}
