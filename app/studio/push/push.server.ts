/**
 * Web Push to the owner's devices (ADR 0024), through the `web-push` library: the standard
 * (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID), no vendor account. The VAPID key pair
 * is made on first use and kept in the database, so subscriptions survive restarts and releases.
 *
 * A push is a courtesy, never part of an inquiry's path: callers do not wait for it, every request
 * to a push service has a timeout, and a failure is logged and counted, nothing more. A
 * subscription the push service says is gone (404, 410) is deleted at once; one that keeps failing
 * for any other reason is deleted after `maxFailures` failures in a row.
 *
 * An endpoint is an address a browser names, so the server connects only to public addresses
 * (never to itself, its network or a metadata service). That is checked on every send, on the
 * address the connection is actually made to, so a changed DNS answer cannot get around it; at
 * most `maxSubscriptions` devices are subscribed.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { Agent } from "node:https";
import { isIP } from "node:net";
import webpush from "web-push";
import { z } from "zod";
import { prepared, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { isLoopbackHost } from "#app/lib/env.server.ts";
import { isPublicAddress } from "#app/lib/public-address.server.ts";
import { readValue, valueOrCreate } from "#app/studio/key-value.server.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

/** The studio's VAPID key pair, created and stored the first time it is needed. */
export function vapidKeys(db: Database): VapidKeys {
  const existing = readValue(db, "vapid_keys");
  if (existing) return JSON.parse(existing) as VapidKeys;
  const created = JSON.stringify(webpush.generateVAPIDKeys());
  return JSON.parse(valueOrCreate(db, "vapid_keys", () => created)) as VapidKeys;
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

/** What the studio's page posts to subscribe this device, and to unsubscribe it. */
export const subscribeSchema = z.object({ subscription: subscriptionSchema });
export const unsubscribeSchema = z.object({ endpoint: z.string() });
/** "Entfernen" of a device in the settings: the subscription it names. */
export const deviceIdSchema = z.object({ id: z.coerce.number().int() });

export type DeviceSubscription = {
  id: number;
  endpoint: string;
  device: string;
  createdAt: number;
  lastSuccessAt: number | null;
};

/** More devices than this get no alerts: the owner removes one first. */
export const maxSubscriptions = 10;

const endpointHost = (endpoint: string) => new URL(endpoint).hostname.replace(/^\[|\]$/g, "");

/**
 * Stores a device's subscription; the same endpoint again (a renewed subscription) is updated.
 * A new one beyond `maxSubscriptions` is refused.
 */
export function saveSubscription(
  db: Database,
  subscription: BrowserSubscription,
  device: string,
  now: number,
): { ok: true } | { ok: false; reason: "too_many" } {
  const known = prepared(db, "SELECT 1 FROM push_subscriptions WHERE endpoint = ?").get(
    subscription.endpoint,
  );
  const count = Number(prepared(db, "SELECT COUNT(*) AS n FROM push_subscriptions").get()!.n);
  if (!known && count >= maxSubscriptions) return { ok: false, reason: "too_many" };
  prepared(
    db,
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, device, created_at)
     VALUES ($endpoint, $p256dh, $auth, $device, $now)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
       device = excluded.device, failures = 0`,
  ).run({ endpoint: subscription.endpoint, ...subscription.keys, device, now });
  return { ok: true };
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
  /** A certificate authority to trust besides the system's (tests: the stand-in's own). */
  ca?: string | Buffer;
  /** Push services on this machine are allowed too (PUSH_ALLOW_LOOPBACK: tests, development). */
  allowLoopback?: boolean;
};

class NonPublicAddress extends Error {
  code = "push_address_refused";
}

/**
 * Connections only to allowed addresses: the name is resolved here and every address checked,
 * and the connection goes to the address that was checked.
 */
function guardedAgent(deps: PushDeps): { agent: Agent; allowed: (address: string) => boolean } {
  const allowed = (address: string) =>
    isPublicAddress(address) || (deps.allowLoopback === true && isLoopbackHost(address));
  const lookup = (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      if (!addresses.length || !addresses.every((entry) => allowed(entry.address))) {
        return callback(new NonPublicAddress(`${hostname} is not a public address`), "");
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  return { agent: new Agent({ lookup, ...(deps.ca ? { ca: deps.ca } : {}) }), allowed };
}

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
  const { agent, allowed } = guardedAgent(deps);
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        // An address in the endpoint itself is connected to without a lookup: checked here.
        const host = endpointHost(subscription.endpoint);
        if (isIP(host) && !allowed(host)) throw new NonPublicAddress(`${host} is not public`);
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: subscription },
          payload,
          {
            vapidDetails: { subject: deps.subject, ...deps.keys },
            // A new inquiry matters today; after a day the reminder has said it again.
            TTL: 86_400,
            urgency: "high",
            timeout: deps.timeoutMs,
            agent,
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
  agent.destroy();
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
  if (error instanceof NonPublicAddress) {
    removeSubscription(db, { id: subscription.id });
    log("warn", "push.subscription_refused", { id: subscription.id, reason });
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
