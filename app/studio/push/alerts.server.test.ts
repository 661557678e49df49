import { describe, expect, it } from "vitest";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import { changeStage, markNotSpam } from "#app/studio/inbox/workflow.server.ts";
import { createAlerts, runAlerts, type AlertDeps } from "#app/studio/push/alerts.server.ts";
import type { PushMessage } from "#app/studio/push/push.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-11-20T09:00:00Z");
const hour = 3600_000;

function setUp() {
  const { db, open } = testDatabase();
  let now = start;
  const pushed: PushMessage[] = [];
  const deps: AlertDeps = {
    db,
    clock: () => now,
    push: async (message) => {
      pushed.push(message);
      return { sent: 1, failed: 0, removed: 0 };
    },
    log: () => {},
  };
  return { db, deps, pushed, open, advance: (ms: number) => (now += ms), now: () => now };
}

const annegret = {
  firstName: "Annegret",
  lastName: "Vogelsang",
  email: "annegret@example.com",
  phone: "+49 170 1234567",
  preferredDate: "12.12.2026",
  message: "Ein ganz persönlicher Wunsch",
};

function store(db: Database, id: string, fields: Partial<InquiryRecord> = {}) {
  storedInquiry(db, { id, createdAt: start, ...annegret, ...fields });
}

const workflow = (deps: AlertDeps) => ({
  ...deps,
  renderMails: () => [],
  wakeMailWorker: () => {},
});

describe("the new-inquiry push", () => {
  it("names the package and the date, links the inquiry, and carries nothing personal", async () => {
    const { db, deps, pushed } = setUp();
    store(db, "i-1");
    expect(await runAlerts(deps)).toEqual({ alerted: 1, reminded: 0 });
    expect(pushed).toEqual([
      {
        title: "Neue Anfrage",
        body: "Lumière · Wunschtermin 12.12.2026",
        url: "/studio/anfragen/i-1",
        tag: "new-i-1",
      },
    ]);
    const text = JSON.stringify(pushed);
    for (const personal of ["Annegret", "Vogelsang", "annegret@", "1234567", "persönlich"]) {
      expect(text).not.toContain(personal);
    }
  });

  it("says so when there is no preferred date", async () => {
    const { db, deps, pushed } = setUp();
    store(db, "i-1", { preferredDate: null, package: "signature" });
    await runAlerts(deps);
    expect(pushed[0]?.body).toMatch(/ · ohne Wunschtermin$/);
  });

  it("is sent once per inquiry, however often the runner wakes", async () => {
    const { db, deps, pushed } = setUp();
    store(db, "i-1");
    await runAlerts(deps);
    await runAlerts(deps);
    store(db, "i-2");
    await runAlerts(deps);
    expect(pushed.map((message) => message.tag)).toEqual(["new-i-1", "new-i-2"]);
  });

  it("is never sent for spam, not even after Kein Spam", async () => {
    const { db, deps, pushed } = setUp();
    store(db, "spam-1", { status: "spam", spamReason: "honeypot" });
    await runAlerts(deps);
    expect(markNotSpam(workflow(deps), "spam-1").ok).toBe(true);
    await runAlerts(deps);
    expect(pushed).toEqual([]);
  });

  it("becomes one summary when more than three arrive at once", async () => {
    const { db, deps, pushed } = setUp();
    for (const id of ["a", "b", "c", "d", "e"]) store(db, id);
    expect(await runAlerts(deps)).toEqual({ alerted: 5, reminded: 0 });
    expect(pushed).toEqual([
      { title: "5 neue Anfragen", body: "Im Studio ansehen", url: "/studio", tag: "new-inquiries" },
    ]);
  });

  it("is claimed by one of two processes on the same database, never both", async () => {
    const { db, deps, pushed, open } = setUp();
    const second = { ...deps, db: open() };
    for (let i = 0; i < 3; i++) store(db, `i-${i}`);
    const runs = await Promise.all([runAlerts(deps), runAlerts(second)]);
    expect(runs.map((run) => run.alerted).sort()).toEqual([0, 3]);
    expect(pushed).toHaveLength(3);
  });
});

describe("the reminder", () => {
  it("comes once, a day after an inquiry that is still Neu", async () => {
    const { db, deps, pushed, advance } = setUp();
    store(db, "i-1");
    await runAlerts(deps);
    advance(23 * hour);
    await runAlerts(deps);
    expect(pushed).toHaveLength(1);
    advance(hour);
    expect(await runAlerts(deps)).toEqual({ alerted: 0, reminded: 1 });
    advance(hour);
    await runAlerts(deps);
    expect(pushed.slice(1)).toEqual([
      {
        title: "Anfrage wartet seit einem Tag",
        body: "Lumière · Wunschtermin 12.12.2026 · noch nicht beantwortet",
        url: "/studio/anfragen/i-1",
        tag: "reminder-i-1",
      },
    ]);
  });

  it("does not come for an inquiry answered, booked or declined in time, or for spam", async () => {
    const { db, deps, pushed, advance } = setUp();
    store(db, "answered");
    store(db, "spam", { status: "spam", spamReason: "honeypot" });
    await runAlerts(deps);
    advance(2 * hour);
    expect(changeStage(workflow(deps), "answered", "answered").ok).toBe(true);
    advance(2 * 24 * hour);
    await runAlerts(deps);
    expect(pushed.map((message) => message.tag)).toEqual(["new-answered"]);
  });
});

describe("the runner", () => {
  it("pushes soon after it is woken, batching what arrives meanwhile, and stops cleanly", async () => {
    const { db, deps, pushed } = setUp();
    const alerts = createAlerts(deps, { batchMs: 30, checkMs: 60_000, stopWaitMs: 1_000 });
    store(db, "i-1");
    alerts.wake();
    store(db, "i-2");
    alerts.wake();
    await expect.poll(() => pushed.length).toBe(2);
    await alerts.stop();
    store(db, "i-3");
    alerts.wake();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(pushed).toHaveLength(2);
  });

  it("keeps going when a push fails, and logs it", async () => {
    const { db, deps } = setUp();
    const logged: string[] = [];
    const failing: AlertDeps = {
      ...deps,
      push: () => Promise.reject(new Error("push service down")),
      log: (_level, event) => void logged.push(event),
    };
    const alerts = createAlerts(failing, { batchMs: 10, checkMs: 60_000, stopWaitMs: 1_000 });
    store(db, "i-1");
    alerts.wake();
    await expect.poll(() => logged).toContain("push.alerts_failed");
    await alerts.stop();
  });
});
