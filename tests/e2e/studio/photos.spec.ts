import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/studio/fixtures.ts";
import sharp from "sharp";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/** What a client's photo may carry that must never be served: her name, the camera, the place. */
const fileName = "Anna-Schmidt-Boudoir-2026.jpg";
const serial = "SN-0391847562";
const description = "Frau in cremefarbener Spitze am Fenster, weiches Morgenlicht";

/** A camera JPEG, painted here: warm gradients and grain, with EXIF GPS and a serial number. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = (x * 7 + y * 13) % 17;
      raw[i] = 150 + Math.round((70 * x) / width) + grain;
      raw[i + 1] = 110 + Math.round((60 * y) / height) + grain;
      raw[i + 2] = 95 + Math.round((30 * (x + y)) / (width + height)) + grain;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Artist: "Anna Schmidt" },
      IFD2: { BodySerialNumber: serial, DateTimeOriginal: "2026:03:14 10:22:31" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "50/1 46/1 3120/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "6/1 5/1 2040/100",
      },
    })
    .toBuffer();
}

/** Chooses the photo on the page's upload control and waits until it is sent and encoded. */
async function uploadPhoto(page: Page): Promise<string> {
  await page.goto("/studio/fotos");
  const input = page.locator('input[type="file"]');
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: await cameraJpeg() });
  const row = page
    .getByRole("list", { name: "Hochgeladene Fotos" })
    .getByRole("listitem")
    .filter({ hasText: fileName });
  await expect(row).toContainText("Fertig", { timeout: 90_000 });
  const link = row.getByRole("link", { name: `Beschreiben: ${fileName}` });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/studio\/fotos\/foto-[0-9a-f]{16}$/);
  return href.split("/").at(-1)!;
}

/** `YYYY-MM-DD` of a day a few days ago (a consent is never given in the future). */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
    Date.now() - days * 86_400_000,
  );

/** The screen scrolled to an element (below the phone's top bar), for the parts in between. */
async function shotAt(
  page: Page,
  selector: string,
  name: string,
  block: "start" | "center" = "start",
) {
  await page.locator(selector).evaluate((element, where) => {
    element.scrollIntoView({ block: where, behavior: "instant" });
    if (where === "start") window.scrollBy({ top: -80, behavior: "instant" });
  }, block);
  // The page's own scrolling (the choice of photos brings itself into view) has settled.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `reports/studio-screenshots/${name}.png` });
}

const portfolioRows = (page: Page) => page.locator("#portfolio ol > li[data-photo]");

test("the owner uploads a photo from her phone, describes it, places it, moves it and deletes it", async ({
  page,
  browser,
  studio,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(viewports[0]!);
  await page.goto("/studio");

  // The navigation's Fotos, in the phone's bottom bar.
  await page.getByRole("navigation").getByRole("link", { name: "Fotos" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Fotos" })).toBeVisible();
  await expect(page.locator("[aria-current=page]:visible")).toHaveText(["Fotos"]);

  // Only bytes leave the browser: no file name in any header of any piece.
  const sentHeaders: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/studio/fotos/hochladen")) {
      sentHeaders.push(JSON.stringify(request.headers()));
    }
  });
  const id = await uploadPhoto(page);
  expect(sentHeaders.length).toBeGreaterThan(0);
  for (const headers of sentHeaders) {
    expect(headers).not.toContain("Anna");
    expect(headers).toMatch(/"x-upload-id":"[0-9a-f]{32}"/);
  }
  // The library lists it, waiting for its description.
  const card = page.getByRole("link", { name: /^Foto vom/ }).first();
  await expect(card).toBeVisible();
  await expect(page.getByText("Beschreibung fehlt").first()).toBeVisible();

  // A HEIC file is refused in the browser with the way out, before a byte is sent.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic"),
    Buffer.alloc(64),
  ]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heic });
  await expect(page.getByText(/im HEIC-Format gespeichert/)).toBeVisible();

  // Placed as the first Startbild before it has a description: publishing says what is missing.
  await page.goto("/studio/fotos/anordnen");
  await page.getByRole("link", { name: "Startbild 1 ändern" }).click();
  const picker = page.getByRole("region", { name: "Startbild 1: Foto wählen" });
  await expect(picker).toBeVisible();
  await expect(page.getByRole("heading", { name: "Startbild 1: Foto wählen" })).toBeFocused();
  await picker
    .getByRole("button", { name: /^Dieses Foto wählen: Foto vom .*ohne Beschreibung$/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("Im Entwurf gespeichert.");
  await expect(page.locator("#platz-hero-0")).toContainText("Beschreibung fehlt");
  const missing = page.getByRole("region", {
    name: "Diese Fotos brauchen noch eine Bildbeschreibung",
  });
  await expect(missing.getByRole("link", { name: "Startbild 1" })).toHaveAttribute(
    "href",
    `/studio/fotos/${id}`,
  );

  await page.goto("/studio/website");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("alert")).toContainText("Einige Fotos auf der Website");
  const blocker = page.getByRole("listitem").filter({ hasText: "Startbild 1:" });
  await expect(blocker).toContainText("Das Foto braucht noch eine Bildbeschreibung.");
  await expectNoAxeViolations(page);
  await screenshot(page, "website-blocked-375");
  await blocker.getByRole("link", { name: "Zum Foto" }).click();
  await page.waitForURL(`/studio/fotos/${id}`);

  // The photo's page: never the file's name, anywhere in it.
  await expect(page.getByRole("heading", { level: 1, name: "Foto" })).toBeVisible();
  expect(await page.content()).not.toContain("Anna-Schmidt");
  await expect(page.getByText("1600 x 1200 Pixel")).toBeVisible();
  // Its pictures come from the encoded files, which carry nothing of the camera's data.
  const sources = await page
    .locator('img[src^="/fotos/"]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of new Set(sources)) {
    const body = await (await page.request.get(source)).body();
    expect(body.includes(serial)).toBe(false);
    expect(body.includes("Anna")).toBe(false);
  }

  // The focal point: a tap on the picture, then an arrow key; the crops follow.
  const picture = page.getByRole("button", { name: /^Bildschwerpunkt wählen/ });
  const box = (await picture.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
  await expect(page.getByLabel("Von links (%)")).toHaveValue(/^2[45](\.\d)?$/);
  await expect(page.getByLabel("Von oben (%)")).toHaveValue(/^(29|30|31)(\.\d)?$/);
  await page.getByLabel("Von links (%)").fill("25");
  await picture.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByLabel("Von links (%)")).toHaveValue("27");
  await page.getByLabel("Bildbeschreibung").fill(description);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toHaveText(
    "Gespeichert. Der Ausschnitt fürs Handy wird neu erstellt.",
  );
  await page.reload();
  await expect(page.getByLabel("Bildbeschreibung")).toHaveValue(description);
  await expect(page.getByLabel("Von links (%)")).toHaveValue("27");

  // The consent behind it: a day in the future is refused in German, then saved.
  await page.getByLabel("Zeigt eine Person").check();
  await page.getByLabel("Datum der Einwilligung").fill(daysAgo(-3));
  await page.getByLabel("Website").check();
  await page.getByRole("button", { name: "Einwilligung speichern" }).click();
  await expect(page.getByText("Das Datum liegt in der Zukunft.")).toBeVisible();
  await page.getByLabel("Datum der Einwilligung").fill(daysAgo(10));
  await page.getByRole("button", { name: "Einwilligung speichern" }).click();
  await expect(page.getByText("Einwilligung gespeichert.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Einwilligung widerrufen" })).toBeVisible();

  // The portfolio: added at its end, one up with the button, then dragged to the top.
  await page.goto("/studio/fotos/anordnen");
  await expect(missing).toHaveCount(0);
  const count = await portfolioRows(page).count();
  await page.getByRole("link", { name: "+ Foto hinzufügen" }).click();
  await page
    .getByRole("region", { name: "Foto zum Portfolio hinzufügen" })
    .getByRole("button", { name: `Dieses Foto wählen: ${description}` })
    .click();
  await expect(page.getByRole("status")).toHaveText("Im Entwurf gespeichert.");
  await expect(portfolioRows(page)).toHaveCount(count + 1);
  await expect(portfolioRows(page).last()).toHaveAttribute("data-photo", id);
  await page.getByRole("button", { name: `Portfolio, Foto ${count + 1}: Nach oben` }).click();
  await expect(portfolioRows(page).nth(count - 1)).toHaveAttribute("data-photo", id);
  // The pressed button keeps the focus as the row moves.
  await expect(page.locator(`[id="hoch-${id}"]`)).toBeFocused();

  const handle = page.locator(`li[data-photo="${id}"] [title="Ziehen zum Umsortieren"]`);
  await handle.scrollIntoViewIfNeeded();
  const start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, 40, { steps: 12 });
  // Resting at the top edge, the page scrolls up and the row follows to the first place.
  await expect(portfolioRows(page).first()).toHaveAttribute("data-photo", id, {
    timeout: 15_000,
  });
  await page.mouse.up();
  await expect(
    page.getByText("Foto " + String(count) + " steht jetzt an Stelle 1."),
  ).toBeAttached();
  await page.waitForURL(/\?gespeichert/);
  await page.reload();
  await expect(portfolioRows(page).first()).toHaveAttribute("data-photo", id);

  // Without JavaScript the move buttons are plain form posts.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: studio.origin,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto("/studio/fotos/anordnen");
  await plain.getByRole("button", { name: "Portfolio, Foto 1: Nach unten" }).click();
  await expect(plain).toHaveURL(new RegExp(`\\?gespeichert#runter-${id}$`));
  await expect(portfolioRows(plain).nth(1)).toHaveAttribute("data-photo", id);
  // The upload itself needs the page's script, and says so.
  await plain.goto("/studio/fotos");
  expect(await plain.locator("noscript").innerHTML()).toContain("braucht diese Seite JavaScript");
  await context.close();

  // Deleting asks first and says where the photo is used; then it is gone from every place.
  await page.goto(`/studio/fotos/${id}`);
  await page.getByRole("button", { name: "Foto löschen" }).click();
  const confirm = page.getByRole("form", { name: "Foto endgültig löschen?" });
  await expect(confirm).toContainText("Im Entwurf: Startbild 1, Portfolio (Foto 2).");
  await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
  await page.waitForURL("/studio/fotos?geloescht");
  await expect(page.getByRole("status")).toContainText("Das Foto ist gelöscht");
  const gone = await page.goto(`/studio/fotos/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText("Dieses Foto gibt es nicht (mehr).")).toBeVisible();
  await page.goto("/studio/fotos/anordnen");
  await expect(page.locator("#platz-hero-0")).toContainText("Beispielbild");

  // The draft this test made is dropped again (other specs share the server).
  await page.goto("/studio/website");
  await page.getByRole("button", { name: "Entwurf verwerfen" }).click();
  await page.getByRole("button", { name: "Ja, Entwurf verwerfen" }).click();
  await expect(page.getByRole("status")).toContainText("Der Entwurf ist verworfen");
});

test("the photo pages look calm and pass axe at 375 and 1440 px", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(viewports[0]!);
  const id = await uploadPhoto(page);
  await page.goto(`/studio/fotos/${id}`);
  await page.getByLabel("Bildbeschreibung").fill(description);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await page.getByLabel("Zeigt eine Person").check();
  await page.getByLabel("Datum der Einwilligung").fill(daysAgo(30));
  await page.getByLabel("Website").check();
  await page.getByLabel("Notiz").fill("Vertrag im Ordner 2026");
  await page.getByRole("button", { name: "Einwilligung speichern" }).click();
  await expect(page.getByText("Einwilligung gespeichert.")).toBeVisible();
  await page.goto("/studio/fotos/anordnen");
  await page.getByRole("link", { name: "Startbild 1 ändern" }).click();
  await page.getByRole("button", { name: `Dieses Foto wählen: ${description}` }).click();
  await expect(page.getByRole("status")).toHaveText("Im Entwurf gespeichert.");

  for (const viewport of viewports) {
    const phone = viewport.width < 1024;
    await page.setViewportSize(viewport);
    for (const [shot, path] of [
      ["photos", "/studio/fotos"],
      ["photo", `/studio/fotos/${id}`],
      ["photos-arrange", "/studio/fotos/anordnen"],
      ["photos-arrange-choose", "/studio/fotos/anordnen?platz=portrait#auswahl"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[aria-current=page]:visible")).toHaveText(["Fotos"]);
      // Every picture on the page has arrived: the shots show them, not their placeholders.
      await page.evaluate(() => {
        for (const image of document.images) image.loading = "eager";
      });
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
        .toBe(true);
      await expectCalmLayout(page, phone, true);
      await expectNoAxeViolations(page);
      if (shot === "photos-arrange-choose") {
        await shotAt(page, "#auswahl", `${shot}-${viewport.label}`);
        continue;
      }
      await screenshot(page, `${shot}-${viewport.label}`);
      if (shot === "photo") {
        await shotAt(page, "#alt", `photo-describe-${viewport.label}`, "center");
        await shotAt(page, "#einwilligung", `photo-consent-${viewport.label}`);
      }
      if (shot === "photos-arrange") {
        await shotAt(page, "#portfolio", `photos-arrange-portfolio-${viewport.label}`);
      }
    }
  }

  // The studio's 404 for ids that are none of hers.
  for (const path of ["/studio/fotos/foto-0000000000000000", "/studio/fotos/hero-1"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Dieses Foto gibt es nicht (mehr).")).toBeVisible();
  }

  // Her consent withdrawn: asked first, then the photo is gone from every place and deleted.
  await page.goto(`/studio/fotos/${id}`);
  await page.getByRole("button", { name: "Einwilligung widerrufen" }).click();
  const confirm = page.getByRole("form", { name: "Einwilligung widerrufen?" });
  await expect(confirm).toContainText("sofort von der Website genommen");
  await expect(confirm).toContainText("Im Entwurf: Startbild 1.");
  await expect(page.getByRole("heading", { name: "Einwilligung widerrufen?" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Ja, widerrufen und löschen" }).click();
  await page.waitForURL("/studio/fotos?widerrufen");
  await expect(page.getByRole("status")).toContainText("Die Einwilligung ist widerrufen");
  // The draft this test made is dropped again (other specs share the server).
  await page.goto("/studio/website");
  await page.getByRole("button", { name: "Entwurf verwerfen" }).click();
  await page.getByRole("button", { name: "Ja, Entwurf verwerfen" }).click();
  await expect(page.getByRole("status")).toContainText("Der Entwurf ist verworfen");
});
