/**
 * How test support undoes what it started (a server, an SMTP sink, a database, a folder): started
 * in a test, when that test has finished, passed or not; started inside `forSuite`, after the
 * suite's last test. No test file stops or removes by hand what test support made for it.
 */
import { afterAll, beforeAll, onTestFinished } from "vitest";

type Cleanup = () => unknown;

/** Where `forSuite`'s start registers what must be undone; undefined inside a test. */
let suiteCleanups: Cleanup[] | undefined;

/** Runs `cleanup` when the test (or the `forSuite` suite) that is running now is over. */
export function afterwards(cleanup: Cleanup) {
  if (suiteCleanups) suiteCleanups.push(cleanup);
  else onTestFinished(async () => void (await cleanup()));
}

/**
 * What `start` returns, made before the suite's (or file's) first test and undone after its
 * last: `const app = forSuite(() => startApp({ smtp: true }))`. The value stands in for what
 * `start` made (every read and write goes to it), so it is used inside tests and hooks only.
 */
export function forSuite<T extends object>(start: () => Promise<T> | T): T {
  let value: T | undefined;
  const cleanups: Cleanup[] = [];
  beforeAll(async () => {
    suiteCleanups = cleanups;
    try {
      value = await start();
    } finally {
      suiteCleanups = undefined;
    }
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const started = () => {
    if (!value) throw new Error("forSuite: used before the suite started");
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(started(), key),
    set: (_, key, next) => Reflect.set(started(), key, next),
    has: (_, key) => Reflect.has(started(), key),
  });
}
