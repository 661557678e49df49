import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/lib/db.server";
import type { LogFields } from "~/lib/log.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { migrations } from "~/migrations.server";
import { acceptInquiry, type AcceptContext, type AcceptDeps } from "./accept-inquiry.server";
import { createInquiryCommitter } from "./group-commit.server";
import { renderInquiryMails } from "./mails.server";
import { validPayload as payload } from "./test-inquiry";

const startedAt = 1_000_000;
const api = (extra: Partial<AcceptContext> = {}): AcceptContext => ({
  channel: "api",
  clientIp: "203.0.113.5",
  session: { sid: "session-1", startedAt, expiresAt: startedAt + 1_800_000 },
  ...extra,
});

let dir: string;
let db: Database;
let now: number;
let wakes: number;
let events: { event: string; fields: LogFields }[];

function deps(overrides: Partial<AcceptDeps> = {}): AcceptDeps {
  return {
    db,
    committer: createInquiryCommitter(db),
    limiter: createRateLimiter({ max: 3, windowMs: 3_600_000 }),
    clock: () => now,
    minFillMs: 3000,
    renderMails: (inquiry, meta) =>
      renderInquiryMails(inquiry, meta, {
        studioEmail: "studio@example.com",
        mailFrom: "Web <web@atelier.example>",
      }),
    wakeMailWorker: () => wakes++,
    log: (_level, event, fields = {}) => events.push({ event, fields }),
    ...overrides,
  };
}

const count = (table: string, where = "1") =>
  Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get()!.n);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "accept-inquiry-"));
  db = openDatabase(path.join(dir, "studio.sqlite"), { migrations, busyTimeoutMs: 0 });
  now = startedAt + 10_000;
  wakes = 0;
  events = [];
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("acceptInquiry", () => {
  it("stores a valid inquiry with its two mails and wakes the mail worker", async () => {
    const outcome = await acceptInquiry(deps(), payload, api());
    expect(outcome).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const id = (outcome as { id: string }).id;
    expect(db.prepare("SELECT status, channel, created_at FROM inquiries").all()).toEqual([
      { status: "received", channel: "api", created_at: now },
    ]);
    expect(count("outbox", `inquiry_id = '${id}'`)).toBe(2);
    expect(wakes).toBe(1);
    expect(events.map((entry) => entry.event)).toEqual(["inquiry.stored"]);
  });

  it("accepts the form's values with the consent, and refuses them without it", async () => {
    const form = { ...payload, gdprConsent: true };
    expect(await acceptInquiry(deps(), form, { channel: "form", clientIp: "x" })).toMatchObject({
      ok: true,
    });
    const refused = await acceptInquiry(
      deps(),
      { ...form, gdprConsent: false },
      {
        channel: "form",
        clientIp: "x",
      },
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      error: { fieldErrors: { gdprConsent: "Du musst der Datenverarbeitung zustimmen" } },
    });
  });

  it("answers invalid input with the first message and every field's error, storing nothing", async () => {
    const outcome = await acceptInquiry(deps(), { ...payload, firstName: " ", email: "x" }, api());
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      error: {
        code: "invalid_input",
        message: "Vorname ist erforderlich",
        fieldErrors: { firstName: "Vorname ist erforderlich", email: "Ungültige E-Mail-Adresse" },
      },
    });
    expect(count("inquiries")).toBe(0);
    expect(wakes).toBe(0);
  });

  it("answers a filled honeypot like a success, stores it as spam and queues no mail", async () => {
    const outcome = await acceptInquiry(deps(), payload, api({ honeypot: "https://spam.example" }));
    expect(outcome.ok).toBe(true);
    expect(db.prepare("SELECT status, spam_reason FROM inquiries").all()).toEqual([
      { status: "spam", spam_reason: "honeypot" },
    ]);
    expect(count("outbox")).toBe(0);
    expect(wakes).toBe(0);
    expect(events).toEqual([
      { event: "inquiry.spam", fields: expect.objectContaining({ reason: "honeypot" }) },
    ]);
  });

  it("treats a submission sooner than the minimum fill time as spam", async () => {
    now = startedAt + 2_999;
    expect((await acceptInquiry(deps(), payload, api())).ok).toBe(true);
    now = startedAt + 3_000;
    expect((await acceptInquiry(deps(), payload, api())).ok).toBe(true);
    expect(
      db.prepare("SELECT status, spam_reason FROM inquiries ORDER BY created_at").all(),
    ).toEqual([
      { status: "spam", spam_reason: "too_fast" },
      { status: "received", spam_reason: null },
    ]);
    expect(count("outbox")).toBe(2);
  });

  it("limits accepted inquiries per address and per session, with a Retry-After", async () => {
    const accept = deps();
    for (let i = 0; i < 3; i++) expect((await acceptInquiry(accept, payload, api())).ok).toBe(true);
    now += 60_000;
    const limited = await acceptInquiry(accept, payload, api());
    expect(limited).toMatchObject({
      ok: false,
      status: 429,
      error: { code: "rate_limited" },
      retryAfterS: 3_540,
    });
    // Another address, the same session: still limited. Another session from elsewhere: fine.
    expect((await acceptInquiry(accept, payload, api({ clientIp: "198.51.100.1" }))).ok).toBe(
      false,
    );
    const other = api({
      clientIp: "198.51.100.1",
      session: { sid: "session-2", startedAt, expiresAt: now + 1 },
    });
    expect((await acceptInquiry(accept, payload, other)).ok).toBe(true);
    expect(count("inquiries")).toBe(4);
  });

  it("answers a repeated submission id with the stored id, before validation and limits", async () => {
    const accept = deps({ limiter: createRateLimiter({ max: 1, windowMs: 3_600_000 }) });
    const first = await acceptInquiry(accept, payload, api({ submissionId: "submission-1" }));
    const again = await acceptInquiry(
      accept,
      { ...payload, firstName: "" },
      api({ submissionId: "submission-1" }),
    );
    expect(again).toEqual(first);
    expect(count("inquiries")).toBe(1);
    expect(events.map((entry) => entry.event)).toEqual(["inquiry.stored", "inquiry.duplicate"]);
    expect(await acceptInquiry(accept, payload, api({ submissionId: "x" }))).toMatchObject({
      status: 400,
      error: { code: "invalid_submission_id" },
    });
  });

  it("answers 503 and stores nothing when the database cannot be written, then recovers", async () => {
    const other = openDatabase(path.join(dir, "studio.sqlite"), { migrations });
    other.exec("BEGIN IMMEDIATE");
    const outcome = await acceptInquiry(deps(), payload, api());
    other.exec("ROLLBACK");
    other.close();
    expect(outcome).toMatchObject({ ok: false, status: 503, error: { code: "unavailable" } });
    expect(events.map((entry) => entry.event)).toEqual(["inquiry.store_failed"]);
    expect(count("inquiries")).toBe(0);
    expect(wakes).toBe(0);
    expect((await acceptInquiry(deps(), payload, api())).ok).toBe(true);
  });
});
