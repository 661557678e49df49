/**
 * What a stolen session must not do: with a session from a mailed link (the lost phone's mail app
 * can request one), adding or removing a passkey, erasing a person, a new calendar address,
 * signing out everywhere, deleting a photo, and putting other Impressum facts or another contact
 * e-mail live wait for a fresh passkey confirmation. And the sign-in itself goes through while
 * another process holds the write lock for a moment.
 */
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { liveRelease, saveDraftDocument } from "#app/website/store.server.ts";
import {
  formSession,
  rows,
  submit,
  takeWriteLock,
  validInquiry,
} from "#tests/integration/harness.ts";
import {
  invite,
  mailedLinkToken,
  sessionFrom,
  signInByMail,
  studioFetch,
  uploadPhoto,
} from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";
import { createTestAuthenticator } from "#tests/support/authenticator.ts";
import { cameraPhoto } from "#tests/support/camera-photo.ts";

let authenticator: ReturnType<typeof createTestAuthenticator>;

const app = forSuite(() =>
  startApp({ studio: true, smtp: true, env: { STUDIO_SIGN_IN_MAX: "1000" } }),
);

beforeAll(async () => {
  // The owner's passkey, from the setup link.
  const token = new URL(invite(app).at(-1)!).searchParams.get("token")!;
  authenticator = createTestAuthenticator({ origin: app.origin, rpId: "localhost" });
  const options = await studioFetch(app, "/studio/api/setup/options", { json: { token } });
  const { options: creation } = (await options.json()) as { options: { challenge: string } };
  const verify = await studioFetch(app, "/studio/api/setup/verify", {
    json: { token, name: "iPhone", response: authenticator.register(creation) },
  });
  expect(verify.status).toBe(200);
});

async function confirm(session: string) {
  const start = await studioFetch(app, "/studio/api/confirm/options", {
    json: {},
    cookie: session,
  });
  expect(start.status).toBe(200);
  const { options } = (await start.json()) as { options: { challenge: string } };
  return studioFetch(app, "/studio/api/confirm/verify", {
    json: { response: authenticator.authenticate(options), next: "/studio/einstellungen" },
    cookie: session,
  });
}

describe("a session from a mailed link", () => {
  it("is sent to confirm with a passkey before the steps a stolen phone must not take", async () => {
    const session = await signInByMail(app, app.smtp);
    const passkeyId = rows<{ id: string }>(app, "SELECT id FROM studio_credentials")[0]!.id;
    const sent = await submit(app, validInquiry, { token: await formSession(app) });
    expect(sent.status).toBe(200);

    const refusals: [string, Record<string, string>, string][] = [
      ["/studio/einstellungen", { id: passkeyId, confirm: "last" }, "/studio/einstellungen"],
      [
        "/studio/datenschutz",
        { intent: "erase", email: validInquiry.email },
        "/studio/datenschutz",
      ],
      ["/studio/kalender", { intent: "regenerate", confirm: "yes" }, "/studio/kalender"],
      ["/studio/abmelden", { scope: "everywhere" }, "/studio/abmelden?ueberall"],
    ];
    for (const [path, form, back] of refusals) {
      const response = await studioFetch(app, path, { form, cookie: session });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(
        `/studio/bestaetigen?zurueck=${encodeURIComponent(back)}`,
      );
    }
    const adding = await studioFetch(app, "/studio/api/passkeys/options", {
      json: {},
      cookie: session,
    });
    expect(adding.status).toBe(403);
    expect(await adding.json()).toEqual({
      ok: false,
      error: { code: "confirmation_required", message: "Bitte zuerst mit dem Passkey bestätigen." },
    });
    // Nothing happened.
    expect(rows(app, "SELECT id FROM studio_credentials")).toHaveLength(1);
    expect(rows(app, "SELECT id FROM inquiries")).toHaveLength(1);
    expect((await studioFetch(app, "/studio", { cookie: session })).status).toBe(200);

    // The confirmation page, and the confirmation with her passkey.
    const page = await studioFetch(app, "/studio/bestaetigen?zurueck=%2Fstudio%2Fkalender", {
      cookie: session,
    });
    expect(await page.text()).toContain("Mit Passkey bestätigen");
    const confirmed = await confirm(session);
    expect(await confirmed.json()).toEqual({ ok: true, redirectTo: "/studio/einstellungen" });

    // Now the same steps go through.
    const calendar = await studioFetch(app, "/studio/kalender", {
      form: { intent: "regenerate" },
      cookie: session,
    });
    expect(calendar.status).toBe(200);
    const erase = await studioFetch(app, "/studio/datenschutz", {
      form: { intent: "erase", email: validInquiry.email },
      cookie: session,
    });
    expect(erase.status).toBe(302);
    expect(erase.headers.get("location")).toMatch(/^\/studio\/datenschutz\?geloescht=/);
    expect(rows(app, "SELECT id FROM inquiries")).toEqual([]);
  });

  it("is sent to confirm before a photo goes and before other Impressum facts or another contact e-mail go live", async () => {
    const session = await signInByMail(app, app.smtp);
    const liveId = () =>
      rows<{ id: number }>(app, "SELECT live_release AS id FROM site_state")[0]!.id;
    const db = openDatabase(app.env.DATABASE_PATH!, { migrations });
    onTestFinished(() => db.close());
    const { facts, search } = liveRelease(db).content;
    const draft = (name: "facts" | "search", value: unknown) => {
      expect(saveDraftDocument(db, name, value, Date.now()).ok).toBe(true);
    };
    const publish = (cookie: string) =>
      studioFetch(app, "/studio/website", { form: { intent: "publish" }, cookie });
    const toConfirm = (back: string) => `/studio/bestaetigen?zurueck=${encodeURIComponent(back)}`;

    // A draft that changes no fact of the Impressum goes live as before.
    draft("search", { ...search, title: "Boudoir-Fotografie in Aachen, neu" });
    expect((await publish(session)).headers.get("location")).toBe(
      "/studio/website?veroeffentlicht",
    );
    const plain = liveId();

    // Another contact e-mail, or another fact the Impressum prints, waits for the passkey.
    for (const change of [{ email: "kontakt@atelier-neu.example" }, { phone: "+49 241 9999999" }]) {
      draft("facts", { ...facts, ...change });
      const refused = await publish(session);
      expect(refused.status, JSON.stringify(change)).toBe(302);
      expect(refused.headers.get("location")).toBe(toConfirm("/studio/website"));
      expect(liveId()).toBe(plain);
    }

    // Deleting a photo, or withdrawing its consent (which deletes it), waits too; the page it
    // comes back to asks the question again.
    const photo = await uploadPhoto(app, session, await cameraPhoto({ width: 400, height: 300 }));
    for (const [intent, question] of [
      ["delete", "loeschen"],
      ["withdraw", "widerrufen"],
    ] as const) {
      for (const form of [{ intent }, { intent, confirm: "yes" }] as Record<string, string>[]) {
        const refused = await studioFetch(app, `/studio/fotos/${photo}`, { form, cookie: session });
        expect(refused.status, JSON.stringify(form)).toBe(302);
        expect(refused.headers.get("location")).toBe(
          toConfirm(`/studio/fotos/${photo}?frage=${question}`),
        );
      }
    }
    expect(rows(app, "SELECT id FROM photos WHERE id = ?", photo)).toHaveLength(1);

    // Confirmed, all of it goes through.
    expect((await confirm(session)).status).toBe(200);
    expect((await publish(session)).headers.get("location")).toBe(
      "/studio/website?veroeffentlicht",
    );
    const newPhone = liveId();
    expect(liveRelease(db).content.facts.phone).toBe("+49 241 9999999");
    const deleted = await studioFetch(app, `/studio/fotos/${photo}`, {
      form: { intent: "delete", confirm: "yes" },
      cookie: session,
    });
    expect(deleted.headers.get("location")).toBe("/studio/fotos?geloescht");
    expect(rows(app, "SELECT id FROM photos WHERE id = ?", photo)).toEqual([]);
    draft("search", { ...search, title: "Boudoir in Aachen" });
    expect((await publish(session)).headers.get("location")).toBe(
      "/studio/website?veroeffentlicht",
    );

    // Restoring: a release with the live Impressum needs nothing; one with another waits.
    const other = await signInByMail(app, app.smtp);
    const restore = (id: number, confirmed: boolean) =>
      studioFetch(app, "/studio/website/verlauf", {
        form: { intent: "restore", id: String(id), ...(confirmed ? { confirm: "yes" } : {}) },
        cookie: other,
      });
    for (const confirmed of [false, true]) {
      const refused = await restore(plain, confirmed);
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe(
        toConfirm(`/studio/website/verlauf?wiederherstellen=${plain}`),
      );
    }
    expect(liveRelease(db).content.facts.phone).toBe("+49 241 9999999");
    const restored = await restore(newPhone, true);
    expect(restored.headers.get("location")).toBe("/studio/website/verlauf?wiederhergestellt");
  });

  it("cannot be confirmed by a passkey answer for another site", async () => {
    const session = await signInByMail(app, app.smtp);
    const start = await studioFetch(app, "/studio/api/confirm/options", {
      json: {},
      cookie: session,
    });
    const { options } = (await start.json()) as { options: { challenge: string } };
    const foreign = authenticator.authenticate(options, { origin: "https://evil.example" });
    const verify = await studioFetch(app, "/studio/api/confirm/verify", {
      json: { response: foreign },
      cookie: session,
    });
    expect(verify.status).toBe(401);
    const still = await studioFetch(app, "/studio/abmelden", {
      form: { scope: "everywhere" },
      cookie: session,
    });
    expect(still.headers.get("location")).toMatch(/^\/studio\/bestaetigen/);
  });
});

describe("signing in while another process holds the write lock for a moment", () => {
  it("requests and redeems a mailed link, and signs in with the passkey, instead of failing", async () => {
    const seen = app.smtp.mails.length;
    let released = takeWriteLock(app.env.DATABASE_PATH!, 300);
    const request = await studioFetch(app, "/studio/anmelden", { method: "POST" });
    await released;
    expect(request.status).toBe(200);
    const token = await mailedLinkToken(app.smtp, seen);

    released = takeWriteLock(app.env.DATABASE_PATH!, 300);
    const redeemed = await studioFetch(app, "/studio/anmelden/link", { form: { token } });
    await released;
    expect(redeemed.status).toBe(302);
    expect(sessionFrom(redeemed)).not.toBeNull();

    released = takeWriteLock(app.env.DATABASE_PATH!, 300);
    const start = await studioFetch(app, "/studio/api/sign-in/options", { json: {} });
    await released;
    expect(start.status).toBe(200);
    const { options } = (await start.json()) as { options: { challenge: string } };
    released = takeWriteLock(app.env.DATABASE_PATH!, 300);
    const signIn = await studioFetch(app, "/studio/api/sign-in/verify", {
      json: { response: authenticator.authenticate(options) },
    });
    await released;
    expect(signIn.status).toBe(200);
    expect(sessionFrom(signIn)).not.toBeNull();
  });
});
