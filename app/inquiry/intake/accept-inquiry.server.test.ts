import { beforeEach, describe, expect, it } from "vitest";
import { type Database } from "#app/lib/db.server.ts";
import type { LogFields } from "#app/lib/log.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import {
  acceptInquiry as acceptUseCase,
  type AcceptContext,
  type AcceptDeps,
} from "#app/inquiry/intake/accept-inquiry.server.ts";
import { intakeAnswer } from "#app/inquiry/intake/messages.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import { validPayload as payload, writeOnThisThread } from "#tests/support/inquiry.ts";
import { testDatabase, type TestDatabase } from "#tests/support/test-database.ts";

/** The use case's outcome as its edges answer it: a refusal with status, error and wait. */
async function acceptInquiry(...args: Parameters<typeof acceptUseCase>) {
  const outcome = await acceptUseCase(...args);
  return outcome.ok ? outcome : { ok: false as const, ...intakeAnswer(outcome) };
}

const startedAt = 1_000_000;
const api = (extra: Partial<AcceptContext> = {}): AcceptContext => ({
  channel: "api",
  clientIp: "203.0.113.5",
  session: { sid: "session-1", startedAt, expiresAt: startedAt + 1_800_000 },
  ...extra,
});

let database: TestDatabase;
let db: Database;
let now: number;
let wakes: number;
let events: { event: string; fields: LogFields }[];

function deps(overrides: Partial<AcceptDeps> = {}): AcceptDeps {
  return {
    db,
    committer: createInquiryCommitter(writeOnThisThread(db)),
    limiter: createRateLimiter({ max: 3, windowMs: 3_600_000 }),
    confirmationLimiter: createRateLimiter({ max: 3, windowMs: 86_400_000 }),
    clock: () => now,
    minFillMs: 3000,
    isDayTaken: () => false,
    isOffered: (id) => defaultContent.home.packages.items.some((item) => item.id === id),
    renderMails: (inquiry, meta) =>
      renderInquiryMails(
        inquiry,
        meta,
        {
          studioEmail: "studio@example.com",
          mailFrom: "Web <web@atelier.example>",
        },
        defaultContent,
      ),
    wakeMailWorker: () => wakes++,
    log: (_level, event, fields = {}) => events.push({ event, fields }),
    ...overrides,
  };
}

const count = (table: string, where = "1") =>
  Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get()!.n);

beforeEach(() => {
  database = testDatabase({ busyTimeoutMs: 0 });
  db = database.db;
  now = startedAt + 10_000;
  wakes = 0;
  events = [];
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

  it("refuses a package the live release does not offer (any more) with 400, storing nothing", async () => {
    const outcome = await acceptInquiry(deps(), { ...payload, package: "platinum" }, api());
    const message = "Bitte wähle ein Paket aus";
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      error: { code: "invalid_input", message, fieldErrors: { package: message } },
    });
    expect(count("inquiries")).toBe(0);
    expect(await acceptInquiry(deps(), { ...payload, package: "unsure" }, api())).toMatchObject({
      ok: true,
    });
  });

  it("refuses a taken day with 409 date_unavailable, storing and counting nothing", async () => {
    const taken = deps({ isDayTaken: (day) => day === "2027-03-12" });
    const outcome = await acceptInquiry(taken, { ...payload, preferredDate: "12.03.2027" }, api());
    const message =
      "An diesem Tag bin ich leider schon ausgebucht. Bitte wähle einen anderen Wunschtermin.";
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      error: { code: "date_unavailable", message, fieldErrors: { preferredDate: message } },
    });
    expect(count("inquiries")).toBe(0);
    // The refusal used no rate-limit slot: the limit (3) still allows three inquiries.
    for (const date of ["13.03.2027", "14.03.2027", ""]) {
      expect(await acceptInquiry(taken, { ...payload, preferredDate: date }, api())).toMatchObject({
        ok: true,
      });
    }
  });

  it("answers 503 when it cannot tell whether the day is taken", async () => {
    const broken = deps({
      isDayTaken: () => {
        throw new Error("database is locked");
      },
    });
    const outcome = await acceptInquiry(broken, { ...payload, preferredDate: "12.03.2027" }, api());
    expect(outcome).toMatchObject({ ok: false, status: 503 });
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

  it("asks a too-fast submission to wait (429, Retry-After), storing nothing and using no slot", async () => {
    const accept = deps({ limiter: createRateLimiter({ max: 1, windowMs: 3_600_000 }) });
    now = startedAt + 1_200;
    const early = await acceptInquiry(accept, payload, api({ submissionId: "submission-1" }));
    expect(early).toMatchObject({
      ok: false,
      status: 429,
      error: { code: "too_fast", message: expect.stringMatching(/einem Moment/) },
      retryAfterS: 2,
    });
    now = startedAt + 2_999;
    expect(await acceptInquiry(accept, payload, api())).toMatchObject({ retryAfterS: 1 });
    expect(count("inquiries")).toBe(0);
    expect(wakes).toBe(0);
    expect(events.map((entry) => entry.event)).toEqual(["inquiry.too_fast", "inquiry.too_fast"]);
    // Waited out, the same submission is stored and mailed: the limiter (max 1) had no slot taken.
    now = startedAt + 3_000;
    expect((await acceptInquiry(accept, payload, api({ submissionId: "submission-1" }))).ok).toBe(
      true,
    );
    expect(db.prepare("SELECT status, spam_reason FROM inquiries").all()).toEqual([
      { status: "received", spam_reason: null },
    ]);
    expect(count("outbox")).toBe(2);
  });

  it("still bins a too-fast submission that filled the honeypot, silently", async () => {
    now = startedAt + 100;
    expect((await acceptInquiry(deps(), payload, api({ honeypot: "x" }))).ok).toBe(true);
    expect(db.prepare("SELECT status, spam_reason FROM inquiries").all()).toEqual([
      { status: "spam", spam_reason: "honeypot" },
    ]);
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

  it("caps confirmations per recipient a day, still storing the inquiry and mailing the studio", async () => {
    const accept = deps({ limiter: createRateLimiter({ max: 100, windowMs: 3_600_000 }) });
    const victim = { ...payload, email: "Victim@Example.org" };
    const fromElsewhere = (i: number) =>
      api({
        clientIp: `198.51.100.${i}`,
        session: { sid: `s${i}`, startedAt, expiresAt: now + 1 },
      });
    for (let i = 0; i < 5; i++) {
      const recipient = i % 2 ? victim.email : victim.email.toLowerCase();
      expect(
        (await acceptInquiry(accept, { ...victim, email: recipient }, fromElsewhere(i))).ok,
      ).toBe(true);
      now += 60_000;
    }
    expect(count("inquiries")).toBe(5);
    expect(count("outbox", "kind = 'studio'")).toBe(5);
    expect(count("outbox", "kind = 'confirmation'")).toBe(3);
    const capped = events.filter((entry) => entry.event === "inquiry.confirmation_capped");
    expect(capped).toHaveLength(2);
    expect(JSON.stringify(capped)).not.toMatch(/victim/i);
    // Someone else still gets theirs; the next day the victim's address does again.
    expect((await acceptInquiry(accept, payload, fromElsewhere(9))).ok).toBe(true);
    expect(count("outbox", "kind = 'confirmation'")).toBe(4);
    now += 86_400_000;
    expect((await acceptInquiry(accept, victim, fromElsewhere(10))).ok).toBe(true);
    expect(count("outbox", "kind = 'confirmation'")).toBe(5);
  });

  it("answers a repeated submission id with the stored id, before validation and limits", async () => {
    const accept = deps({ limiter: createRateLimiter({ max: 1, windowMs: 3_600_000 }) });
    const first = await acceptInquiry(accept, payload, api({ submissionId: "submission-1" }));
    // The same payload with its keys in another order is the same submission.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await acceptInquiry(accept, reordered, api({ submissionId: "submission-1" }));
    expect(again).toEqual(first);
    expect(count("inquiries")).toBe(1);
    expect(events.map((entry) => entry.event)).toEqual(["inquiry.stored", "inquiry.duplicate"]);
    expect(await acceptInquiry(accept, payload, api({ submissionId: "x" }))).toMatchObject({
      status: 400,
      error: { code: "invalid_submission_id" },
    });
  });

  it("refuses a reused submission id with another payload (422) and keeps the first", async () => {
    const accept = deps();
    const first = await acceptInquiry(accept, payload, api({ submissionId: "submission-1" }));
    expect(first.ok).toBe(true);
    const edited = await acceptInquiry(
      accept,
      { ...payload, message: "Doch lieber im Frühling." },
      api({ submissionId: "submission-1" }),
    );
    expect(edited).toMatchObject({
      ok: false,
      status: 422,
      error: { code: "idempotency_key_reused", message: expect.stringMatching(/anderem Inhalt/) },
    });
    expect(db.prepare("SELECT message FROM inquiries").all()).toEqual([
      { message: payload.message },
    ]);
    expect(events.at(-1)?.event).toBe("inquiry.idempotency_key_reused");
  });

  it("refuses the second of two concurrent submissions with one id and different payloads", async () => {
    const accept = deps({ limiter: createRateLimiter({ max: 2, windowMs: 3_600_000 }) });
    const [one, two] = await Promise.all([
      acceptInquiry(accept, payload, api({ submissionId: "submission-2" })),
      acceptInquiry(
        accept,
        { ...payload, lastName: "Meier" },
        api({ submissionId: "submission-2" }),
      ),
    ]);
    expect(one.ok).toBe(true);
    expect(two).toMatchObject({ status: 422, error: { code: "idempotency_key_reused" } });
    expect(count("inquiries")).toBe(1);
    // The refused one used no slot: with a limit of 2, one more inquiry still fits.
    expect((await acceptInquiry(accept, payload, api())).ok).toBe(true);
  });

  it("uses a rate-limit slot only for an inquiry that was stored (a 503 keeps the quota)", async () => {
    const accept = deps({ limiter: createRateLimiter({ max: 1, windowMs: 3_600_000 }) });
    const other = database.open();
    other.exec("BEGIN IMMEDIATE");
    const failed = await acceptInquiry(accept, payload, api({ submissionId: "submission-3" }));
    other.exec("ROLLBACK");
    other.close();
    expect(failed).toMatchObject({ status: 503 });
    const retried = await acceptInquiry(accept, payload, api({ submissionId: "submission-3" }));
    expect(retried.ok).toBe(true);
    expect(await acceptInquiry(accept, payload, api())).toMatchObject({
      status: 429,
      error: { code: "rate_limited" },
    });
  });

  it("answers 503 and stores nothing when the database cannot be written, then recovers", async () => {
    const other = database.open();
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
