import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { emlFileName } from "#app/inquiry/mail/mail-transport.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import {
  confirmedRecently,
  currentSession,
  finishConfirmation,
  finishAddingPasskey,
  finishPasskeySignIn,
  finishSetup,
  isInviteUsable,
  isSignInLinkUsable,
  passkeyName,
  passkeys,
  removePasskey,
  requestSignInLink,
  signInWithLink,
  signOut,
  signOutEverywhere,
  startAddingPasskey,
  startConfirmation,
  startPasskeySignIn,
  startSetup,
  type Refusal,
  type SignedIn,
  type StudioAuthDeps,
} from "#app/studio/auth/auth.server.ts";
import { authRefusals } from "#app/studio/auth/messages.ts";
import { purgeExpiredSignIn } from "#app/studio/auth/maintenance.server.ts";
import {
  clearedSessionCookie,
  sessionCookie,
  sessionTokenFromCookies,
  startSession,
} from "#app/studio/auth/sessions.server.ts";
import { createTestAuthenticator } from "#tests/support/authenticator.ts";
import { issueToken } from "#app/studio/auth/tokens.server.ts";
import {
  hasFeedAddress,
  isFeedToken,
  newFeedToken,
} from "#app/studio/calendar/calendar-feed.server.ts";
import { deviceSubscriptions, saveSubscription } from "#app/studio/push/push.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const origin = "https://atelier.example";
const rpId = "atelier.example";
const ip = "203.0.113.7";
const hour = 3600_000;
const day = 24 * hour;

function setUp({ limit = 1000 } = {}) {
  const { db, dir, open } = testDatabase();
  let now = Date.parse("2026-11-23T10:00:00Z");
  const woken = { count: 0 };
  const logs: { event: string; [field: string]: unknown }[] = [];
  // The live release's facts: a test publishes a rename by replacing them.
  const live = { facts: { ...defaultContent.facts, studioName: "Atelier" } };
  const deps: StudioAuthDeps = {
    db,
    clock: () => now,
    rp: { id: rpId, origin },
    facts: () => live.facts,
    siteOrigin: origin,
    mail: { studioEmail: "studio@atelier.example", mailFrom: "Atelier <website@atelier.example>" },
    wakeMailWorker: () => woken.count++,
    limiter: createRateLimiter({ max: limit, windowMs: 15 * 60_000 }),
    log: (_level, event, fields) => logs.push({ event, ...fields }),
  };
  return {
    dir,
    db,
    open,
    deps,
    woken,
    logs,
    live,
    now: () => now,
    advance: (ms: number) => void (now += ms),
    count: (table: string) =>
      Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n),
  };
}

function expectOk<T extends { ok: boolean }>(outcome: T | Refusal): asserts outcome is T {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
}

/** A refusal, as the endpoints answer it (messages.ts): its status and the API's error code. */
function expectRefusal(outcome: { ok: boolean } | Refusal, status: number, code: string) {
  expect(outcome).toMatchObject({ ok: false });
  expect(authRefusals[(outcome as Refusal).reason]).toMatchObject({ status, code });
}

/** The invite's ceremony with a software passkey, as the setup page runs it. */
async function setUpPasskey(
  deps: StudioAuthDeps,
  authenticator = createTestAuthenticator({ origin, rpId }),
  name = "iPhone",
) {
  const invite = issueToken(deps.db, "invite", deps.clock());
  const start = await startSetup(deps, ip, invite);
  expectOk(start);
  const finished = await finishSetup(deps, ip, {
    inviteToken: invite,
    response: authenticator.register(start.options),
    name,
  });
  expectOk(finished);
  return { authenticator, invite, session: (finished as SignedIn).session };
}

describe("first passkey from an invite", () => {
  it("registers a discoverable, user-verifying passkey, signs in, and works once", async () => {
    const { deps, db } = setUp();
    const invite = issueToken(db, "invite", deps.clock());
    const start = await startSetup(deps, ip, invite);
    expectOk(start);
    expect(start.options.rp).toEqual({ name: "Atelier", id: rpId });
    expect(start.options.user).toMatchObject({ name: "Studio Atelier" });
    expect(start.options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    const authenticator = createTestAuthenticator({ origin, rpId });
    const finished = await finishSetup(deps, ip, {
      inviteToken: invite,
      response: authenticator.register(start.options),
      name: "iPhone",
    });
    expectOk(finished);
    expect(currentSession(deps, finished.session.token)).not.toBeNull();
    expect(passkeys(deps)).toEqual([
      { id: authenticator.id, name: "iPhone", createdAt: deps.clock(), lastUsedAt: deps.clock() },
    ]);

    expectRefusal(await startSetup(deps, ip, invite), 403, "invite_invalid");
    // Only hashes are stored: neither the invite nor the session token is in the file.
    const dump = JSON.stringify([
      db.prepare("SELECT * FROM studio_tokens").all(),
      db.prepare("SELECT * FROM studio_sessions").all(),
    ]);
    expect(dump).not.toContain(invite);
    expect(dump).not.toContain(finished.session.token);
  });

  it("stores nothing and keeps the invite when the answer is from another origin or replayed", async () => {
    const { deps, db, count } = setUp();
    const invite = issueToken(db, "invite", deps.clock());
    const authenticator = createTestAuthenticator({ origin, rpId });

    const first = await startSetup(deps, ip, invite);
    expectOk(first);
    const foreign = authenticator.register(first.options, { origin: "https://evil.example" });
    const refused = await finishSetup(deps, ip, {
      inviteToken: invite,
      response: foreign,
      name: "x",
    });
    expectRefusal(refused, 400, "passkey_rejected");
    expect(count("studio_credentials")).toBe(0);

    // The foreign answer used its challenge up; a fresh ceremony with the same invite works.
    const second = await startSetup(deps, ip, invite);
    expectOk(second);
    const answer = authenticator.register(second.options);
    expectOk(await finishSetup(deps, ip, { inviteToken: invite, response: answer, name: "x" }));

    const another = issueToken(db, "invite", deps.clock());
    const replay = await finishSetup(deps, ip, {
      inviteToken: another,
      response: answer,
      name: "x",
    });
    expectRefusal(replay, 400, "passkey_rejected");
    expect(count("studio_credentials")).toBe(1);
  });

  it("refuses an invite after 24 hours", async () => {
    const { deps, db, advance } = setUp();
    const invite = issueToken(db, "invite", deps.clock());
    advance(day - 1);
    expectOk(await startSetup(deps, ip, invite));
    advance(1);
    expectRefusal(await startSetup(deps, ip, invite), 403, "invite_invalid");
  });
});

describe("signing in with a passkey", () => {
  it("starts a session and records the passkey's use", async () => {
    const { deps, advance } = setUp();
    const { authenticator } = await setUpPasskey(deps);
    advance(hour);
    const start = await startPasskeySignIn(deps, ip);
    expectOk(start);
    expect(start.options).toMatchObject({ rpId, userVerification: "required" });
    expect(start.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await finishPasskeySignIn(deps, ip, authenticator.authenticate(start.options));
    expectOk(signedIn);
    expect(currentSession(deps, signedIn.session.token)).not.toBeNull();
    expect(passkeys(deps)[0]!.lastUsedAt).toBe(deps.clock());
  });

  it("refuses a replay, another origin, a counter that went back and an unknown passkey", async () => {
    const { deps, count } = setUp();
    const { authenticator } = await setUpPasskey(deps);
    const sessionsBefore = count("studio_sessions");

    const first = await startPasskeySignIn(deps, ip);
    expectOk(first);
    const assertion = authenticator.authenticate(first.options);
    expectOk(await finishPasskeySignIn(deps, ip, assertion));
    expectRefusal(await finishPasskeySignIn(deps, ip, assertion), 401, "passkey_rejected");

    const second = await startPasskeySignIn(deps, ip);
    expectOk(second);
    const foreign = authenticator.authenticate(second.options, { origin: "https://evil.example" });
    expectRefusal(await finishPasskeySignIn(deps, ip, foreign), 401, "passkey_rejected");

    // A cloned authenticator shows itself by a signature counter that does not go forward.
    const third = await startPasskeySignIn(deps, ip);
    expectOk(third);
    const cloned = authenticator.authenticate(third.options, { counter: 1 });
    expectRefusal(await finishPasskeySignIn(deps, ip, cloned), 401, "passkey_rejected");

    const stranger = createTestAuthenticator({ origin, rpId });
    const fourth = await startPasskeySignIn(deps, ip);
    expectOk(fourth);
    const unknown = stranger.authenticate(fourth.options);
    expectRefusal(await finishPasskeySignIn(deps, ip, unknown), 401, "passkey_rejected");

    expectRefusal(await finishPasskeySignIn(deps, ip, { id: 42 }), 401, "passkey_rejected");
    expect(count("studio_sessions")).toBe(sessionsBefore + 1);
  });
});

describe("managing passkeys", () => {
  it("names a new passkey's site as the live release names the studio, read at the ceremony", async () => {
    const { deps, live } = setUp();
    await setUpPasskey(deps);
    live.facts = { ...live.facts, studioName: "Atelier Lichtblick" };
    const start = await startAddingPasskey(deps);
    expect(start.options.rp).toEqual({ name: "Atelier Lichtblick", id: rpId });
    expect(start.options.user).toMatchObject({ name: "Studio Atelier Lichtblick" });
  });

  it("adds another device's passkey, refuses one already added, and removes the last only when confirmed", async () => {
    const { deps } = setUp();
    const { authenticator: phone } = await setUpPasskey(deps);

    const start = await startAddingPasskey(deps);
    expect(start.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: phone.id, type: "public-key" }),
    ]);
    const laptop = createTestAuthenticator({ origin, rpId });
    expectOk(
      await finishAddingPasskey(deps, { response: laptop.register(start.options), name: "Laptop" }),
    );
    const again = await startAddingPasskey(deps);
    const duplicate = await finishAddingPasskey(deps, {
      response: phone.register(again.options),
      name: "iPhone 2",
    });
    expectRefusal(duplicate, 409, "duplicate");
    expect(passkeys(deps).map((key) => key.name)).toEqual(["iPhone", "Laptop"]);

    expect(removePasskey(deps, phone.id, false)).toEqual({ ok: true });
    expect(removePasskey(deps, laptop.id, false)).toEqual({ ok: false, reason: "last_passkey" });
    expect(passkeys(deps).map((key) => key.name)).toEqual(["Laptop"]);
    expect(removePasskey(deps, laptop.id, true)).toEqual({ ok: true });
    expect(passkeys(deps)).toEqual([]);
    expect(removePasskey(deps, "no-such-key", false)).toEqual({ ok: true });
  });

  it("tidies names: one line, at most 60 characters, a fallback when empty", () => {
    expect(passkeyName("  Mein\n\tiPhone\u200b  ", "Passkey")).toBe("Mein iPhone");
    expect(passkeyName("x".repeat(80), "Passkey")).toHaveLength(60);
    expect(passkeyName("   ", "Passkey")).toBe("Passkey");
    expect(passkeyName(42, "Passkey")).toBe("Passkey");
  });
});

/** The token of the newest sign-in link mail in the outbox. */
function mailedToken(db: Database) {
  const mail = db
    .prepare(
      "SELECT inquiry_id AS inquiryId, recipient, text_body AS text FROM outbox WHERE kind = 'sign_in_link' ORDER BY id DESC LIMIT 1",
    )
    .get() as { inquiryId: string | null; recipient: string; text: string };
  const link = /https:\/\/atelier\.example\/studio\/anmelden\/link\?token=(\S+)/.exec(mail.text);
  expect(mail).toMatchObject({ inquiryId: null, recipient: "studio@atelier.example" });
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

describe("the sign-in link by mail", () => {
  it("goes to the studio's address through the outbox and signs in once, within 15 minutes", async () => {
    const { deps, db, woken, advance } = setUp();
    expectOk(await requestSignInLink(deps, ip));
    expect(woken.count).toBe(1);
    const token = mailedToken(db);
    expectOk(await signInWithLink(deps, ip, token));
    expectRefusal(await signInWithLink(deps, ip, token), 403, "link_invalid");

    expectOk(await requestSignInLink(deps, ip));
    const late = mailedToken(db);
    advance(15 * 60_000);
    expectRefusal(await signInWithLink(deps, ip, late), 403, "link_invalid");
    expectRefusal(await signInWithLink(deps, ip, "not-a-token"), 403, "link_invalid");
    expectRefusal(await signInWithLink(deps, ip, undefined), 403, "link_invalid");
  });

  it("sends no fourth mail while three links are open, and answers the same", async () => {
    const { deps, woken, logs, count } = setUp();
    for (let i = 0; i < 4; i++) expect(await requestSignInLink(deps, ip)).toEqual({ ok: true });
    expect(count("outbox")).toBe(3);
    expect(woken.count).toBe(3);
    expect(
      logs.filter((line) => line.event === "studio.link_requested").map((l) => l.sent),
    ).toEqual([true, true, true, false]);
  });

  it("names the studio as the live release does", async () => {
    const { deps, db, live } = setUp();
    live.facts = { ...live.facts, studioName: "Atelier Lichtblick" };
    expectOk(await requestSignInLink(deps, ip));
    const mail = db.prepare("SELECT subject, text_body AS text FROM outbox").get() as {
      subject: string;
      text: string;
    };
    expect(mail.subject).toBe("Anmeldelink für das Studio · Atelier Lichtblick");
    expect(mail.text).toContain("im Studio von Atelier Lichtblick angemeldet");
  });
});

describe("a fresh passkey confirmation", () => {
  it("comes with a passkey sign-in, lasts ten minutes, and is renewed by confirming again", async () => {
    const { deps, advance } = setUp();
    const { authenticator } = await setUpPasskey(deps);
    const start = await startPasskeySignIn(deps, ip);
    expectOk(start);
    const signedIn = await finishPasskeySignIn(deps, ip, authenticator.authenticate(start.options));
    expectOk(signedIn);
    const session = () => currentSession(deps, signedIn.session.token)!.session;
    expect(confirmedRecently(deps, session())).toBe(true);
    advance(10 * 60_000);
    expect(confirmedRecently(deps, session())).toBe(false);

    const again = await startConfirmation(deps, ip);
    expectOk(again);
    const answer = authenticator.authenticate(again.options);
    expectOk(await finishConfirmation(deps, ip, session(), answer));
    expect(confirmedRecently(deps, session())).toBe(true);
    // The same answer twice confirms nothing.
    advance(10 * 60_000);
    expectRefusal(await finishConfirmation(deps, ip, session(), answer), 401, "passkey_rejected");
    expect(confirmedRecently(deps, session())).toBe(false);
  });

  it("is not what a mailed link gives, nor another origin's passkey answer", async () => {
    const { deps, db } = setUp();
    const { authenticator } = await setUpPasskey(deps);
    const linked = await signInWithLink(deps, ip, issueToken(db, "sign_in_link", deps.clock()));
    expectOk(linked);
    const session = () => currentSession(deps, linked.session.token)!.session;
    expect(confirmedRecently(deps, session())).toBe(false);
    const start = await startConfirmation(deps, ip);
    expectOk(start);
    const foreign = authenticator.authenticate(start.options, { origin: "https://evil.example" });
    expectRefusal(await finishConfirmation(deps, ip, session(), foreign), 401, "passkey_rejected");
    expect(confirmedRecently(deps, session())).toBe(false);
  });
});

describe("sessions", () => {
  it("slide: renewed at most once a day, over after 30 idle days", () => {
    const { deps, db, advance, now } = setUp();
    const { token, expiresAt } = startSession(db, now());
    expect(expiresAt).toBe(now() + 30 * day);
    advance(23 * hour);
    expect(currentSession(deps, token)).toMatchObject({ renewed: false, session: { expiresAt } });
    advance(hour);
    expect(currentSession(deps, token)).toMatchObject({
      renewed: true,
      session: { expiresAt: now() + 30 * day },
    });
    advance(30 * day - 1);
    expect(currentSession(deps, token)).not.toBeNull();
    advance(30 * day);
    expect(currentSession(deps, token)).toBeNull();
  });

  it("end 90 days after the sign-in, however often they are used", () => {
    const { deps, db, advance, now } = setUp();
    const signedInAt = now();
    const { token } = startSession(db, signedInAt);
    for (let days = 0; days < 89; days++) {
      advance(day);
      expect(currentSession(deps, token), `day ${days + 1}`).not.toBeNull();
    }
    // The last renewal stops at the cap, not 30 days on.
    expect(currentSession(deps, token)!.session.expiresAt).toBeLessThanOrEqual(
      signedInAt + 90 * day,
    );
    advance(day);
    expect(currentSession(deps, token)).toBeNull();
  });

  it("keep the owner signed in when another process holds the write lock at renewal time", () => {
    const { deps, db, advance, now, open } = setUp();
    db.exec("PRAGMA busy_timeout = 0"); // as the server's connection (app.server.ts)
    const { token, expiresAt } = startSession(db, now());
    advance(2 * day);
    const other = open();
    other.exec("BEGIN IMMEDIATE");
    try {
      expect(currentSession(deps, token)).toMatchObject({ renewed: false, session: { expiresAt } });
    } finally {
      other.exec("ROLLBACK");
    }
    expect(currentSession(deps, token)).toMatchObject({ renewed: true });
  });

  it("end on this device, or everywhere", () => {
    const { deps, db, now } = setUp();
    const phone = startSession(db, now());
    const laptop = startSession(db, now());
    const found = currentSession(deps, phone.token)!;
    signOut(deps, found.session);
    expect(currentSession(deps, phone.token)).toBeNull();
    expect(currentSession(deps, laptop.token)).not.toBeNull();
    const tablet = startSession(db, now());
    signOutEverywhere(deps);
    expect(currentSession(deps, laptop.token)).toBeNull();
    expect(currentSession(deps, tablet.token)).toBeNull();
  });

  it("end everywhere together with what a lost phone could still use", async () => {
    const { deps, db, now, logs } = setUp();
    const phone = startSession(db, now());
    const feed = newFeedToken(db);
    const subscription = {
      endpoint: "https://push.example.net/send/abc",
      keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
    };
    saveSubscription(db, subscription, "iPhone", now());
    const invite = issueToken(db, "invite", now());
    expectOk(await requestSignInLink(deps, ip));
    const link = issueToken(db, "sign_in_link", now());

    signOutEverywhere(deps);

    expect(currentSession(deps, phone.token)).toBeNull();
    expect(isFeedToken(db, feed)).toBe(false);
    expect(hasFeedAddress(db)).toBe(false);
    expect(deviceSubscriptions(db)).toEqual([]);
    expect(isInviteUsable(deps, invite)).toBe(false);
    expect(isSignInLinkUsable(deps, link)).toBe(false);
    expect(logs.at(-1)).toMatchObject({
      event: "studio.signed_out",
      everywhere: true,
      sessions: 1,
      links: 3,
      pushSubscriptions: 1,
    });
  });

  it("travel in a cookie only for /studio, never readable by scripts or sent by other sites", () => {
    expect(sessionCookie("abc", { secure: false })).toBe(
      "studio_session=abc; Path=/studio; Max-Age=2592000; HttpOnly; SameSite=Strict",
    );
    expect(sessionCookie("abc", { secure: true })).toMatch(/; Secure$/);
    expect(clearedSessionCookie({ secure: true })).toBe(
      "studio_session=; Path=/studio; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
    );
    expect(sessionTokenFromCookies("a=1; studio_session=xyz; b=2")).toBe("xyz");
    expect(sessionTokenFromCookies("studio_sessionx=1")).toBeNull();
    expect(sessionTokenFromCookies(null)).toBeNull();
  });
});

describe("the sign-in limit", () => {
  it("answers 429 beyond the limit, counting every kind of attempt, per client address", async () => {
    const { deps, advance } = setUp({ limit: 3 });
    expectOk(await requestSignInLink(deps, ip));
    expectRefusal(await signInWithLink(deps, ip, "wrong"), 403, "link_invalid");
    expectOk(await startPasskeySignIn(deps, ip));
    const limited = await finishPasskeySignIn(deps, ip, {});
    expectRefusal(limited, 429, "rate_limited");
    expect((limited as Refusal).retryAfterS).toBeGreaterThan(0);
    expect(authRefusals[(limited as Refusal).reason].message).toMatch(/Zu viele Anmeldeversuche/);
    expectRefusal(await requestSignInLink(deps, ip), 429, "rate_limited");
    expectRefusal(await startSetup(deps, ip, "x"), 429, "rate_limited");
    expectOk(await startPasskeySignIn(deps, "198.51.100.20"));
    advance(15 * 60_000);
    expectOk(await startPasskeySignIn(deps, ip));
  });
});

describe("clean-up", () => {
  it("deletes what expired: sessions, tokens, challenges, and the link mails with their .eml copies", async () => {
    const { deps, db, dir, advance, now, count } = setUp();
    const emlDir = path.join(dir, "outbox");
    mkdirSync(emlDir);
    // An inquiry's mail, which the clean-up of sign-in mails leaves alone.
    storedInquiry(db, { id: "inq-1", createdAt: 1 }, { mails: "studio only" });
    await requestSignInLink(deps, ip);
    await requestSignInLink(deps, ip);
    const links = db
      .prepare(
        "SELECT id, inquiry_id AS inquiryId, kind, created_at AS createdAt FROM outbox WHERE kind = 'sign_in_link'",
      )
      .all() as { id: number; inquiryId: null; kind: "sign_in_link"; createdAt: number }[];
    for (const mail of links) writeFileSync(path.join(emlDir, emlFileName(mail)), "eml");
    // One link mail is being handed to the mail server right now: it stays for the next round.
    db.prepare("UPDATE outbox SET status = 'sending' WHERE id = ?").run(links[1]!.id);
    startSession(db, now());
    await startPasskeySignIn(deps, ip);
    issueToken(db, "invite", now());

    purgeExpiredSignIn(db, { emlDir, now: now() + 14 * 60_000 }, deps.log);
    expect(count("outbox")).toBe(3);

    advance(31 * day);
    purgeExpiredSignIn(db, { emlDir, now: now() }, deps.log);
    expect([count("studio_sessions"), count("studio_tokens"), count("studio_challenges")]).toEqual([
      0, 0, 0,
    ]);
    expect(db.prepare("SELECT kind, status FROM outbox ORDER BY id").all()).toEqual([
      { kind: "studio", status: "pending" },
      { kind: "sign_in_link", status: "sending" },
    ]);
    expect(existsSync(path.join(emlDir, emlFileName(links[0]!)))).toBe(false);
    expect(existsSync(path.join(emlDir, emlFileName(links[1]!)))).toBe(true);
  });
});
