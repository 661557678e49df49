import { beforeAll, describe, expect, it } from "vitest";
import { issueFormSession } from "#app/inquiry/intake/form-session.server.ts";
import {
  apiKey,
  formSession,
  holdWriteLock,
  rows,
  sessionSecret,
  submit,
  validInquiry,
} from "#tests/integration/harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

const minFillMs = 800;
/** Sessions old enough to pass the minimum fill time; each post takes its own (per-session limit). */
let tokens: string[] = [];
let nextToken = 0;
let nextIp = 1;
/** TRUST_PROXY is on here: each test poses as its own client, so limits don't interfere. */
const freshClient = () => ({ "X-Forwarded-For": `203.0.113.${nextIp++}` });

const app = forSuite(() =>
  startApp({
    env: {
      MIN_FILL_MS: String(minFillMs),
      TRUST_PROXY: "true",
      RATE_LIMIT_MAX: "3",
      DATABASE_BUSY_TIMEOUT_MS: "200",
    },
  }),
);
beforeAll(async () => {
  tokens = await Promise.all(Array.from({ length: 60 }, () => formSession(app, freshClient())));
  await new Promise((resolve) => setTimeout(resolve, minFillMs + 50));
});

const post = (payload: unknown, options: Parameters<typeof submit>[2] = {}) =>
  submit(app, payload, {
    token: tokens[nextToken++],
    ...options,
    headers: { ...freshClient(), ...options.headers },
  });

function expectCleanError(response: { text: string; headers: Headers }, code: string) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(JSON.parse(response.text)).toMatchObject({ ok: false, error: { code } });
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
}

describe("POST /api/send-contact-email", () => {
  it("stores a valid inquiry with its two mails and answers with its id", async () => {
    const response = await post({ ...validInquiry, unknownField: "ignored" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = rows<{ status: string; first_name: string }>(
      app,
      "SELECT status, first_name FROM inquiries WHERE id = ?",
      response.body.id,
    );
    expect(stored).toEqual([{ status: "received", first_name: "Anna" }]);
    const mails = rows<{ kind: string }>(
      app,
      "SELECT kind FROM outbox WHERE inquiry_id = ? ORDER BY kind",
      response.body.id,
    );
    expect(mails.map((mail) => mail.kind)).toEqual(["confirmation", "studio"]);
  });

  it("stores a repeated submission id once and answers with the same id", async () => {
    const submissionId = crypto.randomUUID();
    const headers = freshClient();
    const [first, second] = await Promise.all([
      post(validInquiry, { submissionId, headers }),
      post(validInquiry, { submissionId, headers }),
    ]);
    const third = await post(validInquiry, { submissionId, headers });
    expect(first.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(third.body.id).toBe(first.body.id);
    const count = rows<{ n: number }>(
      app,
      "SELECT COUNT(*) AS n FROM inquiries WHERE submission_id = ?",
      submissionId,
    );
    expect(count[0]!.n).toBe(1);
  });

  it("refuses a reused Idempotency-Key with another payload (422), keeping the first", async () => {
    const submissionId = crypto.randomUUID();
    const headers = freshClient();
    const first = await post(validInquiry, { submissionId, headers });
    expect(first.status).toBe(200);
    const edited = await post(
      { ...validInquiry, message: "Doch lieber im Frühling." },
      { submissionId, headers },
    );
    expect(edited.status).toBe(422);
    expectCleanError(edited, "idempotency_key_reused");
    const stored = rows<{ id: string; message: string }>(
      app,
      "SELECT id, message FROM inquiries WHERE submission_id = ?",
      submissionId,
    );
    expect(stored).toEqual([{ id: first.body.id, message: validInquiry.message }]);
  });

  it("answers invalid input with 400 and the field errors in German", async () => {
    const response = await post({ ...validInquiry, email: "keine-adresse", firstName: " " });
    expect(response.status).toBe(400);
    expectCleanError(response, "invalid_input");
    expect(response.body.error.message).toBe("Vorname ist erforderlich");
    expect(response.body.error.fieldErrors).toEqual({
      firstName: "Vorname ist erforderlich",
      email: "Ungültige E-Mail-Adresse",
    });
  });

  it.each([
    ["wrong field types", { ...validInquiry, installmentInfo: "yes", message: 42 }],
    ["an unknown package", { ...validInquiry, package: "platinum" }],
  ])("answers %s with 400", async (_label, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    expectCleanError(response, "invalid_input");
  });

  it.each([
    ["malformed JSON", '{"firstName": "Anna",'],
    ["a JSON array", "[1, 2]"],
    ["JSON null", "null"],
    ["an empty body", ""],
  ])("answers %s with 400", async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expectCleanError(response, "malformed_json");
  });

  it("answers a missing or wrong API key with 401", async () => {
    for (const key of ["", "wrong-key-of-some-length"]) {
      const response = await post(validInquiry, { headers: { apikey: key } });
      expect(response.status).toBe(401);
      expectCleanError(response, "invalid_api_key");
    }
  });

  it("answers a missing session token with 401", async () => {
    const response = await submit(app, validInquiry, { headers: freshClient() });
    expect(response.status).toBe(401);
    expectCleanError(response, "session_required");
  });

  it("answers expired and forged session tokens with 403", async () => {
    const expired = issueFormSession(sessionSecret, 60, Date.now() - 3600_000).token;
    const forged = issueFormSession("another-secret-another-secret-123", 600).token;
    const [payload, signature] = tokens[0]!.split(".");
    const tampered = `${payload}x.${signature}`;
    const cases: [string, string][] = [
      [expired, "session_expired"],
      [forged, "session_invalid"],
      [tampered, "session_invalid"],
      ["not-a-token", "session_invalid"],
    ];
    for (const [bad, code] of cases) {
      const response = await post(validInquiry, { token: bad });
      expect(response.status).toBe(403);
      expectCleanError(response, code);
    }
  });

  it("answers a body over 32 KB with 413, even without a Content-Length", async () => {
    const big = { ...validInquiry, padding: "x".repeat(33 * 1024) };
    const response = await post(big);
    expect(response.status).toBe(413);
    expectCleanError(response, "payload_too_large");

    const body = JSON.stringify(big);
    const streamed = await fetch(`${app.url}/api/send-contact-email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        apikey: apiKey,
        Authorization: `Bearer ${tokens[nextToken++]}`,
      },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("answers a wrong content type with 415", async () => {
    const response = await post(new URLSearchParams(validInquiry as never).toString(), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expectCleanError(response, "unsupported_media_type");
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${app.url}/api/send-contact-email`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expectCleanError(
        { text: await response.text(), headers: response.headers },
        "method_not_allowed",
      );
    }
  });

  it("answers 503 with JSON when the database cannot be written", async () => {
    const lock = holdWriteLock(app.env.DATABASE_PATH!, "EXCLUSIVE");
    try {
      const response = await post(validInquiry);
      expect(response.status).toBe(503);
      expectCleanError(response, "unavailable");
    } finally {
      lock.release();
    }
    expect((await post(validInquiry)).status).toBe(200);
  });

  it("never leaks a stack trace from the resource routes", async () => {
    const odd: [string, RequestInit][] = [
      ["/api/send-contact-email.data", { method: "POST" }],
      ["/api/send-contact-email?_data=routes%2Fapi", { method: "POST" }],
      ["/api/send-contact-email/%E0%A4%A", { method: "POST" }],
      ["/api/form-session", { method: "DELETE" }],
      ["/api/send-contact-email", { method: "OPTIONS" }],
    ];
    for (const [url, init] of odd) {
      const response = await fetch(`${app.url}${url}`, init);
      const text = await response.text();
      expect(response.status, url).toBeLessThan(500);
      expect(text, url).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
    }
  });
});

describe("spam", () => {
  it("answers a filled honeypot like a success, stores it as spam and queues no mail", async () => {
    const response = await post({ ...validInquiry, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, id: expect.any(String) });
    const [stored] = rows<{ status: string; spam_reason: string }>(
      app,
      "SELECT status, spam_reason FROM inquiries WHERE id = ?",
      response.body.id,
    );
    expect(stored).toEqual({ status: "spam", spam_reason: "honeypot" });
    expect(rows(app, "SELECT id FROM outbox WHERE inquiry_id = ?", response.body.id)).toEqual([]);
  });

  it("asks a submission faster than the minimum fill time to wait, then takes it", async () => {
    const headers = freshClient();
    const fresh = await formSession(app, headers);
    const submissionId = "too-fast-then-waited";
    const early = await post(validInquiry, { token: fresh, headers, submissionId });
    expect(early.status).toBe(429);
    expectCleanError(early, "too_fast");
    expect(early.headers.get("retry-after")).toBe(String(Math.ceil(minFillMs / 1000)));
    expect(rows(app, "SELECT id FROM inquiries WHERE submission_id = ?", submissionId)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, minFillMs + 50));
    const later = await post(validInquiry, { token: fresh, headers, submissionId });
    expect(later.status).toBe(200);
    const [stored] = rows<{ status: string }>(
      app,
      "SELECT status FROM inquiries WHERE id = ?",
      later.body.id,
    );
    expect(stored?.status).toBe("received");
  });
});

describe("rate limits", () => {
  it("limits accepted inquiries per client address and answers 429 with Retry-After", async () => {
    const headers = freshClient();
    const tokens = await Promise.all([1, 2, 3, 4].map(() => formSession(app, headers)));
    await new Promise((resolve) => setTimeout(resolve, minFillMs + 50));
    // Different sessions, one address: the address limit (3) applies.
    for (const sessionToken of tokens.slice(0, 3)) {
      expect((await post(validInquiry, { token: sessionToken, headers })).status).toBe(200);
    }
    const limited = await post(validInquiry, { token: tokens[3], headers });
    expect(limited.status).toBe(429);
    expectCleanError(limited, "rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another client is not affected.
    expect((await post(validInquiry, { token: tokens[3] })).status).toBe(200);
  });

  it("limits accepted inquiries per form session across addresses", async () => {
    const sessionToken = await formSession(app, freshClient());
    await new Promise((resolve) => setTimeout(resolve, minFillMs + 50));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(validInquiry, { token: sessionToken })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("POST /api/form-session", () => {
  it("issues a signed token that the endpoint accepts, and needs the API key", async () => {
    const response = await fetch(`${app.url}/api/form-session`, {
      method: "POST",
      headers: { apikey: apiKey, ...freshClient() },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; expiresIn: number };
    expect(body.expiresIn).toBe(1800);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+$/);

    const without = await fetch(`${app.url}/api/form-session`, { method: "POST" });
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ ok: false, error: { code: "invalid_api_key" } });
  });

  it("keeps the session's start when refreshing, even from a recently expired token", async () => {
    const headers = freshClient();
    const old = issueFormSession(sessionSecret, 60, Date.now() - 120_000).token;
    const refreshed = await formSession(app, { ...headers, Authorization: `Bearer ${old}` });
    // Started two minutes ago, so it is well past the minimum fill time: not spam.
    const response = await post(validInquiry, { token: refreshed, headers });
    expect(response.status).toBe(200);
    const [stored] = rows<{ status: string }>(
      app,
      "SELECT status FROM inquiries WHERE id = ?",
      response.body.id,
    );
    expect(stored?.status).toBe("received");
  });
});

describe("without TRUST_PROXY", () => {
  const plain = forSuite(() => startApp({ env: { RATE_LIMIT_MAX: "2" } }));

  it("ignores X-Forwarded-For, so rotating it does not escape the address limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const sessionToken = await formSession(plain);
      const response = await submit(plain, validInquiry, {
        token: sessionToken,
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
