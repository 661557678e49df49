import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { lightboxTrigger, openLightbox, scrollThrough } from "#tests/e2e/support/visit.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  // Contrast is checked on the page at rest: a paragraph half-way through its fade-in (the
  // philosophy's reveal, started by the scroll to the form's errors) is not what a reader sees.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(report).toEqual([]);
}

const pages = [
  { name: "home", path: "/" },
  // The form's success note without JavaScript, shown as the target of its redirect.
  { name: "home with the success note", path: "/#anfrage-gesendet" },
  { name: "Impressum", path: "/impressum" },
  { name: "Datenschutz", path: "/datenschutz" },
  { name: "Nutzungsbedingungen", path: "/nutzungsbedingungen" },
  { name: "404 page", path: "/gibt-es-nicht" },
];

for (const viewport of [
  { label: "phone", width: 375, height: 812 },
  { label: "desktop", width: 1440, height: 900 },
]) {
  for (const { name, path } of pages) {
    test(`${name} has no WCAG 2.2 AA violations (${viewport.label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await scrollThrough(page);
      await expectNoViolations(page);
    });
  }
}

test("every focusable element on the legal pages shows a visible focus indicator", async ({
  page,
}) => {
  await page.goto("/datenschutz");
  const seen = new Set<string>();
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        key: `${element.tagName}:${element.textContent?.trim()}:${element.getAttribute("href")}`,
        outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focus || seen.has(focus.key)) break;
    seen.add(focus.key);
    expect(focus.outline, focus.key).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(5);
});

test("the open lightbox has no violations and closes with Escape", async ({ page }) => {
  await page.goto("/");
  await lightboxTrigger(page).scrollIntoViewIfNeeded();
  const dialog = await openLightbox(page);
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the open date picker has no violations", async ({ page }) => {
  await page.goto("/");
  // The calendar button exists once the page's script runs (typing the date works without it).
  await page.locator("form[data-hydrated]").waitFor();
  const opener = page
    .locator("#contact")
    .getByRole("button", { name: /datum|termin|kalender/i })
    .first();
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  await expect(
    page.getByRole("dialog").or(page.getByRole("grid")).or(page.getByRole("application")).first(),
  ).toBeVisible();
  await expectNoViolations(page);
});

test("the form showing its validation errors has no violations", async ({ page }) => {
  await page.goto("/");
  const submit = page.getByRole("button", { name: "Anfrage absenden" });
  // Skip the browser's own bubbles so the form's errors (toast, inline) are what is checked.
  await page
    .locator("form")
    .filter({ has: submit })
    .evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  await submit.click();
  await expect(
    page.getByText("Validierungsfehler").or(page.locator('[aria-invalid="true"]')).first(),
  ).toBeVisible();
  await expectNoViolations(page);
});
