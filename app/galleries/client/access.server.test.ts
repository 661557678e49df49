import { describe, expect, it } from "vitest";
import { tries } from "#app/galleries/access/tries.ts";
import {
  addressKeyOf,
  hasSession,
  pinState,
  renewPin,
  tryPin,
  type ClientGalleryDeps,
  type OwnerPush,
} from "#app/galleries/client/access.server.ts";
import { galleryFileKey } from "#app/galleries/access/signed-files.server.ts";
import { insertGallery, revokeGallery } from "#app/galleries/store/galleries.server.ts";
import { prepared } from "#app/lib/db.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const secret = "a-session-secret-of-at-least-thirty-two-characters";

async function setup() {
  const { db, dir } = testDatabase();
  let now = Date.UTC(2026, 11, 7, 12);
  const pushes: OwnerPush[] = [];
  const deps: ClientGalleryDeps = {
    db,
    clock: () => now,
    log: () => {},
    galleriesDir: dir,
    fileKey: galleryFileKey(secret),
    addressKey: addressKeyOf(secret),
    push: async (message) => void pushes.push(message),
    mail: {
      studioEmail: "studio@example.com",
      mailFrom: "Atelier <website@atelier.example>",
      studioName: () => "Atelier",
      siteOrigin: "https://atelier.example",
    },
    wakeMailWorker: () => {},
  };
  const id = insertGallery(
    db,
    {
      inquiryId: null,
      clientName: "Lena",
      clientEmail: "lena@example.com",
      title: "Lena",
      packageKey: null,
      includedCount: 20,
      extraPriceCents: 0,
    },
    now,
  );
  const renewed = await renewPin(deps, id);
  if (!renewed.ok) throw new Error(renewed.reason);
  return { db, deps, id, pin: renewed.pin, pushes, tick: (ms: number) => (now += ms) };
}

const wrongOf = (pin: string) => (pin === "000000" ? "000001" : "000000");
const alertMails = (deps: ClientGalleryDeps) =>
  prepared(deps.db, "SELECT subject FROM outbox WHERE kind = 'gallery_alert'").all();

describe("a gallery's PIN", () => {
  it("is stored only as its hash; a gallery without one has no door", async () => {
    const { db, deps, id, pin } = await setup();
    const row = prepared(db, "SELECT pin_hash, pin_salt FROM galleries WHERE id = ?").get(id)!;
    expect(row.pin_hash).toMatch(/^scrypt\$/);
    expect(row.pin_hash).not.toContain(pin);
    expect(row.pin_salt).toBeNull();
    prepared(db, "UPDATE galleries SET pin_hash = NULL WHERE id = ?").run(id);
    expect(await tryPin(deps, id, pin, "a")).toEqual({ ok: false, reason: "not-found" });
  });

  it("counts tries sent side by side before hashing: one address gets only its limit", async () => {
    const { deps, id, pin } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tryPin(deps, id, wrongOf(pin), "one address")),
    );
    const reasons = answers.map((answer) => (answer.ok ? "ok" : answer.reason));
    expect(reasons.filter((reason) => reason === "wrong")).toHaveLength(tries.perAddress);
    expect(reasons.filter((reason) => reason === "address-waits")).toHaveLength(
      20 - tries.perAddress,
    );
  });

  it("locks the gallery once, from many addresses side by side; the owner is told once", async () => {
    const { deps, id, pin, pushes } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tryPin(deps, id, wrongOf(pin), `address ${i}`)),
    );
    const reasons = answers.map((answer) => (answer.ok ? "ok" : answer.reason));
    expect(reasons.filter((reason) => reason === "wrong")).toHaveLength(tries.perGallery - 1);
    expect(pushes).toHaveLength(1);
    expect(alertMails(deps)).toHaveLength(1);
    expect(pinState(deps.db, id)).toEqual({ hasPin: true, locked: true });
    expect(await tryPin(deps, id, pin, "her address")).toEqual({ ok: false, reason: "locked" });

    const renewed = await renewPin(deps, id);
    if (!renewed.ok) throw new Error(renewed.reason);
    expect(pinState(deps.db, id)).toEqual({ hasPin: true, locked: false });
    expect((await tryPin(deps, id, renewed.pin, "her address")).ok).toBe(true);
  });

  it("the right PIN takes its try back and resets the gallery's count", async () => {
    const { deps, id, pin, tick } = await setup();
    for (let i = 0; i < tries.perAddress - 1; i += 1)
      expect(await tryPin(deps, id, wrongOf(pin), "her")).toEqual({ ok: false, reason: "wrong" });
    expect((await tryPin(deps, id, pin, "her")).ok).toBe(true);
    // One more wrong try from her is still allowed: the right one did not use up her last.
    expect(await tryPin(deps, id, wrongOf(pin), "her")).toEqual({ ok: false, reason: "wrong" });
    expect(await tryPin(deps, id, wrongOf(pin), "her")).toEqual({
      ok: false,
      reason: "address-waits",
    });
    // A quarter of an hour later the address may try again.
    tick(tries.addressWindowMs + 1000);
    expect((await tryPin(deps, id, pin, "her")).ok).toBe(true);
    const row = prepared(deps.db, "SELECT pin_failures AS f FROM galleries WHERE id = ?").get(id)!;
    expect(row.f).toBe(0);
  });

  it("sessions end with a new PIN and with revoking, and expire", async () => {
    const { deps, id, pin, tick } = await setup();
    const first = await tryPin(deps, id, pin, "her");
    if (!first.ok) throw new Error(first.reason);
    expect(hasSession(deps, id, first.token)).toBe(true);
    expect(hasSession(deps, id, "x".repeat(43))).toBe(false);
    const renewed = await renewPin(deps, id);
    if (!renewed.ok) throw new Error(renewed.reason);
    expect(hasSession(deps, id, first.token)).toBe(false);

    const second = await tryPin(deps, id, renewed.pin, "her");
    if (!second.ok) throw new Error(second.reason);
    tick(31 * 86_400_000);
    expect(hasSession(deps, id, second.token)).toBe(false);

    const third = await tryPin(deps, id, renewed.pin, "her");
    if (!third.ok) throw new Error(third.reason);
    revokeGallery(deps.db, id, Date.now());
    expect(hasSession(deps, id, third.token)).toBe(false);
    expect(await renewPin(deps, id)).toEqual({ ok: false, reason: "closed" });
    expect(await tryPin(deps, id, renewed.pin, "her")).toEqual({ ok: false, reason: "not-found" });
  });
});
