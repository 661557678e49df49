import { expect, test, type Page } from "@playwright/test";
import { defaultContent } from "#app/content/website/defaults.ts";

const { facts: studio, home } = defaultContent;
const { creators } = home;
const portraitAlt = defaultContent.photos.portrait.alt;
import { gotoHydrated, stopClock } from "#tests/e2e/home-helpers.ts";

const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

test("sections come in the spec's order, each titled by an h2 under the single h1", async ({
  page,
}) => {
  await page.goto("/");
  const ids = await page.locator("main section[id]").evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(ids).toEqual([
    "philosophie",
    "portfolio",
    "ablauf",
    "pakete",
    "creators",
    "faq",
    "contact",
  ]);
  await expect(page.locator("h1")).toHaveCount(1);
  for (const id of ids) await expect(page.locator(`#${id} h2`).first()).toBeVisible();
});

test.describe("philosophy", () => {
  const paragraphs = (page: Page) => page.locator("#philosophie p[data-reveal]");

  // Scrolls so that the given share of the paragraph's height is inside the viewport's bottom.
  async function revealShare(page: Page, index: number, share: number) {
    await paragraphs(page)
      .nth(index)
      .evaluate((node, visible) => {
        const box = node.getBoundingClientRect();
        const top = window.scrollY + box.top + box.height * visible - window.innerHeight;
        window.scrollTo({ top, behavior: "instant" });
      }, share);
    // Two frames, so the IntersectionObserver has delivered what it saw.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }

  test("each paragraph fades in once, when half of it is visible", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page);
    await expect(paragraphs(page)).toHaveCount(3);
    await expect(paragraphs(page).nth(2)).toHaveAttribute("data-reveal", "pending");
    await expect(paragraphs(page).nth(2)).toHaveCSS("opacity", "0");

    await revealShare(page, 2, 0.35);
    await page.waitForTimeout(150);
    await expect(paragraphs(page).nth(2)).toHaveAttribute("data-reveal", "pending");

    await revealShare(page, 2, 0.65);
    await expect(paragraphs(page).nth(2)).toHaveAttribute("data-reveal", "shown");
    await expect(paragraphs(page).nth(2)).toHaveCSS("opacity", "1");

    // Once shown it stays shown, also after scrolling away and back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await revealShare(page, 2, 0.2);
    await expect(paragraphs(page).nth(2)).toHaveAttribute("data-reveal", "shown");
  });

  test("carries the founder's signature and title", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#philosophie");
    await expect(section.getByText(studio.founder, { exact: true })).toBeVisible();
    await expect(section.getByText("Gründerin & Fotografin")).toBeVisible();
  });

  // Right below the hero, within Chromium's lazy-loading distance from the top of a phone's page:
  // left to the browser, it would be fetched with the first view.
  test.describe("the founder's portrait is not part of the first view", () => {
    const portraitRequests = (requested: string[]) =>
      requested.filter((path) => path.startsWith("/images/portrait-"));
    const arrived = (page: Page) =>
      page
        .locator("#philosophie img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

    /** A phone's page, hydrated, its network quiet, its clock standing still. */
    async function openOnPhone(page: Page) {
      await page.setViewportSize({ width: 412, height: 823 });
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await stopClock(page);
      await gotoHydrated(page);
      await page.waitForLoadState("networkidle");
      const section = page.locator("#philosophie");
      // Described, with its placeholder, before it loads.
      await expect(section.getByRole("img", { name: portraitAlt })).toHaveCount(1);
      expect(portraitRequests(requested)).toEqual([]);
      await expect(section.locator("img")).toHaveCount(0);
      return { section, requested };
    }

    test("the first scroll loads it before it is in view, and nothing moves", async ({ page }) => {
      const { section, requested } = await openOnPhone(page);
      // Below the portrait on a phone: where it is on the page shows whether anything moved.
      const headingTop = () =>
        section
          .getByRole("heading", { level: 2 })
          .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
      const before = await headingTop();

      await page.evaluate(() => window.scrollBy({ top: 60, behavior: "instant" }));
      await expect(section.locator("img")).toHaveCount(1);
      await expect.poll(() => portraitRequests(requested).length).toBe(1);
      expect(
        await section
          .locator("img")
          .evaluate((img) => img.getBoundingClientRect().top - window.innerHeight),
      ).toBeGreaterThan(0);
      await expect.poll(() => arrived(page)).toBe(true);
      await expect(section.getByRole("img", { name: portraitAlt })).toHaveCount(1);
      expect(await headingTop()).toBe(before);
    });

    test("without a scroll it loads once the page has been shown for a while", async ({ page }) => {
      const { section, requested } = await openOnPhone(page);
      await page.clock.runFor(4_000);
      await expect(section.locator("img")).toHaveCount(0);
      await page.clock.runFor(1_500);
      await expect(section.locator("img")).toHaveCount(1);
      await expect.poll(() => arrived(page)).toBe(true);
      expect(portraitRequests(requested)).toHaveLength(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test("experience shows the four steps with icon, title and description", async ({ page }) => {
  await page.goto("/");
  const steps = page.locator("#ablauf ol > li");
  await expect(steps.locator("h3")).toHaveText([
    "Beratung",
    "Das Shooting",
    "Auswahl",
    "Lieferung",
  ]);
  for (let i = 0; i < 4; i++) {
    await expect(steps.nth(i).locator("svg")).toHaveCount(1);
    await expect(steps.nth(i).locator("p")).not.toBeEmpty();
  }
});

test.describe("packages", () => {
  test("three cards, 'Beliebt' only on Lumière, prices, installments and VAT note exact", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page.locator("#pakete [data-package]");
    await expect(cards.locator("h3")).toHaveText(["Essence", "Lumière", "Intime Signature"]);
    const badge = page.locator("#pakete").getByText("Beliebt", { exact: true });
    await expect(badge).toHaveCount(1);
    await expect(cards.nth(1).getByText("Beliebt", { exact: true })).toBeVisible();

    const prices = await cards.getByTestId("price").allTextContents();
    expect(prices.map(plain)).toEqual(["250 €", "480 €", "790 €"]);
    const lines = await cards.getByTestId("installments").allTextContents();
    expect(lines.map(plain)).toEqual([
      "oder in 3 Raten à 83 €",
      "oder in 3 Raten à 160 €",
      "oder in 3 Raten à 263 €",
    ]);
    await expect(cards.nth(0)).toContainText("15 bearbeitete Bilder");
    await expect(cards.nth(1)).toContainText("Kleine Geschenkbox mit Prints");
    await expect(cards.nth(2)).toContainText("Fine-Art-Box mit hochwertigen Prints");
    await expect(page.locator("#pakete")).toContainText("Alle Preise inkl. gesetzlicher MwSt.");
  });

  // The three cards one after the other on one page, each from the same start: no hash in the
  // address, the card in view and the form not, no package chosen by this card yet.
  test(`"Anfragen" on each card scrolls to the form and selects its package`, async ({ page }) => {
    await gotoHydrated(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      window.addEventListener("studio:select-package", (event) =>
        seen.push((event as CustomEvent<string>).detail),
      );
    });
    for (const [index, id] of ["essence", "lumiere", "signature"].entries()) {
      await test.step(`card ${index + 1} selects ${id}`, async () => {
        await page.evaluate(() => {
          history.replaceState(null, "", "/");
          (window as unknown as { seen: string[] }).seen.length = 0;
        });
        const link = page
          .locator("#pakete [data-package]")
          .nth(index)
          .getByRole("link", { name: "Anfragen" });
        await link.scrollIntoViewIfNeeded();
        await expect(page.locator("#contact")).not.toBeInViewport();
        await link.click();
        await expect(page).toHaveURL(/#contact$/);
        await expect(page.locator("#contact")).toBeInViewport();
        expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
          id,
        ]);
      });
    }
  });
});

test("creators: three feature cards, an image and a mailto button to the studio", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#creators");
  await expect(section.locator("h3")).toHaveCount(3);
  await expect(section.locator("img")).toHaveCount(1);
  const href = await section
    .getByRole("link", { name: "Per E-Mail anfragen" })
    .getAttribute("href");
  const url = new URL(href!);
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe(studio.email);
  expect(url.searchParams.get("subject")).toBe(creators.mailSubject);
});

test.describe("faq", () => {
  const items = (page: Page) => page.locator("#faq details");

  test("six questions; one open at a time; an open item closes again", async ({ page }) => {
    await page.goto("/");
    await expect(items(page)).toHaveCount(6);
    await items(page).nth(0).locator("summary").click();
    await expect(items(page).nth(0)).toHaveAttribute("open", "");
    await items(page).nth(3).locator("summary").click();
    await expect(items(page).nth(3)).toHaveAttribute("open", "");
    await expect(items(page).nth(0)).not.toHaveAttribute("open");
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await expect(items(page).nth(3)).toContainText("ab 650 €");
    await items(page).nth(3).locator("summary").click();
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });

  test("works with the keyboard", async ({ page }) => {
    await page.goto("/");
    await items(page).nth(4).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items(page).nth(4)).toHaveAttribute("open", "");
    await expect(items(page).nth(4)).toContainText("Ratenzahlung ist möglich");
    await page.keyboard.press("Space");
    await expect(items(page).nth(4)).not.toHaveAttribute("open");
  });
});

test("contact section holds the form and the social link", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#contact");
  // The form issue replaces the skeleton (data-testid="contact-form") with a real <form>.
  await expect(section.locator("form, [data-testid=contact-form]").first()).toBeAttached();
  await expect(section.getByRole("link", { name: studio.social.label })).toHaveAttribute(
    "href",
    studio.social.url,
  );
});

test("footer: legal links, contact facts and copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("body > footer");
  for (const [name, href] of [
    ["Impressum", "/impressum"],
    ["Datenschutz", "/datenschutz"],
    ["Nutzungsbedingungen", "/nutzungsbedingungen"],
  ] as const)
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  await expect(footer.getByRole("link", { name: studio.email })).toHaveAttribute(
    "href",
    `mailto:${studio.email}`,
  );
  await expect(footer).toContainText(`${studio.address.postalCode} ${studio.address.city}`);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${studio.studioName}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("philosophy paragraphs are visible and the FAQ stays exclusive", async ({ page }) => {
    await page.goto("/");
    const paragraphs = page.locator("#philosophie p[data-reveal]");
    await expect(paragraphs).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(paragraphs.nth(i)).toHaveCSS("opacity", "1");
    const items = page.locator("#faq details");
    await items.nth(1).locator("summary").click();
    await items.nth(2).locator("summary").click();
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute("open", "");
  });

  test("the founder's portrait is shown", async ({ page }) => {
    await page.goto("/");
    const portrait = page.locator("#philosophie").getByRole("img", { name: portraitAlt });
    await expect(portrait).toHaveCount(1);
    const img = page.locator("#philosophie img");
    await expect(img).toHaveCount(1);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test("no horizontal overflow and targets of at least 24 px at 375, 768 and 1440 px", async ({
  page,
}) => {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const small = await page
      .locator("main a, main button, main summary, footer a")
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => node.getClientRects().length > 0)
          .map((node) => ({ text: node.textContent?.trim(), box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 24 || box.width < 24)
          .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small, `at ${width} px`).toEqual([]);
  }
});
