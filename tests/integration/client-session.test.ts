import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  formSessionStorageKey,
  sendInquiry,
  startFormSession,
  stopFormSession,
} from "#app/inquiry/form/client.ts";
import { issueFormSession, verifyFormSession } from "#app/inquiry/intake/form-session.server.ts";
import { rows, sessionSecret, validInquiry, waitFor } from "#tests/integration/harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

/**
 * The browser client (app/inquiry/form/client.ts) against the real server. Only the interval
 * and the clock are faked (30-second checks), network and server are real; localStorage is a
 * plain in-memory Storage, as in a browser.
 */
const app = forSuite(() => startApp({ env: { FORM_SESSION_TTL_S: "200", MIN_FILL_MS: "1000" } }));
const realFetch = globalThis.fetch;
const storage = new Map<string, string>();
const issued: string[] = [];

beforeAll(() => {
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const response = await realFetch(new URL(input, app.url), init);
    if (input === "/api/form-session") issued.push(input);
    return response;
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  stopFormSession();
  vi.useRealTimers();
});

const stored = () =>
  JSON.parse(storage.get(formSessionStorageKey) ?? "null") as {
    token: string;
    expiresAt: number;
  } | null;

describe("the form session in the browser", () => {
  it("stores nothing until the visitor starts filling in the form", () => {
    expect(storage.size).toBe(0);
  });

  it("checks every 30 s and refreshes within 3 checks of expiry, keeping the start", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    startFormSession();
    const first = await waitFor(() => stored(), { what: "the first token" });
    expect(issued).toHaveLength(1);
    // TTL 200 s: at 30 and 60 s more than 3 checks (90 s) remain, at 90 s 110 s remain
    // (3 whole checks): that check refreshes.
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(issued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    const second = await waitFor(() => (stored()!.token !== first.token ? stored() : null), {
      what: "the refreshed token",
    });
    expect(issued).toHaveLength(2);
    expect(second.expiresAt).toBe(Date.now() + 200_000);

    const before = verifyFormSession(sessionSecret, first.token);
    const after = verifyFormSession(sessionSecret, second.token);
    expect(after.ok && before.ok && after.session.sid).toBe(before.ok && before.session.sid);
    expect(after.ok && after.session.startedAt).toBe(before.ok && before.session.startedAt);
  });

  it("sends the inquiry with the API key, token and submission id, once per id", async () => {
    startFormSession();
    await waitFor(() => stored(), { what: "a token" });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const submissionId = crypto.randomUUID();
    const first = await sendInquiry(validInquiry, { submissionId });
    const again = await sendInquiry(validInquiry, { submissionId });
    expect(first).toEqual({ ok: true, id: expect.any(String) });
    expect(again).toEqual(first);
    const [row] = rows<{ status: string }>(
      app,
      "SELECT status FROM inquiries WHERE submission_id = ?",
      submissionId,
    );
    expect(row?.status).toBe("received");
  });

  it("renews a token the server rejects as expired once, keeps its start, and resends", async () => {
    // The device believes the token is fresh (its clock was wrong); the server knows better.
    const expired = issueFormSession(sessionSecret, 60, Date.now() - 120_000).token;
    storage.set(
      formSessionStorageKey,
      JSON.stringify({ token: expired, expiresAt: Date.now() + 600_000 }),
    );
    const before = issued.length;
    const submissionId = crypto.randomUUID();
    const result = await sendInquiry(validInquiry, { submissionId });
    expect(result.ok).toBe(true);
    expect(issued.length).toBe(before + 1);
    const [row] = rows<{ status: string }>(
      app,
      "SELECT status FROM inquiries WHERE submission_id = ?",
      submissionId,
    );
    expect(row?.status).toBe("received");
  });

  it("waits out the minimum fill time when it must start a session at sending, then resends", async () => {
    // A token from another deployment: the server refuses it, the client starts a new session
    // right then, which the server finds too young (429 too_fast with Retry-After).
    storage.set(
      formSessionStorageKey,
      JSON.stringify({ token: "eyJzaWQiOiJ4In0.forged", expiresAt: Date.now() + 600_000 }),
    );
    const submissionId = crypto.randomUUID();
    const startedSending = Date.now();
    const result = await sendInquiry(validInquiry, { submissionId });
    expect(result).toEqual({ ok: true, id: expect.any(String) });
    expect(Date.now() - startedSending).toBeGreaterThanOrEqual(1000);
    const stored = rows<{ status: string }>(
      app,
      "SELECT status FROM inquiries WHERE submission_id = ?",
      submissionId,
    );
    expect(stored).toEqual([{ status: "received" }]);
    expect(app.logs.filter((line) => line.event === "inquiry.too_fast").length).toBeGreaterThan(0);
  });

  it("returns an error flag instead of throwing when the answer is an error", async () => {
    const result = await sendInquiry(
      { ...validInquiry, email: "nope" },
      {
        submissionId: crypto.randomUUID(),
      },
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid_input", fieldErrors: { email: "Ungültige E-Mail-Adresse" } },
    });
  });
});
