import { beforeEach, describe, expect, it } from "vitest";
import { inquiryServerMessages } from "#app/content/contact-form.ts";
import { type Database } from "#app/lib/db.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import type { AcceptDeps } from "#app/inquiry/intake/accept-inquiry.server.ts";
import { answerFormPost } from "#app/inquiry/intake/form-post.server.ts";
import {
  formTokenTtlS,
  issueFormToken,
  verifyFormToken,
} from "#app/inquiry/intake/form-token.server.ts";
import type { ContactActionData } from "#app/inquiry/form/form-values.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import { validPayload, writeOnThisThread } from "#tests/support/inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

/**
 * The no-JS form post's protections (ADR 0023), against a real database: the signed token's
 * submission id, its start time, and Post/Redirect/Get.
 */
const secret = "form-post-test-secret-0123456789abcdef";
const servedAt = 5_000_000;
const minFillMs = 3000;
/** A day the studio has taken (ADR 0024): the form answers 409 with the message at the date. */
const takenDay = "2027-03-12";

let db: Database;
let now: number;

function deps(): AcceptDeps {
  return {
    db,
    committer: createInquiryCommitter(writeOnThisThread(db)),
    limiter: createRateLimiter({ max: 100, windowMs: 3_600_000 }),
    confirmationLimiter: createRateLimiter({ max: 100, windowMs: 86_400_000 }),
    clock: () => now,
    minFillMs,
    isDayTaken: (day) => day === takenDay,
    isOffered: () => true,
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
    wakeMailWorker: () => {},
    log: () => {},
  };
}

const stored = () => Number(db.prepare("SELECT COUNT(*) AS n FROM inquiries").get()!.n);

function post(fields: Record<string, string>) {
  const body = new URLSearchParams({
    ...validPayload,
    installmentInfo: "",
    gdprConsent: "on",
    ...fields,
  });
  if (!fields.installmentInfo) body.delete("installmentInfo");
  const request = new Request("http://127.0.0.1/?index", { method: "POST", body });
  return answerFormPost(request, deps(), { clientIp: "203.0.113.9", secret });
}

/** The form rendered again: its data, status and headers. */
function renderedAgain(answer: Awaited<ReturnType<typeof post>>) {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as { data: ContactActionData; init: ResponseInit };
  return { data, status: init.status, headers: new Headers(init.headers) };
}

function expectRedirectToNote(answer: Awaited<ReturnType<typeof post>>) {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  expect((answer as Response).headers.get("Location")).toBe("/#anfrage-gesendet");
}

beforeEach(() => {
  db = testDatabase({ busyTimeoutMs: 0 }).db;
  now = servedAt + 60_000;
});

describe("the form posted without JavaScript", () => {
  it("stores the inquiry under the token's submission id and redirects to the success note", async () => {
    const { token, session } = issueFormToken(secret, servedAt);
    expectRedirectToNote(await post({ formToken: token }));
    expect(db.prepare("SELECT submission_id, channel, status FROM inquiries").all()).toEqual([
      { submission_id: session.sid, channel: "form", status: "received" },
    ]);
  });

  it("stores a post sent twice from one page once, and redirects both times", async () => {
    const { token } = issueFormToken(secret, servedAt);
    expectRedirectToNote(await post({ formToken: token }));
    expectRedirectToNote(await post({ formToken: token }));
    expect(stored()).toBe(1);
  });

  it("asks for other entries from the same page to be sent again, under a new id", async () => {
    const { token, session } = issueFormToken(secret, servedAt);
    expectRedirectToNote(await post({ formToken: token }));
    const edited = renderedAgain(await post({ formToken: token, message: "Doch lieber im Mai." }));
    expect(edited.status).toBe(422);
    expect(edited.data).toMatchObject({
      status: "again",
      message: inquiryServerMessages.formSentBefore,
      values: { message: "Doch lieber im Mai." },
    });
    const renewed = verifyFormToken(secret, edited.data.token, now);
    expect(renewed.ok && renewed.session.sid).not.toBe(session.sid);
    now += minFillMs;
    expectRedirectToNote(
      await post({ formToken: edited.data.token, message: "Doch lieber im Mai." }),
    );
    expect(stored()).toBe(2);
  });

  it("asks a post sooner than the minimum fill time to wait, keeping the token", async () => {
    now = servedAt;
    const { token } = issueFormToken(secret, servedAt);
    now = servedAt + 1200;
    const early = renderedAgain(await post({ formToken: token }));
    expect(early.status).toBe(429);
    expect(early.headers.get("Retry-After")).toBe("2");
    expect(early.data).toMatchObject({
      status: "again",
      message: inquiryServerMessages.tooFast,
      token,
      values: { firstName: "Anna", message: validPayload.message, gdprConsent: true },
    });
    expect(stored()).toBe(0);
    now = servedAt + minFillMs;
    expectRedirectToNote(await post({ formToken: early.data.token }));
    expect(stored()).toBe(1);
  });

  it("gives a missing, forged or foreign token a fresh one and stores nothing", async () => {
    const authentic = issueFormToken(secret, servedAt).token;
    const [payload, signature] = authentic.split(".") as [string, string];
    const earlier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), startedAt: 0 }),
    ).toString("base64url");
    for (const formToken of [
      undefined,
      "",
      `${earlier}.${signature}`,
      issueFormToken("another-secret-another-secret-0000", servedAt).token,
    ]) {
      const answer = renderedAgain(await post(formToken === undefined ? {} : { formToken }));
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({
        status: "again",
        message: inquiryServerMessages.staleForm,
        values: { lastName: "Müller" },
      });
      // The fresh token starts now: a bot gains nothing by skipping the page.
      expect(verifyFormToken(secret, answer.data.token, now)).toMatchObject({
        ok: true,
        session: { startedAt: now },
      });
    }
    expect(stored()).toBe(0);
  });

  it("renews a token older than a day, keeping its id and start", async () => {
    const { token, session } = issueFormToken(secret, servedAt);
    now = servedAt + formTokenTtlS * 1000 + 1;
    const answer = renderedAgain(await post({ formToken: token }));
    expect(answer.status).toBe(403);
    expect(answer.data.message).toBe(inquiryServerMessages.staleForm);
    expect(verifyFormToken(secret, answer.data.token, now)).toMatchObject({
      ok: true,
      session: { sid: session.sid, startedAt: servedAt },
    });
    expectRedirectToNote(await post({ formToken: answer.data.token }));
    expect(stored()).toBe(1);
  });

  it("renders invalid entries again with their messages and the same token", async () => {
    const { token } = issueFormToken(secret, servedAt);
    const answer = renderedAgain(await post({ formToken: token, firstName: " " }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      token,
      fieldErrors: { firstName: expect.any(String) },
    });
    expectRedirectToNote(await post({ formToken: token }));
    expect(stored()).toBe(1);
  });

  it("shows a taken day's message at the date field, with the entries and the same token", async () => {
    const { token } = issueFormToken(secret, servedAt);
    const answer = renderedAgain(await post({ formToken: token, preferredDate: "12.03.2027" }));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      token,
      fieldErrors: { preferredDate: inquiryServerMessages.dateUnavailable },
      values: { preferredDate: "12.03.2027", lastName: "Müller" },
    });
    expect(stored()).toBe(0);
    expectRedirectToNote(await post({ formToken: token, preferredDate: "13.03.2027" }));
    expect(stored()).toBe(1);
  });

  it("answers a body that is no form with a German 400 and a token to send it with", async () => {
    const request = new Request("http://127.0.0.1/?index", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    const answer = renderedAgain(
      await answerFormPost(request, deps(), { clientIp: "203.0.113.9", secret }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe(inquiryServerMessages.unreadableForm);
    expect(verifyFormToken(secret, answer.data.token, now).ok).toBe(true);
  });
});
