import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
//
// Two projects, one after the other (`sequence.groupOrder`), each with its own worker limit:
// `unit` is the code's own tests, CPU-bound, one worker per core. `server` starts the production
// server (and Caddy, SMTP sinks, CLIs) as child processes: one such file keeps about 1.2 cores
// busy on average, but waits for seconds at a time (locks held, slow clients, mail retries,
// restarts), so a third file fills those gaps; a fourth only adds contention. Its
// timeouts hold on a busy 2-core machine, where a server takes seconds to start; a test that
// needs longer says so, and why, in its file.
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          maxWorkers: 2,
          // A fresh process per file cost about 0.9 s of CPU each (a third of the project's CPU
          // time); these files share no global state, so one process per worker runs them all.
          isolate: false,
          // Photos are encoded with sharp in some of them (the library, the image pipeline).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: [
            "tests/integration/**/*.test.ts",
            "tests/reliability/**/*.test.ts",
            "tests/deploy/**/*.test.ts",
            "tests/proxy/**/*.test.ts",
          ],
          maxWorkers: 3,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
