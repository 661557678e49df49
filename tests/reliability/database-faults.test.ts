import { spawn, spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { rows, takeWriteLock, waitFor } from "#tests/integration/harness.ts";
import {
  countRows,
  outboxOpen,
  pooled,
  sendInquiry,
  visitors,
  type Visitor,
} from "#tests/reliability/visitors.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

const app = forSuite(() =>
  startApp({
    smtp: { parse: false },
    env: { TRUST_PROXY: "true", RATE_LIMIT_MAX: "1000", DATABASE_BUSY_TIMEOUT_MS: "5000" },
  }),
);
let people: Visitor[];
let nextVisitor = 0;
const visitor = () => people[nextVisitor++ % people.length]!;

beforeAll(async () => {
  people = await visitors(app, 30);
});

describe("database busy", () => {
  it("lets requests wait for a second writer's lock and then succeed", async () => {
    const lockMs = 700;
    // The server may be mid-write (start-up, the mail worker): take the lock once it is free.
    const released = takeWriteLock(app.env.DATABASE_PATH!, lockMs, "EXCLUSIVE");
    const started = Date.now();
    const sent = await pooled(Array.from({ length: 20 }), 10, async () => {
      const result = await sendInquiry(app, visitor());
      return { ...result, ms: Date.now() - started };
    });
    await released;
    expect(sent.map((result) => result.status)).toEqual(Array(20).fill(200));
    // They really waited for the lock rather than slipping past it.
    expect(Math.max(...sent.map((result) => result.ms))).toBeGreaterThanOrEqual(lockMs - 50);
    for (const result of sent) {
      expect(countRows(app, "SELECT COUNT(*) AS n FROM inquiries WHERE id = ?", result.id!)).toBe(
        1,
      );
    }
  });
});

/** Another process (a CLI, a `sqlite3` shell) that takes the write lock and holds it for `ms`. */
async function holdWriteLock(file: string, ms: number) {
  const holder = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { DatabaseSync } from "node:sqlite";
       const db = new DatabaseSync(${JSON.stringify(file)}, { timeout: 10000 });
       db.exec("BEGIN IMMEDIATE");
       console.log("locked");
       setTimeout(() => { db.exec("COMMIT"); db.close(); }, ${ms});`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const released = new Promise<void>((resolve) => holder.once("exit", () => resolve()));
  await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
  return { released };
}

/** Times one request, from sending to its whole answer. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The home page and the health check, one after the other, every 100 ms for `ms`. */
async function probeFor(base: string, ms: number) {
  const probes: { status: number; ms: number }[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    probes.push(await timed(`${base}/`), await timed(`${base}/healthz`));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return probes;
}

const percentile95 = (probes: { ms: number }[]) => {
  const sorted = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)]!;
};

describe("a write lock held by another process for 10 s", () => {
  it("keeps pages and the health check answering while the inquiry waits, then 503s", async () => {
    // Mail in the queue, so the mail worker has writes to make during the lock too.
    await pooled(Array.from({ length: 5 }), 5, () => sendInquiry(app, visitor()));
    // Warm up (the first requests of a process compile its code), then the same probes without
    // the lock, before it and after it: how fast they are on this machine, as busy as it is now.
    for (let i = 0; i < 5; i++)
      await Promise.all([timed(`${app.url}/`), timed(`${app.url}/healthz`)]);
    const unlocked = await probeFor(app.url, 2_000);
    const { released } = await holdWriteLock(app.env.DATABASE_PATH!, 10_000);
    const lockedAt = Date.now();
    const inquiry = sendInquiry(app, visitor()).then((sent) => ({
      ...sent,
      ms: Date.now() - lockedAt,
    }));
    const probes = await probeFor(app.url, 7_000 - (Date.now() - lockedAt));
    const answered = await inquiry;
    console.log(`lock: inquiry answered ${answered.status} after ${answered.ms} ms`);
    // The inquiry waited DATABASE_BUSY_TIMEOUT_MS for the lock, then refused: never stored.
    expect(answered.status).toBe(503);
    expect(answered.ms).toBeGreaterThanOrEqual(4_900);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    await released;
    unlocked.push(...(await probeFor(app.url, 2_000)));
    const slowest = Math.max(...probes.map((probe) => probe.ms));
    const p95 = percentile95(probes);
    const p95Unlocked = percentile95(unlocked);
    console.log(
      `lock: ${probes.length} probes, p95 ${p95.toFixed(1)} ms (${p95Unlocked.toFixed(1)} ms ` +
        `unlocked), slowest ${slowest.toFixed(1)} ms`,
    );
    // About as fast as without the lock: within 100 ms, or, when the shared machine is slower
    // than that right now, within five times the unlocked probes' time (the lock's waiting
    // threads compete for the same two cores; 3.5 times seen at load 20). A blocked event loop
    // would hold a probe for DATABASE_BUSY_TIMEOUT_MS (5 s), so not one may take half of that.
    expect(p95).toBeLessThan(Math.max(100, 5 * p95Unlocked));
    expect(slowest).toBeLessThan(2_500);
    expect((await sendInquiry(app, visitor())).status).toBe(200);
    await waitFor(() => outboxOpen(app) === 0, { what: "the outbox to drain after the lock" });
  });
});

const hasPrlimit = spawnSync("prlimit", ["--version"]).status === 0;

/**
 * A full disk, for real: the server process's file size limit (RLIMIT_FSIZE) is lowered to
 * zero, so every write that would extend the database or its WAL fails in the kernel exactly
 * as on a full file system; raising it again is the disk being cleared.
 */
function setFileSizeLimit(pid: number, limit: "0" | "unlimited") {
  const result = spawnSync("prlimit", [`--pid=${pid}`, `--fsize=${limit}:unlimited`], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`prlimit failed: ${result.stderr}`);
}

describe.skipIf(!hasPrlimit)("disk full", () => {
  it("answers 503 with a JSON error, stays up, and recovers when space is back", async () => {
    const before = await sendInquiry(app, visitor());
    expect(before.status).toBe(200);
    await waitFor(() => outboxOpen(app) === 0, { what: "the outbox to drain" });
    const storedBefore = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");

    setFileSizeLimit(app.process.pid!, "0");
    try {
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${app.url}/api/send-contact-email`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            apikey: "public-anon-key-development",
            Authorization: `Bearer ${people[0]!.token}`,
            "X-Forwarded-For": people[0]!.ip,
          },
          body: JSON.stringify({
            firstName: "Anna",
            lastName: "Müller",
            email: "anna@example.com",
            package: "essence",
            message: "Hallo",
            source: "google",
            installmentInfo: false,
          }),
        });
        expect(response.status).toBe(503);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: { code: "unavailable" },
        });
      }
      // Still up: pages and health checks are served while the disk is full.
      expect((await fetch(`${app.url}/healthz`)).status).toBeLessThan(500);
      expect((await fetch(`${app.url}/`)).status).toBe(200);
      expect(app.process.exitCode).toBeNull();
    } finally {
      setFileSizeLimit(app.process.pid!, "unlimited");
    }
    expect(countRows(app, "SELECT COUNT(*) AS n FROM inquiries")).toBe(storedBefore);

    const after = await sendInquiry(app, visitor());
    expect(after.status).toBe(200);
    await waitFor(() => outboxOpen(app) === 0, { what: "the outbox to drain" });
    const mails = rows<{ status: string }>(
      app,
      "SELECT status FROM outbox WHERE inquiry_id = ?",
      after.id!,
    );
    expect(mails.map((mail) => mail.status)).toEqual(["sent", "sent"]);
    const ids = new Set(app.smtp.received.map((mail) => mail.messageId));
    expect(ids.size).toBe(app.smtp.received.length);
  });
});
