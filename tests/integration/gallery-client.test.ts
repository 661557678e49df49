/**
 * A client's gallery on the production server (issue 38 part B, ADR 0041): the door and its PIN
 * with the limits per address and per gallery, the owner told once (a push to a device through
 * the push-service stand-in, and a mail in the outbox), the gallery's cookie, the grid of signed
 * addresses, the file route's refusals, revoking, and the headers of every answer. Needs
 * `npm run build` first.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  galleryFileKey,
  signFile,
  signedQuery,
} from "#app/galleries/access/signed-files.server.ts";
import { tries } from "#app/galleries/access/tries.ts";
import { galleryCookie } from "#app/galleries/client/cookie.server.ts";
import { rows, sessionSecret, waitFor } from "#tests/integration/harness.ts";
import { startPushService } from "#tests/integration/push-service.ts";
import { signInByEml, studioFetch } from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";
import { afterwards } from "#tests/support/cleanup.ts";
import { seedGallery, type SeededGallery } from "#tests/support/gallery-seed.ts";

const clientFile = "Lena-Berger-Boudoir-Aachen-0007.jpg";

const service = forSuite(async () => {
  const started = await startPushService();
  afterwards(() => started.close());
  return started;
});

const app = forSuite(() =>
  startApp({
    studio: true,
    env: {
      PUSH_ALLOW_LOOPBACK: "true",
      STUDIO_SIGN_IN_MAX: "1000",
      NODE_EXTRA_CA_CERTS: service.caFile,
      // One proxy in front: each test's "client" gets an address of its own (X-Forwarded-For).
      TRUST_PROXY: "1",
    },
  }),
);

let session: string;
let gallery: SeededGallery;
let other: SeededGallery;
let addressCount = 0;
/** A new client address, as the proxy forwards it. */
const newAddress = () => `198.51.100.${(addressCount += 1)}`;

beforeAll(async () => {
  session = await signInByEml(app);
  const database = app.env.DATABASE_PATH!;
  gallery = await seedGallery({
    database,
    proofs: [clientFile, "IMG_0815.JPG", "IMG_0816.JPG", "IMG_0817.JPG"],
    finals: ["Lena-final-01.jpg"],
  });
  other = await seedGallery({ database, clientName: "Mia", title: "Mia", proofs: ["MIA_1.JPG"] });
}, 240_000);

const url = (id: string) => `/galerie/${id}`;

function get(pathname: string, init: { cookie?: string; address?: string } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": init.address ?? newAddress() };
  if (init.cookie) headers.Cookie = init.cookie;
  return fetch(`${app.url}${pathname}`, { headers, redirect: "manual" });
}

/** The door's form as a browser posts it; the answer is a 303 back to the door. */
function postPin(id: string, pin: string, address = newAddress(), body?: string) {
  return fetch(`${app.url}${url(id)}/pin`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": address,
      Origin: app.origin,
    },
    body: body ?? new URLSearchParams({ pin }).toString(),
    redirect: "manual",
  });
}

/**
 * The form posted and its 303 followed, as a browser without script does: the page she then sees
 * (its status says what went wrong). A refusal never sets a cookie.
 */
async function submitPin(id: string, pin: string, address = newAddress(), body?: string) {
  const answer = await postPin(id, pin, address, body);
  expect(answer.status).toBe(303);
  expect(answer.headers.getSetCookie()).toEqual([]);
  expectGalleryHeaders(answer);
  const location = answer.headers.get("location")!;
  expect(location.startsWith(`/galerie/`)).toBe(true);
  return get(location, { address });
}

/** The gallery's cookie as a request sends it back, from a right PIN's answer. */
function cookieOf(response: Response, id: string): string {
  const set = response.headers.getSetCookie().find((value) => value.startsWith(`galerie_${id}=`));
  if (!set) throw new Error(`no gallery cookie (status ${response.status})`);
  return set.split(";")[0]!;
}

async function openWith(target: SeededGallery): Promise<string> {
  const answer = await postPin(target.id, target.pin);
  expect(answer.status).toBe(303);
  return cookieOf(answer, target.id);
}

function expectGalleryHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
}

const wrongPin = (pin: string) => (pin === "000000" ? "000001" : "000000");

/** Every signed file address in a page. */
const fileUrls = (html: string) => [
  ...new Set(
    [
      ...html.matchAll(
        /\/galerie\/[\w-]{22}\/datei\/[0-9a-f]{24}\/\d+\.(?:avif|webp)\?bis=\d+&(?:amp;)?sig=[\w-]+/g,
      ),
    ].map((match) => match[0].replaceAll("&amp;", "&")),
  ),
];

describe("the door", () => {
  it("is a calm German 404 without a cookie for an unknown, malformed or PIN-less gallery", async () => {
    const pinless = await seedGallery({
      database: app.env.DATABASE_PATH!,
      proofs: [],
      withPin: false,
    });
    for (const id of [
      "AAAAAAAAAAAAAAAAAAAAAA",
      "x",
      "..%2F..%2Fetc",
      "A".repeat(300),
      pinless.id,
    ]) {
      const page = await get(url(id));
      expect(page.status, id).toBe(404);
      expect(page.headers.getSetCookie()).toEqual([]);
      expectGalleryHeaders(page);
      expect(await page.text()).toContain("Diese Galerie gibt es hier nicht");
      const post = await submitPin(id, "123456");
      expect(post.status, id).toBe(404);
    }
  });

  it("asks for the PIN, without a cookie, in a page as strict as the site's", async () => {
    const page = await get(url(gallery.id));
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expectGalleryHeaders(page);
    const scriptSrc = /script-src [^;]+/.exec(page.headers.get("content-security-policy") ?? "");
    expect(scriptSrc?.[0]).toMatch(/^script-src 'self' 'nonce-[\w+/=]+'$/);
    const html = await page.text();
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain(`action="/galerie/${gallery.id}/pin" method="post"`);
    expect(html).not.toContain(clientFile);
  });

  it("refuses a wrong or malformed PIN in German and an oversized body, never with a 500", async () => {
    const wrong = await submitPin(gallery.id, wrongPin(gallery.pin));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Diese PIN stimmt leider nicht");
    for (const bad of ["", "12345", "abcdef", "1234567", "１２３４５６"]) {
      const answer = await submitPin(gallery.id, bad);
      expect(answer.status, bad).toBe(400);
      expect(await answer.text()).toContain("Bitte gib die sechs Ziffern deiner PIN ein");
    }
    const garbage = await submitPin(gallery.id, "", newAddress(), "%%%pin=%zz&&=");
    expect(garbage.status).toBe(400);
    // Another site's post is sent back to the door unread.
    const foreign = await fetch(`${app.url}${url(gallery.id)}/pin`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
        Origin: "https://evil.example",
      },
      body: `pin=${gallery.pin}`,
      redirect: "manual",
    });
    expect(foreign.status).toBe(303);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const huge = await postPin(gallery.id, "", newAddress(), `pin=${"1".repeat(200_000)}`);
    expect(huge.status).toBe(413);
    expectGalleryHeaders(huge);
    // The wrong PIN above counted; the right one resets the gallery's count.
    await openWith(gallery);
    expect(
      rows<{ f: number }>(
        app,
        "SELECT pin_failures AS f FROM galleries WHERE id = ?",
        gallery.id,
      )[0]!.f,
    ).toBe(0);
  });

  it("lets one address try only a few times, then it waits (even with the right PIN)", async () => {
    const address = newAddress();
    for (let i = 0; i < tries.perAddress; i += 1)
      expect((await submitPin(other.id, wrongPin(other.pin), address)).status).toBe(401);
    const waits = await submitPin(other.id, other.pin, address);
    expect(waits.status).toBe(429);
    expect(await waits.text()).toContain("Zu viele Versuche in kurzer Zeit");
    // Another address still gets in with the right PIN.
    await openWith(other);
  });
});

describe("the right PIN", () => {
  it("sets the gallery's cookie: its path only, HttpOnly, SameSite=Strict; records an opening", async () => {
    const answer = await postPin(gallery.id, gallery.pin);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(url(gallery.id));
    const set = answer.headers.getSetCookie();
    expect(set).toHaveLength(1);
    const attributes = set[0]!.split(/;\s*/);
    expect(attributes[0]).toMatch(new RegExp(`^galerie_${gallery.id}=[\\w-]{43}$`));
    expect(attributes).toEqual(
      expect.arrayContaining([`Path=/galerie/${gallery.id}`, "HttpOnly", "SameSite=Strict"]),
    );
    // Plain http here; over https (as the studio's cookie decides) it is Secure.
    expect(attributes).not.toContain("Secure");
    expect(galleryCookie(gallery.id, "t".repeat(43), { secure: true })).toMatch(/; Secure$/);
    const token = attributes[0]!.split("=")[1]!;
    const stored = rows<{ token_hash: string }>(
      app,
      "SELECT token_hash FROM gallery_sessions WHERE gallery_id = ?",
      gallery.id,
    ).map((row) => row.token_hash);
    expect(stored.join(" ")).not.toContain(token);
    expect(
      rows(app, "SELECT 1 FROM gallery_events WHERE gallery_id = ? AND kind = 'opened'", gallery.id)
        .length,
    ).toBeGreaterThan(0);
  });

  it("shows her grid: title, name, proofs and finals from signed addresses, no file name", async () => {
    const cookie = await openWith(gallery);
    const page = await get(url(gallery.id), { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).toContain("Lumière · Lena Berger");
    expect(html).toContain("Für Lena Berger");
    expect(html).toContain("Deine fertigen Bilder");
    for (const name of [clientFile, "IMG_0815", "Lena-final", "Boudoir", ".jpg", ".JPG"])
      expect(html).not.toContain(name);
    expect(html.match(/<picture>/g)).toHaveLength(5);
    // The first row (the final, then two proofs) loads at once, the rest as she scrolls.
    expect(html.match(/loading="lazy"/g)?.length).toBe(2);
    expect(html.match(/loading="eager"/g)?.length).toBe(3);
    const files = fileUrls(html);
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files.slice(0, 4)) {
      const answer = await get(file, { cookie });
      expect(answer.status, file).toBe(200);
      expectGalleryHeaders(answer);
      expect(answer.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get("content-length")).toBe(String(bytes.length));
      expect(bytes.toString("latin1")).not.toContain("Lena");
    }
  });

  it("file addresses need the cookie, an unexpired signature and exactly that gallery's picture", async () => {
    const cookie = await openWith(gallery);
    const otherCookie = await openWith(other);
    const html = await (await get(url(gallery.id), { cookie })).text();
    const file = fileUrls(html)[0]!;
    const [, picture, rendition] = /datei\/([0-9a-f]{24})\/([^?]+)/.exec(file)!;
    // Without the cookie, with another gallery's cookie.
    expect((await get(file)).status).toBe(404);
    expect((await get(file, { cookie: otherCookie })).status).toBe(404);
    // Tampered or missing signature, another rendition with this signature.
    expect(
      (await get(file.replace(/sig=[\w-]+/, `sig=${"x".repeat(43)}`), { cookie })).status,
    ).toBe(404);
    expect((await get(file.split("?")[0]!, { cookie })).status).toBe(404);
    expect((await get(file.replace(rendition!, "99999.avif"), { cookie })).status).toBe(404);
    const key = galleryFileKey(sessionSecret);
    // An expired but authentic signature: 404 as well (ADR 0041).
    const expired = signFile(
      key,
      { gallery: gallery.id, picture: picture!, rendition: rendition! },
      Date.now() - 2 * 3_600_000,
    );
    const expiredUrl = `/galerie/${gallery.id}/datei/${picture}/${rendition}${signedQuery(expired)}`;
    const expiredAnswer = await get(expiredUrl, { cookie });
    expect(expiredAnswer.status).toBe(404);
    expectGalleryHeaders(expiredAnswer);
    // A valid signature for the other gallery's picture, asked for under this gallery.
    const otherHtml = await (await get(url(other.id), { cookie: otherCookie })).text();
    const [, otherPicture, otherRendition] = /datei\/([0-9a-f]{24})\/([^?]+)/.exec(
      fileUrls(otherHtml)[0]!,
    )!;
    const forged = signFile(key, {
      gallery: gallery.id,
      picture: otherPicture!,
      rendition: otherRendition!,
    });
    expect(
      (
        await get(
          `/galerie/${gallery.id}/datei/${otherPicture}/${otherRendition}${signedQuery(forged)}`,
          { cookie },
        )
      ).status,
    ).toBe(404);
    // Malformed pictures and renditions, paths that try to leave the folder: 404, never 500.
    for (const bad of ["..%2F..%2Fstudio.sqlite", "x", `${picture}.jpg`])
      expect(
        (await get(`/galerie/${gallery.id}/datei/${bad}/480.avif?bis=1&sig=x`, { cookie })).status,
      ).toBe(404);
    for (const bad of ["..%2Fx", "480.jpg", "original.jpg", "480.avif.tmp"])
      expect(
        (await get(`/galerie/${gallery.id}/datei/${picture}/${bad}?bis=1&sig=x`, { cookie }))
          .status,
      ).toBe(404);
  });
});

describe("too many wrong PINs", () => {
  it("lock the gallery, tell the owner once by push and mail; only a new PIN opens it", async () => {
    const target = await seedGallery({
      database: app.env.DATABASE_PATH!,
      clientName: "Jana",
      title: "Jana im Winter",
      proofs: ["JANA.JPG"],
    });
    const phone = service.subscribe();
    const subscribed = await studioFetch(app, "/studio/api/push/subscribe", {
      json: { subscription: phone.json },
      cookie: session,
    });
    expect(subscribed.status).toBe(200);
    const cookie = await openWith(target);

    // Each from an address of its own: the gallery's limit, not the address's.
    for (let i = 1; i < tries.perGallery; i += 1)
      expect((await submitPin(target.id, wrongPin(target.pin))).status).toBe(401);
    const locking = await submitPin(target.id, wrongPin(target.pin));
    expect(locking.status).toBe(423);
    expect(await locking.text()).toContain("Die Fotografin ist schon benachrichtigt");
    // Locked: even the right PIN is refused, and her open session has ended.
    const refused = await submitPin(target.id, target.pin);
    expect(refused.status).toBe(423);
    const page = await get(url(target.id), { cookie });
    expect(page.status).toBe(423);
    expect(await page.text()).not.toContain("JANA");
    for (let i = 0; i < 3; i += 1)
      expect((await submitPin(target.id, wrongPin(target.pin))).status).toBe(423);

    const push = await waitFor(
      () => service.deliveries.find((delivery) => delivery.subscription === phone.id),
      { what: "the push" },
    );
    expect(push.message).toMatchObject({
      title: "Galerie gesperrt",
      url: `/studio/galerien/${target.id}`,
    });
    const mails = rows<{ subject: string; recipient: string }>(
      app,
      "SELECT subject, recipient FROM outbox WHERE kind = 'gallery_alert'",
    );
    expect(mails).toEqual([
      { subject: "Galerie gesperrt: Jana im Winter", recipient: "studio@example.com" },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      service.deliveries.filter((delivery) => delivery.subscription === phone.id),
    ).toHaveLength(1);

    // The owner's new PIN: not without her session or from another origin; then shown once.
    const anonymous = await studioFetch(app, `/studio/galerien/${target.id}/pin`, { json: {} });
    expect(anonymous.status).not.toBe(200);
    const foreign = await studioFetch(app, `/studio/galerien/${target.id}/pin`, {
      json: {},
      cookie: session,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const renewed = await studioFetch(app, `/studio/galerien/${target.id}/pin`, {
      json: {},
      cookie: session,
    });
    expect(renewed.status).toBe(200);
    const { pin } = (await renewed.json()) as { pin: string };
    expect(pin).toMatch(/^\d{6}$/);
    if (pin !== target.pin) expect((await submitPin(target.id, target.pin)).status).toBe(401);
    const reopened = await postPin(target.id, pin);
    expect(reopened.status).toBe(303);
    expect((await get(url(target.id), { cookie: cookieOf(reopened, target.id) })).status).toBe(200);
    const missing = await studioFetch(app, "/studio/galerien/AAAAAAAAAAAAAAAAAAAAAA/pin", {
      json: {},
      cookie: session,
    });
    expect(missing.status).toBe(404);
  });
});

describe("revoking", () => {
  it("ends her sessions at once; the page and its files are a 404", async () => {
    const target = await seedGallery({
      database: app.env.DATABASE_PATH!,
      clientName: "Ria",
      title: "Ria",
      proofs: ["RIA.JPG"],
    });
    const cookie = await openWith(target);
    const html = await (await get(url(target.id), { cookie })).text();
    const file = fileUrls(html)[0]!;
    expect((await get(file, { cookie })).status).toBe(200);
    const revoked = await studioFetch(app, `/studio/galerien/${target.id}`, {
      form: { intent: "revoke" },
      cookie: session,
    });
    expect(revoked.status).toBeLessThan(400);
    expect(rows(app, "SELECT 1 FROM gallery_sessions WHERE gallery_id = ?", target.id)).toEqual([]);
    const page = await get(url(target.id), { cookie });
    expect(page.status).toBe(404);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect((await get(file, { cookie })).status).toBe(404);
    expect((await submitPin(target.id, target.pin)).status).toBe(404);
  });
});

describe("the public site", () => {
  it("sets no cookie, lists no gallery in the sitemap, keeps robots out of /galerie/", async () => {
    for (const pathname of ["/", "/impressum", "/datenschutz", "/sitemap.xml", "/robots.txt"]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.getSetCookie(), pathname).toEqual([]);
      const text = await answer.text();
      if (pathname === "/sitemap.xml") expect(text).not.toContain("/galerie");
      if (pathname === "/robots.txt") expect(text).toContain("Disallow: /galerie/");
    }
  });
});
