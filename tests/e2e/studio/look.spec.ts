import { expect, test } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

for (const viewport of viewports) {
  const phone = viewport.width < 1024;

  test(`signing in and setting up look calm and pass axe at ${viewport.label} px`, async ({
    page,
    studio,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ["sign-in", "/studio/anmelden"],
      ["setup", new URL(studio.inviteLink()).pathname + new URL(studio.inviteLink()).search],
      ["link-used", "/studio/anmelden/link?token=abgelaufen"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The passkey buttons are enabled once the page's script runs.
      if (name !== "link-used") await expect(page.locator("button").first()).toBeEnabled();
      await expectCalmLayout(page, phone, false);
      await expectNoAxeViolations(page);
      await screenshot(page, `${name}-${viewport.label}`);
    }
  });

  test.describe(() => {
    test.use({ signedIn: true });

    test(`the studio's pages look calm, mark where the owner is, and pass axe at ${viewport.label} px`, async ({
      page,
    }) => {
      // Twelve pages, each checked by axe: slow on a shared two-core machine.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const [name, path, current] of [
        ["inbox", "/studio", "Anfragen"],
        ["more", "/studio/mehr", phone ? "Mehr" : null],
        ["settings", "/studio/einstellungen", phone ? "Mehr" : "Einstellungen"],
        ["overview", "/studio/uebersicht", "Übersicht"],
        ["templates", "/studio/textbausteine", phone ? "Mehr" : "Textbausteine"],
        ["privacy", "/studio/datenschutz", phone ? "Mehr" : "Datenschutz"],
        ["photos", "/studio/fotos", "Fotos"],
        ["galleries", "/studio/galerien", phone ? "Mehr" : "Galerien"],
        ["website", "/studio/website", phone ? "Mehr" : "Website"],
        ["website-history", "/studio/website/verlauf", phone ? "Mehr" : "Website"],
        ["sign-out", "/studio/abmelden", phone ? "Mehr" : null],
        ["not-found", "/studio/gibt-es-nicht", null],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(name === "not-found" ? 404 : 200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const marked = page.locator("[aria-current=page]:visible");
        // "Anfragen" carries the count of new inquiries when there are some: a pill on the phone's
        // icon ("3Anfragen(3 neu)" as text), after the word in the sidebar.
        if (current) await expect(marked).toHaveText([new RegExp(`^(\\d+)?${current}`)]);
        else await expect(marked).toHaveCount(0);
        await expectCalmLayout(page, phone, true);
        await expectNoAxeViolations(page);
        if (
          ["inbox", "more", "settings", "overview", "privacy", "photos", "website"].includes(name)
        ) {
          await screenshot(page, `${name}-${viewport.label}`);
        }
      }
    });
  });
}

test.describe(() => {
  test.use({ signedIn: true });

  test("every focusable element in the studio shows a visible focus indicator", async ({
    page,
  }) => {
    await page.goto("/studio/einstellungen");
    const seen = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          key: `${element.tagName}:${element.textContent?.trim()}:${element.getAttribute("href")}:${element.getAttribute("name")}`,
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      if (!focus || seen.has(focus.key)) break;
      seen.add(focus.key);
      expect(focus.outline, focus.key).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(8);
  });
});
