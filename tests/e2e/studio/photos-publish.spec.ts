/**
 * Issue 28, "done when": the owner uploads three camera JPEGs (one with GPS) from the studio,
 * describes them, sets a focal point, makes one the first hero picture and moves one to the top
 * of the portfolio, publishes, and a visitor's home page shows them in that order with responsive
 * AVIF/WebP sources, with no served byte holding the camera's data or the files' names.
 * Withdrawing the consent takes the photo off the page and out of every release she could
 * restore; a consent that does not cover the website takes a photo off the page, and a release
 * that showed it is not restored. Against the production build, signed in with a virtual
 * authenticator.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, siteRenderMs, test } from "#tests/e2e/studio/fixtures.ts";
import { cameraMarkers, cameraPhoto, markersIn } from "#tests/support/camera-photo.ts";

test.use({ signedIn: true });

const files = [
  { name: "Anna-Schmidt-Boudoir-2026-11-01.jpg", alt: "Seidenstoff im warmen Abendlicht" },
  { name: "Anna-Schmidt-Boudoir-2026-11-02.jpg", alt: "Silhouette vor dem hellen Fenster" },
  { name: "Anna-Schmidt-Boudoir-2026-11-03.jpg", alt: "Hand auf cremefarbener Spitze" },
];

/** Picks the three files at once, as from a phone's gallery; their ids once they are encoded. */
async function uploadThree(page: Page): Promise<string[]> {
  await page.goto("/studio/fotos");
  const input = page.locator('input[type="file"]');
  await expect(input).toBeEnabled();
  const gps = await cameraPhoto({ width: 2400, height: 1600 });
  const plain = await cameraPhoto({ width: 1800, height: 1200, format: "png" });
  await input.setInputFiles([
    { name: files[0]!.name, mimeType: "image/jpeg", buffer: gps },
    { name: files[1]!.name, mimeType: "image/jpeg", buffer: await toJpeg(plain, 1) },
    { name: files[2]!.name, mimeType: "image/jpeg", buffer: await toJpeg(plain, 2) },
  ]);
  const ids: string[] = [];
  const uploaded = page.getByRole("list", { name: "Hochgeladene Fotos" }).getByRole("listitem");
  for (const { name } of files) {
    const row = uploaded.filter({ hasText: name });
    await expect(row).toContainText("Fertig", { timeout: 120_000 });
    const href = await row.getByRole("link", { name: `Beschreiben: ${name}` }).getAttribute("href");
    ids.push(href!.split("/").at(-1)!);
  }
  return ids;
}

/** A different JPEG of the same size for each file (a flipped or rotated copy). */
async function toJpeg(png: Buffer, variant: number) {
  const { default: sharp } = await import("sharp");
  const image = sharp(png);
  return (variant === 1 ? image.flop() : image.flip()).jpeg({ quality: 88 }).toBuffer();
}

async function describe(page: Page, id: string, alt: string, tapAt?: { x: number; y: number }) {
  await page.goto(`/studio/fotos/${id}`);
  await page.getByLabel("Bildbeschreibung").fill(alt);
  if (tapAt) {
    const picture = page.getByRole("button", { name: /^Bildschwerpunkt wählen/ });
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + box.width * tapAt.x, box.y + box.height * tapAt.y);
  }
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
}

/** Veröffentlichen, once the phone cut for the new focal point is made (it says so until then). */
async function publish(page: Page) {
  await expect(async () => {
    await page.goto("/studio/website");
    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    // The answer comes once the site is rendered: published, or held back for the phone cut.
    const answer = page.getByRole("status").or(page.getByRole("alert"));
    await expect(answer.first()).toBeVisible({ timeout: siteRenderMs });
    await expect(page.getByRole("status")).toHaveText(
      "Veröffentlicht. Die Website zeigt jetzt die neue Fassung.",
      { timeout: 1000 },
    );
  }).toPass({ timeout: 90_000 });
}

/** A visitor's home page (a context without her cookie): the photos' ids in page order. */
async function visitorHome(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses: string[] = [];
  page.on("response", (response) => responses.push(response.url()));
  await page.goto("/");
  const heroSources = await page
    .getByTestId("hero-slides")
    .locator("picture")
    .first()
    .locator("source")
    .evaluateAll((sources) =>
      sources.map((source) => ({
        type: source.getAttribute("type"),
        srcset: source.getAttribute("srcset") ?? "",
      })),
    );
  const portfolio = await page
    .getByTestId("portfolio-grid")
    .locator("img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
  const html = await (await page.request.get("/")).text();
  return { page, context, heroSources, portfolio, html, responses };
}

test("her photos go live in her order, with nothing of the camera, withdrawn consent takes one off everything, and consent without the website takes one off the site", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const [first, second, third] = await uploadThree(page);

  // Descriptions for all three; the first gets a focal point off-centre and its consent.
  await describe(page, first!, files[0]!.alt, { x: 0.7, y: 0.4 });
  await describe(page, second!, files[1]!.alt);
  await describe(page, third!, files[2]!.alt);
  await page.goto(`/studio/fotos/${first}`);
  await page.getByLabel("Zeigt eine Person").check();
  await page.getByLabel("Datum der Einwilligung").fill("2026-11-01");
  await page.getByLabel("Website").check();
  await page.getByRole("button", { name: "Einwilligung speichern" }).click();
  await expect(page.getByText("Einwilligung gespeichert.")).toBeVisible();

  // The first is Startbild 1; the other two join the portfolio, the third moved to its top.
  await page.goto("/studio/fotos/anordnen");
  await page.getByRole("link", { name: "Startbild 1 ändern" }).click();
  await page.getByRole("button", { name: `Dieses Foto wählen: ${files[0]!.alt}` }).click();
  await expect(page.getByRole("status")).toHaveText("Im Entwurf gespeichert.");
  for (const file of [files[1]!, files[2]!]) {
    await page.getByRole("link", { name: "+ Foto hinzufügen" }).click();
    await page
      .getByRole("region", { name: "Foto zum Portfolio hinzufügen" })
      .getByRole("button", { name: `Dieses Foto wählen: ${file.alt}` })
      .click();
    await expect(page.getByRole("status")).toHaveText("Im Entwurf gespeichert.");
  }
  const rows = page.locator("#portfolio ol > li[data-photo]");
  const count = await rows.count();
  await expect(rows.last()).toHaveAttribute("data-photo", third!);
  // To the top with the keyboard's buttons (each a form post), one place at a time.
  for (let place = count; place > 1; place -= 1) {
    await page.getByRole("button", { name: `Portfolio, Foto ${place}: Nach oben` }).click();
    await expect(rows.nth(place - 2)).toHaveAttribute("data-photo", third!);
  }
  await publish(page);

  // A visitor: the first photo is the first hero picture, in AVIF and WebP at several widths
  // (its phone cut first), the third opens the portfolio and the second closes it.
  const visitor = await visitorHome(browser);
  const types = visitor.heroSources.map((source) => source.type);
  expect(types).toContain("image/avif");
  expect(types).toContain("image/webp");
  for (const { srcset } of visitor.heroSources) {
    expect(srcset).toContain(`/fotos/${first}-`);
    expect(srcset).toMatch(/ \d+w/);
  }
  expect(visitor.heroSources.some(({ srcset }) => srcset.includes("-cut"))).toBe(true);
  expect(visitor.heroSources.some(({ srcset }) => srcset.split(",").length >= 3)).toBe(true);
  expect(visitor.portfolio[0]).toBe(files[2]!.alt);
  expect(visitor.portfolio.at(-1)).toBe(files[1]!.alt);

  // No served byte: the page, its scripts and styles, and every file of her photos it names.
  const served = new Set([
    ...visitor.responses.filter((url) => url.startsWith(new URL(visitor.page.url()).origin)),
    ...[...visitor.html.matchAll(/\/fotos\/[a-z0-9-]+\.(?:avif|webp)/g)].map((m) => m[0]),
  ]);
  expect([...served].filter((url) => url.includes("/fotos/")).length).toBeGreaterThan(20);
  for (const url of served) {
    const body = await (await visitor.page.request.get(url)).body();
    expect(markersIn(body), url).toEqual([]);
    expect(body.includes(cameraMarkers.serial), url).toBe(false);
    expect(body.includes("Anna-Schmidt-Boudoir"), url).toBe(false);
  }
  await visitor.context.close();

  // She withdraws the first photo's consent: asked first, then it is gone at once.
  await page.goto(`/studio/fotos/${first}`);
  await page.getByRole("button", { name: "Einwilligung widerrufen" }).click();
  await page.getByRole("button", { name: "Ja, widerrufen und löschen" }).click();
  await expect(page.getByRole("status")).toContainText("Die Einwilligung ist widerrufen");
  const after = await visitorHome(browser);
  expect(after.html).not.toContain(first);
  expect(after.portfolio[0]).toBe(files[2]!.alt);
  expect(
    (await after.page.request.get(visitor.heroSources[0]!.srcset.split(" ")[0]!)).status(),
  ).toBe(404);
  await after.context.close();

  // The release that showed it, restored, does not bring it back.
  await page.goto("/studio/website/verlauf");
  await page
    .locator("main")
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /Wiederherstellen/ })
    .click();
  await page.getByRole("button", { name: "Ja, wiederherstellen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Wiederhergestellt. Die Website zeigt jetzt diese Fassung.",
    { timeout: siteRenderMs },
  );
  const restored = await visitorHome(browser);
  expect(restored.html).not.toContain(first);
  expect(restored.portfolio[0]).toBe(files[2]!.alt);
  await restored.context.close();

  // The third photo's consent, recorded for social media only: it leaves the live site at once,
  // and the version that showed it cannot be restored, with the place named as publishing names it.
  await page.goto(`/studio/fotos/${third}`);
  await page.getByLabel("Zeigt eine Person").check();
  await page.getByLabel("Datum der Einwilligung").fill("2026-11-01");
  await page.getByLabel("Social Media").check();
  await page.getByRole("button", { name: "Einwilligung speichern" }).click();
  await expect(page.getByText("Das Foto ist sofort von der Website genommen")).toBeVisible({
    timeout: siteRenderMs,
  });
  const narrowed = await visitorHome(browser);
  expect(narrowed.html).not.toContain(third);
  await narrowed.context.close();
  await page.goto("/studio/website/verlauf");
  await page
    .locator("main")
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /Wiederherstellen/ })
    .click();
  await page.getByRole("button", { name: "Ja, wiederherstellen" }).click();
  await expect(page.getByRole("alert")).toContainText("Nicht wiederhergestellt");
  await expect(page.getByRole("main")).toContainText(
    "Portfolio, Foto 1: Das Foto zeigt eine Person, deren Einwilligung die Website nicht umfasst.",
  );
  const still = await visitorHome(browser);
  expect(still.html).not.toContain(third);
  await still.context.close();

  // The other specs share this server: her two remaining photos go again (their places fall back
  // to the pictures a fresh install has).
  for (const id of [second!, third!]) {
    await page.goto(`/studio/fotos/${id}`);
    await page.getByRole("button", { name: "Foto löschen" }).click();
    await page.getByRole("button", { name: "Endgültig löschen" }).click();
    await page.waitForURL("/studio/fotos?geloescht");
  }
});
