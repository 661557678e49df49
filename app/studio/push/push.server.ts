/**
 * Web Push to the owner's devices (issue 17), through the `web-push` library: the standard
 * (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID), no vendor account. The VAPID key pair
 * is made on first use and kept in the database, so subscriptions survive restarts and releases.
 *
 * A push is a courtesy, never part of an inquiry's path: callers do not wait for it, every request
 * to a push service has a timeout, and a failure is logged and counted, nothing more. A
 * subscription the push service says is gone (404, 410) is deleted at once; one that keeps failing
 * for any other reason is deleted after `maxFailures` failures in a row.
 */
import type { Agent } from "node:https";
import webpush from "web-push";
import { z } from "zod";
import { prepared, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { readSetting, settingOrCreate } from "#app/studio/settings.server.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

/** The studio's VAPID key pair, created and stored the first time it is needed. */
export function vapidKeys(db: Database): VapidKeys {
  const existing = readSetting(db, "vapid_keys");
  if (existing) return JSON.parse(existing) as VapidKeys;
  const created = JSON.stringify(webpush.generateVAPIDKeys());
  return JSON.parse(settingOrCreate(db, "vapid_keys", () => created)) as VapidKeys;
}

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * A browser's PushSubscription as `toJSON()` gives it. Push services are reached over https
 * only (the library speaks nothing else); the keys are a P-256 public key (65 bytes) and a
 * 16-byte secret, base64url.
 */
export const subscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048)
    .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:"),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});

export type BrowserSubscription = z.infer<typeof subscriptionSchema>;

export type DeviceSubscription = {
  id: number;
  endpoint: string;
  device: string;
  createdAt: number;
  lastSuccessAt: number | null;
};

/** Stores a device's subscription; the same endpoint again (a renewed subscription) is updated. */
export function saveSubscription(
  db: Database,
  subscription: BrowserSubscription,
  device: string,
  now: number,
): void {
  prepared(
    db,
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, device, created_at)
     VALUES ($endpoint, $p256dh, $auth, $device, $now)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
       device = excluded.device, failures = 0`,
  ).run({ endpoint: subscription.endpoint, ...subscription.keys, device, now });
}

export function removeSubscription(db: Database, by: { endpoint: string } | { id: number }) {
  if ("id" in by) prepared(db, "DELETE FROM push_subscriptions WHERE id = ?").run(by.id);
  else prepared(db, "DELETE FROM push_subscriptions WHERE endpoint = ?").run(by.endpoint);
}

/** Every device stops getting alerts; returns how many were subscribed. */
export function removeAllSubscriptions(db: Database): number {
  return Number(prepared(db, "DELETE FROM push_subscriptions").run().changes);
}

export function deviceSubscriptions(db: Database): DeviceSubscription[] {
  return prepared(
    db,
    `SELECT id, endpoint, device, created_at AS createdAt, last_success_at AS lastSuccessAt
     FROM push_subscriptions ORDER BY created_at`,
  ).all() as DeviceSubscription[];
}

/** What a notification shows, and the studio page a tap on it opens. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushDeps = {
  db: Database;
  keys: VapidKeys;
  /** Who runs the sender, for the push services (RFC 8292): `mailto:` the studio's address. */
  subject: string;
  clock: () => number;
  log: Log;
  /** Longest wait for one push service, connection and answer. */
  timeoutMs: number;
  /** Consecutive failures after which a subscription is given up. */
  maxFailures?: number;
  /** TLS settings for reaching the push service (tests: the stand-in's own certificate). */
  agent?: Agent;
};

export type PushResult = { sent: number; failed: number; removed: number };

type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

const isGone = (error: unknown) =>
  error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);

/** Sends one message to every subscribed device, at the same time; resolves when all answered. */
export async function pushToAll(deps: PushDeps, message: PushMessage): Promise<PushResult> {
  const { db, log } = deps;
  const subscriptions = prepared(
    db,
    "SELECT id, endpoint, p256dh, auth FROM push_subscriptions",
  ).all() as StoredSubscription[];
  const payload = JSON.stringify(message);
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: subscription },
          payload,
          {
            vapidDetails: { subject: deps.subject, ...deps.keys },
            // A new inquiry matters today; after a day the reminder has said it again.
            TTL: 86_400,
            urgency: "high",
            timeout: deps.timeoutMs,
            ...(deps.agent ? { agent: deps.agent } : {}),
          },
        );
        prepared(
          db,
          "UPDATE push_subscriptions SET last_success_at = ?, failures = 0 WHERE id = ?",
        ).run(deps.clock(), subscription.id);
        return "sent" as const;
      } catch (error) {
        return failed(deps, subscription, error);
      }
    }),
  );
  const result = {
    sent: outcomes.filter((outcome) => outcome === "sent").length,
    failed: outcomes.filter((outcome) => outcome === "failed").length,
    removed: outcomes.filter((outcome) => outcome === "removed").length,
  };
  if (subscriptions.length) log("info", "push.sent", { tag: message.tag, ...result });
  return result;
}

function failed(deps: PushDeps, subscription: StoredSubscription, error: unknown) {
  const { db, log } = deps;
  const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
  const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : "unknown";
  if (isGone(error)) {
    removeSubscription(db, { id: subscription.id });
    log("info", "push.subscription_gone", { id: subscription.id, reason });
    return "removed" as const;
  }
  const row = prepared(
    db,
    "UPDATE push_subscriptions SET failures = failures + 1 WHERE id = ? RETURNING failures",
  ).get(subscription.id);
  const failures = Number(row?.failures ?? 0);
  if (failures >= (deps.maxFailures ?? 10)) {
    removeSubscription(db, { id: subscription.id });
    log("warn", "push.subscription_given_up", { id: subscription.id, failures, reason });
    return "removed" as const;
  }
  log("warn", "push.failed", { id: subscription.id, failures, reason });
  return "failed" as const;
}
