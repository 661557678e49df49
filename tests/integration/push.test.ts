/**
 * Alerts on the owner's phone (issue 17) against a push-service stand-in that checks the VAPID
 * signature and decrypts the payload as a device would (push-service.ts): first `pushToAll` on
 * its own, then the production server end to end (a device subscribes through the studio's API,
 * a visitor sends an inquiry, the device gets "Neue Anfrage" without anything personal).
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/lib/db.server.ts";
import {
  deviceSubscriptions,
  pushToAll,
  saveSubscription,
  vapidKeys,
  type PushDeps,
} from "#app/studio/push/push.server.ts";
import { formSession, rows, submit, validInquiry, waitFor } from "#tests/integration/harness.ts";
import { startPushService } from "#tests/integration/push-service.ts";
import { signInByMail, studioFetch } from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";
import { afterwards } from "#tests/support/cleanup.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const service = forSuite(async () => {
  const started = await startPushService();
  afterwards(() => started.close());
  return started;
});

describe("pushToAll", () => {
  const logged: string[] = [];
  // One database for the describe's tests, which build on each other's subscriptions.
  const shared = forSuite(() => {
    const { db } = testDatabase();
    const deps: PushDeps = {
      db,
      keys: vapidKeys(db),
      subject: "mailto:studio@atelier.example",
      clock: Date.now,
      log: (_level, event) => void logged.push(event),
      // Short, for the hanging service; long enough for a healthy push on a busy machine.
      timeoutMs: 2_000,
      maxFailures: 2,
      ca: readFileSync(service.caFile),
      allowLoopback: true,
    };
    return { db, deps };
  });

  const message = { title: "Neue Anfrage", body: "Lumière", url: "/studio/anfragen/x", tag: "t" };

  it("keeps one VAPID key pair in the database", () => {
    expect(vapidKeys(shared.db)).toEqual(shared.deps.keys);
    expect(shared.deps.keys.publicKey).toMatch(/^[\w-]{87}$/);
  });

  it("delivers an encrypted, signed message the device can read", async () => {
    const phone = service.subscribe();
    saveSubscription(shared.db, phone.json, "iPhone", Date.now());
    const seen = service.deliveries.length;
    expect(await pushToAll(shared.deps, message)).toEqual({ sent: 1, failed: 0, removed: 0 });
    const delivery = service.deliveries.slice(seen).find((d) => d.subscription === phone.id);
    expect(delivery?.message).toEqual(message);
    expect(delivery?.claims.sub).toBe("mailto:studio@atelier.example");
    expect(delivery?.urgency).toBe("high");
    expect(service.refused).toEqual([]);
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const old = service.subscribe("gone");
    saveSubscription(shared.db, old.json, "Android", Date.now());
    const result = await pushToAll(shared.deps, message);
    expect(result.removed).toBe(1);
    expect(deviceSubscriptions(shared.db).map((s) => s.endpoint)).not.toContain(old.json.endpoint);
    expect(logged).toContain("push.subscription_gone");
  });

  it("gives up on a hanging push service after its timeout, and on the device after repeated failures", async () => {
    const stuck = service.subscribe("hang");
    saveSubscription(shared.db, stuck.json, "Mac", Date.now());
    const started = Date.now();
    const first = await pushToAll(shared.deps, message);
    expect(first.failed).toBe(1);
    // The timeout bounds it (2 s here), not the push service.
    expect(Date.now() - started).toBeLessThan(5_000);
    const second = await pushToAll(shared.deps, message);
    expect(second.removed).toBe(1);
    expect(deviceSubscriptions(shared.db).map((s) => s.endpoint)).not.toContain(
      stuck.json.endpoint,
    );
    expect(logged).toContain("push.subscription_given_up");
  });
});

describe("where pushes may go", () => {
  const message = { title: "Neue Anfrage", body: "Lumière", url: "/studio", tag: "t" };
  const depsFor = (db: Database): PushDeps => ({
    db,
    keys: vapidKeys(db),
    subject: "mailto:studio@atelier.example",
    clock: Date.now,
    log: () => {},
    timeoutMs: 500,
    ca: readFileSync(service.caFile),
  });

  it("only to public addresses: a push service on this machine, by address or by name, gets nothing", async () => {
    const { db } = testDatabase();
    const byAddress = service.subscribe();
    const byName = service.subscribe();
    saveSubscription(db, byAddress.json, "iPhone", Date.now());
    const localhost = byName.json.endpoint.replace("127.0.0.1", "localhost");
    saveSubscription(db, { ...byName.json, endpoint: localhost }, "Mac", Date.now());
    const before = service.requests;
    expect(await pushToAll(depsFor(db), message)).toEqual({ sent: 0, failed: 0, removed: 2 });
    expect(service.requests).toBe(before);
    expect(deviceSubscriptions(db)).toEqual([]);
  });

  it("to at most ten devices: an eleventh is refused, a renewed one is not", () => {
    const { db } = testDatabase();
    const devices = Array.from({ length: 10 }, () => service.subscribe().json);
    for (const device of devices) {
      expect(saveSubscription(db, device, "iPhone", Date.now())).toEqual({ ok: true });
    }
    const eleventh = service.subscribe().json;
    expect(saveSubscription(db, eleventh, "iPad", Date.now())).toEqual({
      ok: false,
      reason: "too_many",
    });
    expect(saveSubscription(db, devices[3]!, "iPhone", Date.now())).toEqual({ ok: true });
    expect(deviceSubscriptions(db)).toHaveLength(10);
  });
});

describe("the server", () => {
  const app = forSuite(() =>
    startApp({
      studio: true,
      smtp: true,
      env: {
        PUSH_ALLOW_LOOPBACK: "true",
        STUDIO_SIGN_IN_MAX: "1000",
        NODE_EXTRA_CA_CERTS: service.caFile,
      },
    }),
  );
  let session: string;
  beforeAll(async () => {
    session = await signInByMail(app, app.smtp);
  });

  const subscribe = (json: unknown, cookie: string | null = session) =>
    studioFetch(app, "/studio/api/push/subscribe", { json: { subscription: json }, cookie });

  async function sendInquiry(fields: Record<string, unknown> = {}) {
    const token = await formSession(app);
    const answer = await submit(app, { ...validInquiry, ...fields }, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.id as string;
  }

  it("refuses a subscription without a session, or one that is not a push subscription", async () => {
    const phone = service.subscribe();
    expect((await subscribe(phone.json, null)).status).toBe(401);
    for (const bad of [
      { ...phone.json, endpoint: "http://127.0.0.1:9/push/x" },
      { ...phone.json, endpoint: "nicht eine Adresse" },
      { endpoint: phone.json.endpoint, keys: { p256dh: "kurz", auth: phone.json.keys.auth } },
      null,
    ]) {
      const response = await subscribe(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: { code: "invalid_subscription" },
      });
    }
    expect(rows(app, "SELECT * FROM push_subscriptions")).toEqual([]);
  });

  it("refuses an eleventh device with 409 and a German message", async () => {
    const devices = Array.from({ length: 10 }, () => service.subscribe().json);
    for (const device of devices) expect((await subscribe(device)).status).toBe(200);
    const eleventh = await subscribe(service.subscribe().json);
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toEqual({
      ok: false,
      error: {
        code: "too_many_devices",
        message:
          "Benachrichtigungen gehen an höchstens 10 Geräte. Bitte zuerst ein Gerät in den Einstellungen entfernen.",
      },
    });
    for (const device of devices) {
      await studioFetch(app, "/studio/api/push/unsubscribe", {
        json: { endpoint: device.endpoint },
        cookie: session,
      });
    }
    expect(rows(app, "SELECT * FROM push_subscriptions")).toEqual([]);
  });

  it("rings a subscribed device for a new inquiry, with nothing personal in the push", async () => {
    const phone = service.subscribe();
    expect((await subscribe(phone.json)).status).toBe(200);
    const id = await sendInquiry({ preferredDate: "" });
    const delivery = await waitFor(
      () => service.deliveries.find((d) => d.subscription === phone.id),
      { what: "the push" },
    );
    expect(delivery.message).toEqual({
      title: "Neue Anfrage",
      body: expect.stringMatching(/^Lumière · ohne Wunschtermin$/),
      url: `/studio/anfragen/${id}`,
      tag: `new-${id}`,
    });
    const payload = JSON.stringify(delivery.message);
    for (const value of Object.values(validInquiry)) {
      if (typeof value === "string" && value.length > 3 && value !== "lumiere") {
        expect(payload).not.toContain(value);
      }
    }
    expect(delivery.claims.sub).toBe("mailto:studio@example.com");
    // Tapping it opens the inquiry.
    const page = await studioFetch(app, delivery.message.url as string, { cookie: session });
    expect(page.status).toBe(200);
  });

  it("answers inquiries at once while the push service hangs, and drops a device that is gone", async () => {
    const laptop = service.subscribe("hang");
    expect((await subscribe(laptop.json)).status).toBe(200);
    const before = service.requests;
    await sendInquiry();
    // The push to the hanging device is under way (the stand-in holds it open) …
    await waitFor(() => service.requests > before || null, { what: "the push request" });
    // … and inquiries are stored and answered meanwhile.
    for (let i = 0; i < 3; i++) await sendInquiry();
    expect(service.deliveries.filter((d) => d.subscription === laptop.id)).toEqual([]);

    service.setBehaviour(laptop.id, "gone");
    const phone = service.subscribe("gone");
    expect((await subscribe(phone.json)).status).toBe(200);
    await sendInquiry();
    await waitFor(
      () =>
        rows<{ endpoint: string }>(app, "SELECT endpoint FROM push_subscriptions").every(
          (row) => row.endpoint !== phone.json.endpoint,
        ) || null,
      { what: "the gone subscription to be removed" },
    );
  });
});
