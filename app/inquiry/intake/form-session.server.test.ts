import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  issueFormSession,
  refreshGraceMs,
  refreshOrStartFormSession,
  verifyFormSession,
} from "#app/inquiry/intake/form-session.server.ts";

const secret = "unit-test-secret-unit-test-secret-123";

describe("form-session tokens", () => {
  it("verify while fresh and report expiry afterwards", () => {
    const { token, session } = issueFormSession(secret, 60, 1_000_000);
    expect(verifyFormSession(secret, token, 1_000_000 + 59_999)).toEqual({ ok: true, session });
    expect(verifyFormSession(secret, token, 1_000_000 + 60_000)).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("reject other secrets, tampering and garbage", () => {
    const { token } = issueFormSession(secret, 60);
    const [payload, signature] = token.split(".") as [string, string];
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), startedAt: 0 }),
    ).toString("base64url");
    for (const bad of [
      issueFormSession("another-secret-another-secret-99", 60).token,
      `${altered}.${signature}`,
      `${payload}.${signature}.extra`,
      "garbage",
    ]) {
      expect(verifyFormSession(secret, bad)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyFormSession(secret, "")).toEqual({ ok: false, reason: "missing" });
  });

  it("reject a signed payload that is not a session object, instead of throwing", () => {
    for (const json of ["null", "1", '"x"', "[]", '{"sid":"s","startedAt":"0","expiresAt":9}']) {
      const payload = Buffer.from(json).toString("base64url");
      const signature = createHmac("sha256", secret)
        .update(`form-session.v1.${payload}`)
        .digest("base64url");
      expect(verifyFormSession(secret, `${payload}.${signature}`)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("refresh keeps sid and start, within the grace period after expiry", () => {
    const start = 5_000_000;
    const first = issueFormSession(secret, 60, start);
    const later = start + 60_000 + refreshGraceMs - 1;
    const refreshed = refreshOrStartFormSession(secret, 60, first.token, later);
    expect(refreshed.session).toMatchObject({ sid: first.session.sid, startedAt: start });
    expect(refreshed.session.expiresAt).toBe(later + 60_000);

    const tooLate = refreshOrStartFormSession(secret, 60, first.token, later + 2);
    expect(tooLate.session.sid).not.toBe(first.session.sid);
    expect(tooLate.session.startedAt).toBe(later + 2);
  });
});
