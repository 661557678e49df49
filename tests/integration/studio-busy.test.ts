/**
 * The owner's actions while another connection holds the database's write lock for a moment (the
 * mail worker marking a mail sent, a CLI command, a backup): the server never waits inside SQLite
 * on its event loop, so each studio write tries again on a timer (retryWhileBusy) and goes through
 * once the lock is free, instead of failing with an error page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { formSession, submit, takeWriteLock, validInquiry } from "#tests/integration/harness.ts";
import { signInByEml, studioFetch } from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

const app = forSuite(() => startApp({ studio: true }));
let session: string;
let inquiryId: string;

beforeAll(async () => {
  session = await signInByEml(app);
  const sent = await submit(app, validInquiry, { token: await formSession(app) });
  expect(sent.status).toBe(200);
  inquiryId = sent.body.id as string;
});

/**
 * Holds the write lock from another connection for `ms` while `action` runs; says how long the
 * action took, so a test can tell it really met the lock.
 */
async function whileLocked<T>(ms: number, action: () => Promise<T>) {
  const released = takeWriteLock(app.env.DATABASE_PATH!, ms);
  const started = Date.now();
  const result = await action();
  const tookMs = Date.now() - started;
  await released;
  return { result, tookMs };
}

/** An ISO day `days` from now: inside the availability API's twelve months. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A browser's push subscription, as the studio's page sends it. */
const subscription = {
  endpoint: "https://push.example/busy-device",
  keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
};

const post = (path: string, form: Record<string, string>) =>
  studioFetch(app, path, { form, cookie: session });

describe("studio actions under a brief write lock", () => {
  it("saves a note, changes the status, blocks a day, removes a device and switches alerts on and off once the lock is free", async () => {
    const page = `/studio/anfragen/${inquiryId}`;
    const days = [dayAhead(40), dayAhead(41)];
    const actions = [
      () => post(page, { intent: "note", note: "Rückruf am Donnerstag vereinbart" }),
      () => post(page, { intent: "stage", stage: "answered" }),
      () => post("/studio/kalender", { intent: "block", from: days[0]!, to: days[1]! }),
      () => post("/studio/einstellungen", { intent: "push-remove", id: "999" }),
      // The device's own calls when notifications are switched on and off.
      () =>
        studioFetch(app, "/studio/api/push/subscribe", { json: { subscription }, cookie: session }),
      () =>
        studioFetch(app, "/studio/api/push/unsubscribe", {
          json: { endpoint: subscription.endpoint },
          cookie: session,
        }),
    ];
    for (const action of actions) {
      const { result, tookMs } = await whileLocked(300, action);
      expect(result.status).toBe(200);
      // It waited for the lock rather than slipping past it.
      expect(tookMs).toBeGreaterThanOrEqual(250);
    }

    const db = app.db();
    try {
      const row = db
        .prepare(
          "SELECT stage, (SELECT body FROM inquiry_notes WHERE inquiry_notes.inquiry_id = inquiries.id) AS note FROM inquiries WHERE id = ?",
        )
        .get(inquiryId);
      expect(row).toEqual({ stage: "answered", note: "Rückruf am Donnerstag vereinbart" });
    } finally {
      db.close();
    }
    const availability = (await (await fetch(`${app.url}/api/availability`)).json()) as {
      blocked: string[];
    };
    expect(availability.blocked).toEqual(expect.arrayContaining(days));
  });
});
