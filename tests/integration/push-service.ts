/**
 * A stand-in for a browser's push service (RFC 8030), on loopback over HTTPS with its own
 * certificate, strict where the real ones are: it checks each request's VAPID signature (RFC 8292,
 * ES256 over the JWT, key from `k=`) and its claims, and decrypts the payload (RFC 8291,
 * `aes128gcm`) with the subscription's private key, as the device would. Tests read what it
 * decrypted, and choose per subscription whether it accepts (201), says the subscription is gone
 * (410) or never answers.
 *
 * The server under test trusts the certificate through NODE_EXTRA_CA_CERTS (`caFile`); code in
 * the test process through PushDeps' `ca`.
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { ServerResponse } from "node:http";
import path from "node:path";
// http_ece: the reference implementation of RFC 8188 the `web-push` library itself builds on.
import ece from "http_ece";
import { tempDir, removeDir } from "#tests/integration/harness.ts";

export type Behaviour = "accept" | "gone" | "hang";

export type Delivery = {
  subscription: string;
  /** The decrypted payload, parsed as JSON. */
  message: Record<string, unknown>;
  /** The JWT's claims and the request's push headers. */
  claims: { aud: string; sub: string; exp: number };
  ttl: string | undefined;
  urgency: string | undefined;
};

export type PushService = {
  origin: string;
  caFile: string;
  /** A new subscription, as `PushSubscription.toJSON()` gives it in the browser. */
  subscribe(behaviour?: Behaviour): {
    id: string;
    json: { endpoint: string; keys: { p256dh: string; auth: string } };
  };
  setBehaviour(id: string, behaviour: Behaviour): void;
  deliveries: Delivery[];
  /** Requests refused: bad VAPID signature or claims, undecryptable payload. */
  refused: { subscription: string; reason: string }[];
  /** Requests that reached the service, answered or hanging. */
  requests: number;
  close(): Promise<void>;
};

type Subscriber = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; behaviour: Behaviour };

/** A P-256 public key as the Web Push headers carry it (uncompressed point) → a KeyObject. */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("not an uncompressed P-256 point");
  return createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and returns the JWT's claims. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no VAPID authorization");
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split(".") as [string, string, string];
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: p256PublicKey(Buffer.from(key, "base64url")), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header_.alg !== "ES256") throw new Error(`VAPID alg ${header_.alg}`);
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as Delivery["claims"];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("VAPID exp");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error(`VAPID sub ${claims.sub}`);
  return claims;
}

export async function startPushService(): Promise<PushService> {
  const dir = tempDir("push-service");
  const keyFile = path.join(dir, "key.pem");
  const caFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      caFile,
      "-days",
      "2",
      "-subj",
      "/CN=push.localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const subscribers = new Map<string, Subscriber>();
  const hanging = new Set<ServerResponse>();
  const service: Omit<PushService, "origin" | "close"> = {
    caFile,
    deliveries: [],
    refused: [],
    requests: 0,
    subscribe(behaviour = "accept") {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, behaviour });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: auth.toString("base64url"),
          },
        },
      };
    },
    setBehaviour(id, behaviour) {
      subscribers.get(id)!.behaviour = behaviour;
    },
  };

  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        service.requests++;
        const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
        const subscriber = subscribers.get(id);
        if (request.method !== "POST" || !subscriber) {
          response.writeHead(404).end();
          return;
        }
        if (subscriber.behaviour === "hang") {
          hanging.add(response);
          return;
        }
        if (subscriber.behaviour === "gone") {
          response.writeHead(410).end();
          return;
        }
        try {
          const claims = checkVapid(request.headers.authorization, origin);
          if (request.headers["content-encoding"] !== "aes128gcm") {
            throw new Error(`content-encoding ${request.headers["content-encoding"]}`);
          }
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: "aes128gcm",
            privateKey: subscriber.ecdh,
            authSecret: subscriber.auth,
          }) as Buffer;
          service.deliveries.push({
            subscription: id,
            message: JSON.parse(plain.toString("utf8")) as Record<string, unknown>,
            claims,
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
          });
          response.writeHead(201).end();
        } catch (error) {
          service.refused.push({
            subscription: id,
            reason: error instanceof Error ? error.message : String(error),
          });
          response.writeHead(403).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;

  return Object.assign(service, {
    origin,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      removeDir(dir);
    },
  });
}
