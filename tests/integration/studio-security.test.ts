/**
 * The studio's security list (issue 16, "Done when") against the production server: without a
 * valid session every studio page and endpoint is refused; "Überall abmelden" makes older cookies
 * worthless; requests from another origin change nothing; setup and sign-in links work once and
 * expire; sign-in attempts beyond the limit get 429. Plus the headers every studio answer carries.
 */
import { describe, expect, it } from "vitest";
import { rows } from "#tests/integration/harness.ts";
import {
  freePort,
  invite,
  mailedLinkToken,
  sessionFrom,
  signInByMail,
  studioFetch,
  studioRoutes,
  type StudioRoute,
} from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";
import { createTestAuthenticator } from "#tests/support/authenticator.ts";

const app = forSuite(() =>
  startApp({ studio: true, smtp: true, env: { STUDIO_SIGN_IN_MAX: "1000" } }),
);

const routes = studioRoutes();
const guarded = routes.filter((route) => route.guarded);

/** What a request without a valid session must get: the sign-in page, or 401 for programs. */
async function expectRefused(route: StudioRoute, response: Response) {
  const what = `${response.url} ${response.status}`;
  expect(response.headers.get("cache-control"), what).toBe("no-store");
  if (route.api) {
    expect(response.status, what).toBe(401);
    expect(await response.json(), what).toEqual({
      ok: false,
      error: { code: "unauthorized", message: "Bitte zuerst im Studio anmelden." },
    });
  } else {
    expect(response.status, what).toBe(302);
    expect(response.headers.get("location"), what).toMatch(/^\/studio\/anmelden(\?|$)/);
  }
}

async function expectEveryGuardedRouteRefused(cookie: string | null) {
  for (const route of guarded) {
    await expectRefused(route, await studioFetch(app, route.path, { cookie }));
    await expectRefused(route, await studioFetch(app, route.path, { cookie, method: "POST" }));
    if (!route.api) {
      // React Router's data requests (client-side navigation) are guarded the same way.
      const data = await studioFetch(app, `${route.path}.data`, { cookie });
      expect(await data.text(), route.path).toMatch(/SingleFetchRedirect.*\/studio\/anmelden/);
    }
  }
}

describe("the studio's route table", () => {
  it("puts everything but signing in and setting up behind the guard", () => {
    expect(routes.filter((route) => !route.guarded).map((route) => route.path)).toEqual([
      "/studio/anmelden",
      "/studio/anmelden/link",
      "/studio/einrichten",
      "/studio/api/sign-in/options",
      "/studio/api/sign-in/verify",
      "/studio/api/setup/options",
      "/studio/api/setup/verify",
      "/studio/sw.js",
      "/studio/manifest.webmanifest",
      "/studio/kalender.ics",
    ]);
    expect(guarded.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/studio", "/studio/einstellungen", "/studio/api/passkeys/options"]),
    );
  });
});

describe("without a valid session", () => {
  it("every studio page sends to the sign-in page and every studio API answers 401", async () => {
    await expectEveryGuardedRouteRefused(null);
    await expectEveryGuardedRouteRefused("x".repeat(43));
    await expectEveryGuardedRouteRefused("not a token");
  });

  it("the sign-in page remembers where the owner wanted to go, and only studio pages", async () => {
    const response = await studioFetch(app, "/studio/einstellungen?tab=1");
    expect(response.headers.get("location")).toBe(
      "/studio/anmelden?weiter=%2Fstudio%2Feinstellungen%3Ftab%3D1",
    );
    const session = await signInByMail(app, app.smtp);
    for (const [asked, landed] of [
      ["/studio/einstellungen", "/studio/einstellungen"],
      ["https://evil.example/studio", "/studio"],
      ["//evil.example/studio", "/studio"],
      ["/studio/api/passkeys/options", "/studio"],
    ]) {
      const signedIn = await studioFetch(
        app,
        `/studio/anmelden?weiter=${encodeURIComponent(asked!)}`,
        {
          cookie: session,
        },
      );
      expect(signedIn.status, asked).toBe(302);
      expect(signedIn.headers.get("location"), asked).toBe(landed);
    }
  });
});

describe("signing out everywhere", () => {
  it("refuses every session cookie issued before it", async () => {
    const phone = await signInByMail(app, app.smtp);
    const laptop = await signInByMail(app, app.smtp);
    for (const cookie of [phone, laptop]) {
      expect((await studioFetch(app, "/studio/einstellungen", { cookie })).status).toBe(200);
    }
    const out = await studioFetch(app, "/studio/abmelden", {
      cookie: laptop,
      form: { scope: "everywhere" },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/studio/anmelden?abgemeldet");
    expect(out.headers.getSetCookie()).toEqual([
      "studio_session=; Path=/studio; Max-Age=0; HttpOnly; SameSite=Strict",
    ]);
    await expectEveryGuardedRouteRefused(phone);
    await expectEveryGuardedRouteRefused(laptop);
  });

  it("while signing out on one device leaves the others signed in", async () => {
    const phone = await signInByMail(app, app.smtp);
    const laptop = await signInByMail(app, app.smtp);
    await studioFetch(app, "/studio/abmelden", { cookie: phone, method: "POST" });
    expect((await studioFetch(app, "/studio", { cookie: phone })).status).toBe(302);
    expect((await studioFetch(app, "/studio", { cookie: laptop })).status).toBe(200);
  });
});

describe("a session in use", () => {
  it("is renewed at most once a day, and its cookie sent again with a fresh lifetime then", async () => {
    const session = await signInByMail(app, app.smtp);
    expect((await studioFetch(app, "/studio", { cookie: session })).headers.getSetCookie()).toEqual(
      [],
    );
    // A day later, as far as the stored sessions are concerned.
    const db = app.db();
    db.prepare(
      "UPDATE studio_sessions SET last_seen_at = last_seen_at - 86400000, expires_at = expires_at - 86400000",
    ).run();
    db.close();
    const renewed = `studio_session=${session}; Path=/studio; Max-Age=2592000; HttpOnly; SameSite=Strict`;
    const later = await studioFetch(app, "/studio/einstellungen", { cookie: session });
    expect(later.status).toBe(200);
    expect(later.headers.getSetCookie()).toEqual([renewed]);
    const again = await studioFetch(app, "/studio", { cookie: session });
    expect(again.headers.getSetCookie()).toEqual([]);

    // The sign-in page, which sends a signed-in owner on, renews the same way.
    const db2 = app.db();
    db2
      .prepare(
        "UPDATE studio_sessions SET last_seen_at = last_seen_at - 86400000, expires_at = expires_at - 86400000",
      )
      .run();
    db2.close();
    const signIn = await studioFetch(app, "/studio/anmelden", { cookie: session });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/studio");
    expect(signIn.headers.getSetCookie()).toEqual([renewed]);
  });
});

describe("a request from another origin", () => {
  it("is refused on every studio route and changes nothing", async () => {
    const session = await signInByMail(app, app.smtp);
    const mailsBefore = rows(app, "SELECT id FROM outbox").length;
    for (const route of routes) {
      for (const origin of ["https://evil.example", null, "null"]) {
        const response = await studioFetch(app, route.path, {
          cookie: session,
          origin,
          form: { scope: "everywhere" },
        });
        const what = `${route.path} from ${origin}`;
        // React Router refuses a foreign document post itself (400) before the studio's check
        // (403) would; either way nothing runs.
        expect([400, 403], what).toContain(response.status);
        if (route.api) {
          expect(await response.json(), what).toMatchObject({
            ok: false,
            error: { code: "foreign_origin" },
          });
        }
      }
    }
    // The session was not ended, no link was mailed.
    expect((await studioFetch(app, "/studio", { cookie: session })).status).toBe(200);
    expect(rows(app, "SELECT id FROM outbox").length).toBe(mailsBefore);
  });
});

describe("the setup link from npm run studio -- invite", () => {
  it("is the last line of the command's output, registers a passkey once and signs in", async () => {
    const output = invite(app);
    const link = output.at(-1)!;
    expect(link).toMatch(new RegExp(`^${app.origin}/studio/einrichten\\?token=[A-Za-z0-9_-]{43}$`));
    const token = new URL(link).searchParams.get("token")!;
    const page = await studioFetch(app, `/studio/einrichten?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Passkey einrichten");

    const authenticator = createTestAuthenticator({ origin: app.origin, rpId: "localhost" });
    const options = await studioFetch(app, "/studio/api/setup/options", { json: { token } });
    expect(options.status).toBe(200);
    const { options: creation } = (await options.json()) as { options: { challenge: string } };
    const verify = await studioFetch(app, "/studio/api/setup/verify", {
      json: { token, name: "Testgerät", response: authenticator.register(creation) },
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ ok: true, redirectTo: "/studio" });
    const session = sessionFrom(verify);
    expect((await studioFetch(app, "/studio", { cookie: session })).status).toBe(200);

    // Used up: the page says so, and the API refuses it.
    expect(await (await studioFetch(app, `/studio/einrichten?token=${token}`)).text()).toContain(
      "abgelaufen oder wurde schon verwendet",
    );
    const again = await studioFetch(app, "/studio/api/setup/options", { json: { token } });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ ok: false, error: { code: "invite_invalid" } });

    // The passkey signs in from now on.
    const start = await studioFetch(app, "/studio/api/sign-in/options", { json: {} });
    const { options: request } = (await start.json()) as { options: { challenge: string } };
    const signIn = await studioFetch(app, "/studio/api/sign-in/verify", {
      json: { response: authenticator.authenticate(request), next: "/studio/einstellungen" },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toEqual({ ok: true, redirectTo: "/studio/einstellungen" });
    const settings = await studioFetch(app, "/studio/einstellungen", {
      cookie: sessionFrom(signIn),
    });
    expect(await settings.text()).toContain("Testgerät");
  });

  it("expires after 24 hours", async () => {
    const token = new URL(invite(app).at(-1)!).searchParams.get("token")!;
    // 24 hours later, as far as the stored expiry is concerned.
    const db = app.db();
    db.prepare(
      "UPDATE studio_tokens SET expires_at = ? WHERE purpose = 'invite' AND used_at IS NULL",
    ).run(Date.now() - 1);
    db.close();
    expect(await (await studioFetch(app, `/studio/einrichten?token=${token}`)).text()).toContain(
      "abgelaufen oder wurde schon verwendet",
    );
    const options = await studioFetch(app, "/studio/api/setup/options", { json: { token } });
    expect(options.status).toBe(403);
  });
});

describe("the sign-in link by mail", () => {
  it("reaches the studio's address as an automatic mail and works once, by its button only", async () => {
    const seen = app.smtp.mails.length;
    const request = await studioFetch(app, "/studio/anmelden", { method: "POST" });
    expect(request.status).toBe(200);
    expect(await request.text()).toContain("kommt in wenigen Minuten eine E-Mail");
    const token = await mailedLinkToken(app.smtp, seen);
    const mail = app.smtp.mails.at(-1)!;
    expect(mail.to).toMatchObject({ text: "studio@example.com" });
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");

    // A mail scanner opening the link does not use it up.
    for (let i = 0; i < 2; i++) {
      const page = await studioFetch(app, `/studio/anmelden/link?token=${token}`);
      expect(await page.text()).toContain("Jetzt anmelden");
    }
    const first = await studioFetch(app, "/studio/anmelden/link", { form: { token } });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/studio");
    expect(first.headers.getSetCookie()[0]).toMatch(
      /^studio_session=[A-Za-z0-9_-]{43}; Path=\/studio; Max-Age=2592000; HttpOnly; SameSite=Strict$/,
    );
    const second = await studioFetch(app, "/studio/anmelden/link", { form: { token } });
    expect(second.status).toBe(403);
    expect(sessionFrom(second)).toBeNull();
    expect(await second.text()).toContain(
      "Dieser Anmeldelink ist abgelaufen oder wurde schon verwendet.",
    );
  });

  it("expires after 15 minutes", async () => {
    const seen = app.smtp.mails.length;
    await studioFetch(app, "/studio/anmelden", { method: "POST" });
    const token = await mailedLinkToken(app.smtp, seen);
    const db = app.db();
    db.prepare(
      "UPDATE studio_tokens SET expires_at = ? WHERE purpose = 'sign_in_link' AND used_at IS NULL",
    ).run(Date.now() - 1);
    db.close();
    const late = await studioFetch(app, "/studio/anmelden/link", { form: { token } });
    expect(late.status).toBe(403);
    expect(sessionFrom(late)).toBeNull();
  });
});

describe("studio answers", () => {
  it("are not cached, not indexed, and run only scripts with this response's nonce", async () => {
    const session = await signInByMail(app, app.smtp);
    for (const [path, cookie] of [
      ["/studio/anmelden", null],
      ["/studio/einstellungen", session],
      ["/studio", session],
    ] as const) {
      const response = await studioFetch(app, path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      const csp = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).not.toContain("unsafe-inline' 'nonce");
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toContain('<meta name="robots" content="noindex,nofollow"/>');
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
      // The studio's stylesheet, not the site's inlined one.
      expect(head, path).toMatch(/<link[^>]+rel="stylesheet" href="\/assets\/studio-[^"]+\.css"/);
      expect(head, path).not.toContain("<style");
    }
  });
});

describe("sign-in attempts beyond the limit", () => {
  it("get 429 with a German message, for people and programs", async () => {
    const limited = await startApp({
      studio: true,
      env: { SMTP_URL: app.smtp.url, STUDIO_SIGN_IN_MAX: "3" },
    });
    for (let i = 0; i < 3; i++) {
      const answer = await studioFetch(limited, "/studio/anmelden/link", {
        form: { token: "x" },
      });
      expect(answer.status).toBe(403);
    }
    const page = await studioFetch(limited, "/studio/anmelden", { method: "POST" });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await page.text()).toContain(
      "Zu viele Anmeldeversuche. Bitte in einigen Minuten erneut versuchen.",
    );
    const api = await studioFetch(limited, "/studio/api/sign-in/options", { json: {} });
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({
      ok: false,
      error: {
        code: "rate_limited",
        message: "Zu viele Anmeldeversuche. Bitte in einigen Minuten erneut versuchen.",
      },
    });
    expect(rows(limited, "SELECT id FROM outbox")).toEqual([]);
  });
});

describe("an https site whose proxy does not say so (TRUST_PROXY unset)", () => {
  it("still marks the session cookie Secure and sends HSTS, from PUBLIC_SITE_URL", async () => {
    const port = await freePort();
    const site = await startApp({
      smtp: true,
      env: { PORT: String(port), PUBLIC_SITE_URL: `https://localhost:${port}` },
    });
    const secureSmtp = site.smtp;
    // Plain http from the proxy on this machine, the browser's origin https.
    const https = Object.assign(site, {
      url: `http://localhost:${port}`,
      origin: `https://localhost:${port}`,
    });
    const home = await fetch(`${https.url}/`);
    expect(home.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const seen = secureSmtp.mails.length;
    expect((await studioFetch(https, "/studio/anmelden", { method: "POST" })).status).toBe(200);
    const token = await mailedLinkToken(secureSmtp, seen);
    const signedIn = await studioFetch(https, "/studio/anmelden/link", { form: { token } });
    expect(sessionFrom(signedIn)).not.toBeNull();
    expect(signedIn.headers.getSetCookie().join("\n")).toMatch(/studio_session=[^;]+;.*; Secure/);
  });
});
