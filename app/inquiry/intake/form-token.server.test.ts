import { describe, expect, it } from "vitest";
import { issueFormSession, verifyFormSession } from "#app/inquiry/intake/form-session.server.ts";
import {
  formTokenInput,
  formTokenTtlS,
  issueFormToken,
  verifyFormToken,
} from "#app/inquiry/intake/form-token.server.ts";

const secret = "unit-test-secret-unit-test-secret-123";
const start = 2_000_000;

describe("the no-JS form token", () => {
  it("carries a submission id and the time the page was served", () => {
    const { token, session } = issueFormToken(secret, start);
    expect(session).toEqual({
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      startedAt: start,
      expiresAt: start + formTokenTtlS * 1000,
    });
    expect(verifyFormToken(secret, token, start + 5_000)).toEqual({ ok: true, session });
    expect(issueFormToken(secret, start).session.sid).not.toBe(session.sid);
  });

  it("expires after a day, still telling its id and start (the form is sent again)", () => {
    const { token, session } = issueFormToken(secret, start);
    const later = start + formTokenTtlS * 1000;
    expect(verifyFormToken(secret, token, later - 1)).toMatchObject({ ok: true });
    expect(verifyFormToken(secret, token, later)).toEqual({
      ok: false,
      reason: "expired",
      session,
    });
    const renewed = issueFormToken(secret, later, session);
    expect(verifyFormToken(secret, renewed.token, later)).toEqual({
      ok: true,
      session: { sid: session.sid, startedAt: start, expiresAt: later + formTokenTtlS * 1000 },
    });
  });

  it("is invalid when forged, signed with another secret, or damaged", () => {
    const { token } = issueFormToken(secret, start);
    const [payload, signature] = token.split(".") as [string, string];
    const earlier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), startedAt: 0 }),
    ).toString("base64url");
    for (const forged of [
      `${earlier}.${signature}`,
      issueFormToken("another-secret-another-secret-456", start).token,
      `${payload}.${signature.slice(0, -2)}`,
      `${payload}.${signature}.x`,
      "placeholder",
    ]) {
      expect(verifyFormToken(secret, forged, start)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("is not interchangeable with the page script's form session", () => {
    const session = issueFormSession(secret, 600, start).token;
    expect(verifyFormToken(secret, session, start)).toEqual({ ok: false, reason: "invalid" });
    const formToken = issueFormToken(secret, start).token;
    expect(verifyFormSession(secret, formToken, start)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is missing when the field is absent, empty or a file", () => {
    for (const value of [null, undefined, "", new File(["x"], "token.txt")]) {
      expect(verifyFormToken(secret, value, start)).toEqual({ ok: false, reason: "missing" });
    }
  });

  it("goes into a hidden field that names the contact form", () => {
    const { token } = issueFormToken(secret, start);
    expect(formTokenInput(token)).toBe(
      `<input type="hidden" name="formToken" form="contact-form" value="${token}">`,
    );
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});
