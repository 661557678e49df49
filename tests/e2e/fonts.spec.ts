import { expect, test, type Page } from "@playwright/test";
import { field, openForm } from "#tests/e2e/form-helpers.ts";
import { scrollThrough } from "#tests/e2e/support/visit.ts";

/**
 * Each family has a preloaded "core" file with the characters the site renders and an
 * "extended" file that app/theme.css loads by unicode-range (docs/decisions/0008). A page of the site
 * itself never needs an extended file; a visitor typing a rarer character does.
 */
function watchFonts(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".woff2")) requested.push(path);
  });
  return requested;
}

const faceStatus = (page: Page) =>
  page.evaluate(async () => {
    // After a frame's layout, which starts the loads the page's text asks for.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => !face.family.includes("Fallback"))
      .map((face) => ({ family: face.family.replaceAll('"', ""), status: face.status }));
  });

for (const path of ["/", "/impressum", "/datenschutz", "/nutzungsbedingungen"]) {
  test(`${path} loads only the core font files`, async ({ page }) => {
    const requested = watchFonts(page);
    await page.goto(path);
    await scrollThrough(page);
    const faces = await faceStatus(page);

    expect(requested.filter((file) => file.includes("-extended-"))).toEqual([]);
    expect(requested).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/cormorant-garamond-core-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/manrope-core-[\w-]+\.woff2$/),
      ]),
    );
    // Two faces per family, declared in theme.css order: the core one loaded, the extended one not.
    expect(faces).toEqual([
      { family: "Cormorant Garamond", status: "loaded" },
      { family: "Cormorant Garamond", status: "unloaded" },
      { family: "Manrope", status: "loaded" },
      { family: "Manrope", status: "unloaded" },
    ]);
  });
}

test("a rarer character typed into the form loads the extended file of its family", async ({
  page,
}) => {
  const requested = watchFonts(page);
  await openForm(page);
  // A message with line breaks and a tab stays with the core files.
  await field(page, "Deine Nachricht").fill("Hallo,\n\tich hätte gern „mehr“ …\r\n\nDanke!");
  await faceStatus(page);
  expect(requested.filter((file) => file.includes("-extended-"))).toEqual([]);

  await field(page, "Vorname").fill("Zoë Ørsted Nuñez");
  const faces = await faceStatus(page);
  expect(requested.filter((file) => file.includes("-extended-"))).toEqual([
    expect.stringMatching(/^\/assets\/manrope-extended-[\w-]+\.woff2$/),
  ]);
  expect(faces.filter((face) => face.family === "Manrope")).toEqual([
    { family: "Manrope", status: "loaded" },
    { family: "Manrope", status: "loaded" },
  ]);
});
