import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/**
 * Her clients' galleries in the studio (issue 38 part A, ADR 0041): a gallery made from a booked
 * inquiry, a shoot uploaded through the piece upload, encoded by the photo worker, shown with
 * the original file names (hers alone), its settings, revoking access, and deleting it with every
 * file. The client's page (`/galerie/<id>`) is part B.
 */

const clientFile = "Lena-Berger-Boudoir-Aachen-0007.jpg";
const serial = "SN-GAL-7744190";

/** A camera JPEG with GPS, a serial number and the client's name in its EXIF. */
async function cameraJpeg(shade: number): Promise<Buffer> {
  const width = 1500;
  const height = 1000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = (x * 7 + y * 13) % 17;
      raw[i] = Math.min(255, shade + Math.round((70 * x) / width) + grain);
      raw[i + 1] = Math.min(255, shade - 40 + Math.round((60 * y) / height) + grain);
      raw[i + 2] = Math.min(255, shade - 55 + grain);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Artist: "Lena Berger" },
      IFD2: { BodySerialNumber: serial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "50/1 46/1 3120/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "6/1 5/1 2040/100",
      },
    })
    .toBuffer();
}

function bookInquiry(studio: StudioServer) {
  studio.db((db) => {
    db.exec("DELETE FROM gallery_pictures; DELETE FROM galleries;");
    db.prepare("DELETE FROM inquiries WHERE id = 'gal-inquiry'").run();
    db.prepare(
      `INSERT INTO inquiries (id, created_at, status, channel, first_name, last_name, email,
         package, message, source, installment_info, stage)
       VALUES ('gal-inquiry', ?, 'received', 'api', 'Lena', 'Berger', 'lena@example.com',
         'essence', 'Hallo', 'instagram', 0, 'booked')`,
    ).run(Date.now());
  });
}

const galleriesDir = (studio: StudioServer) =>
  path.join(path.dirname(studio.database), "galleries");

test("the owner makes a gallery from a booked inquiry, uploads a shoot, sets it up, revokes and deletes it", async ({
  page,
  studio,
}) => {
  test.setTimeout(300_000);
  bookInquiry(studio);
  await page.setViewportSize(viewports[1]!);
  await page.goto("/studio");
  await page.getByRole("navigation").getByRole("link", { name: "Galerien" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Galerien" })).toBeVisible();

  // From the booked inquiry: name, address, package and its 15 pictures come with it.
  const fromInquiry = page.getByRole("form", { name: "Aus einer gebuchten Anfrage" });
  await expect(fromInquiry.getByLabel("Gebuchte Anfrage")).toContainText("Lena Berger");
  await fromInquiry.getByLabel("Preis je weiteres Bild (€)").fill("35");
  await fromInquiry.getByRole("button", { name: "Galerie anlegen" }).click();
  await page.waitForURL(/\/studio\/galerien\/[A-Za-z0-9_-]{22}$/);
  const galleryId = page.url().split("/").at(-1)!;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lena Berger");
  await expect(page.getByText("lena@example.com")).toBeVisible();
  await expect(page.getByLabel("Enthaltene Bilder")).toHaveValue("15");
  await expect(page.getByText(`/galerie/${galleryId}`)).toBeVisible();

  // A shoot: three proofs (one named as a careless export names it), then one final.
  const proofs = [
    { name: clientFile, mimeType: "image/jpeg", buffer: await cameraJpeg(150) },
    { name: "IMG_0815.JPG", mimeType: "image/jpeg", buffer: await cameraJpeg(170) },
    { name: "IMG_0816.JPG", mimeType: "image/jpeg", buffer: await cameraJpeg(190) },
  ];
  await page.locator('input[data-kind="proof"]').setInputFiles(proofs);
  await expect(page.getByText("3 von 3 hochgeladen")).toBeVisible({ timeout: 60_000 });
  const proofGrid = page.getByRole("region", { name: /Zur Auswahl/ });
  await expect(proofGrid.locator("img")).toHaveCount(3, { timeout: 120_000 });
  await expect(proofGrid.getByRole("listitem").first()).toContainText(clientFile);
  await page
    .locator('input[data-kind="final"]')
    .setInputFiles([
      { name: "Lena-final-01.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(160) },
    ]);
  const finalGrid = page.getByRole("region", { name: /Fertige Bilder/ });
  await expect(finalGrid.locator("img")).toHaveCount(1, { timeout: 120_000 });

  // On disk: no name, no metadata; the delivered JPEG is sRGB without EXIF, GPS or XMP.
  const folder = path.join(galleriesDir(studio), galleryId);
  const files = readdirSync(folder);
  expect(files.join(" ")).not.toMatch(/Lena|IMG|\.tmp/);
  const jpegs = files.filter((file) => file.endsWith(".jpg"));
  expect(jpegs).toHaveLength(1);
  const delivered = readFileSync(path.join(folder, jpegs[0]!));
  const meta = await sharp(delivered).metadata();
  expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
  expect(delivered.toString("latin1")).not.toContain(serial);

  // Her previews come only to her session, never cached; not from another gallery's address.
  const src = (await proofGrid.locator("img").first().getAttribute("src"))!;
  const preview = await page.request.get(src);
  expect(preview.status()).toBe(200);
  // The studio's frame makes every answer of hers `no-store`, never kept by any cache.
  expect(preview.headers()["cache-control"]).toContain("no-store");
  expect(preview.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
  const elsewhere = await page.request.get(src.replace(galleryId, "AAAAAAAAAAAAAAAAAAAAAA"));
  expect(elsewhere.status()).toBe(404);
  const jpegByName = await page.request.get(
    src.replace(/-\d+\.webp$/, ".jpg").replace(/vorschau\/.*$/, `vorschau/${jpegs[0]}`),
  );
  expect(jpegByName.status()).toBe(404);
  const unknownUpload = await page.request.post(
    "/studio/galerien/AAAAAAAAAAAAAAAAAAAAAA/hochladen",
    {
      headers: {
        Origin: studio.origin,
        "X-Upload-Id": "0".repeat(32),
        "X-Upload-Offset": "0",
        "X-Upload-Total": "10",
        "X-Upload-Kind": "proof",
        "X-Upload-Name": "a.jpg",
      },
      data: Buffer.alloc(10),
    },
  );
  expect(unknownUpload.status()).toBe(404);
  expect(await unknownUpload.json()).toMatchObject({ status: "not-found" });
  const piece = (extra: Record<string, string>, data: Buffer) =>
    page.request.post(`/studio/galerien/${galleryId}/hochladen`, {
      headers: {
        Origin: studio.origin,
        "X-Upload-Id": "2".repeat(32),
        "X-Upload-Offset": "0",
        "X-Upload-Total": String(data.length),
        "X-Upload-Kind": "proof",
        "X-Upload-Name": "b.jpg",
        ...extra,
      },
      data,
    });
  // A piece larger than a piece, a PDF, a kind that is none: JSON answers, never a 500.
  const oversized = await piece({}, Buffer.alloc(700 * 1024, 0xff));
  expect(oversized.status()).toBe(413);
  const pdf = await piece({}, Buffer.from("%PDF-1.7 this is no picture, it only claims to be"));
  expect(pdf.status()).toBe(422);
  expect(await pdf.json()).toEqual({ status: "refused", reason: "not-a-photo" });
  const kind = await piece({ "X-Upload-Kind": "raw" }, Buffer.alloc(100));
  expect(kind.status()).toBe(400);
  expect(await kind.json()).toMatchObject({ status: "invalid" });
  expect((await page.request.get("/studio/galerien/AAAAAAAAAAAAAAAAAAAAAA")).status()).toBe(404);

  // Settings: a wrong price is said in German; a right one is saved.
  await page.getByLabel("Preis je weiteres Bild (€)").fill("viel");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByText("Bitte einen Betrag in Euro angeben")).toBeVisible();
  await page.getByLabel("Preis je weiteres Bild (€)").fill("39,50");
  await page.getByLabel("Enthaltene Bilder").fill("3");
  await page.getByLabel(/Wasserzeichen/).check();
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await page.waitForURL(/\?gespeichert$/);
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await expect(page.getByLabel("Preis je weiteres Bild (€)")).toHaveValue("39,50");

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(`/studio/galerien/${galleryId}`);
    await expect(proofGrid.locator("img").first()).toBeVisible();
    await expectCalmLayout(page, viewport.width < 640, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `galleries-gallery-${viewport.label}`);
    await page.goto("/studio/galerien");
    await expect(page.getByRole("link", { name: /Lena Berger/ })).toBeVisible();
    await expectCalmLayout(page, viewport.width < 640, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `galleries-list-${viewport.label}`);
  }
  // On the phone the galleries are under "Mehr".
  await page.setViewportSize(viewports[0]!);
  await page.goto("/studio/mehr");
  await expect(page.getByRole("link", { name: /Galerien/ })).toBeVisible();

  // "Zugang": a new PIN, shown once, opens the client's door; after a reload only its state shows.
  await page.setViewportSize(viewports[1]!);
  await page.goto(`/studio/galerien/${galleryId}`);
  const access = page.getByRole("region", { name: "Zugang", exact: true });
  await expect(access).toContainText("Noch keine PIN");
  await access.getByRole("button", { name: "Neue PIN erzeugen" }).click();
  const shown = access.getByRole("status");
  await expect(shown).toContainText(/PIN: \d{3} \d{3}/);
  const pin = (await shown.textContent())!
    .match(/PIN: (\d{3}) (\d{3})/)!
    .slice(1)
    .join("");
  await page.reload();
  await expect(access).toContainText("Eine PIN ist vergeben");
  await expect(access).not.toContainText(pin.slice(0, 3) + " " + pin.slice(3));
  const client = await page.context().browser()!.newContext({ baseURL: studio.origin });
  const door = await client.newPage();
  await door.goto(`/galerie/${galleryId}`);
  await door.getByLabel("PIN").fill(pin);
  await door.getByRole("button", { name: "Galerie öffnen" }).click();
  await expect(door.getByRole("heading", { level: 1 })).toContainText("Lena Berger");
  await client.close();

  // "Zugang sperren": at once.
  await page.getByRole("button", { name: "Zugang sperren" }).click();
  await page.waitForURL(/\?gesperrt$/);
  await expect(page.getByText("Der Zugang zu dieser Galerie ist gesperrt.")).toBeVisible();
  expect(
    studio.db((db) => db.prepare("SELECT state FROM galleries WHERE id = ?").get(galleryId), {
      readOnly: true,
    }),
  ).toEqual({ state: "revoked" });

  // Deleting asks, then every file and row is gone.
  await page.getByRole("button", { name: "Galerie löschen …" }).click();
  const confirm = page.getByRole("form", { name: "Diese Galerie wirklich löschen?" });
  await confirm.getByRole("button", { name: "Ja, Galerie mit 4 Bildern löschen" }).click();
  await page.waitForURL("/studio/galerien?geloescht");
  await expect(page.getByText("Die Galerie ist gelöscht.")).toBeVisible();
  expect(existsSync(folder)).toBe(false);
  expect(
    studio.db((db) => db.prepare("SELECT COUNT(*) AS n FROM gallery_pictures").get(), {
      readOnly: true,
    }),
  ).toEqual({ n: 0 });
});
