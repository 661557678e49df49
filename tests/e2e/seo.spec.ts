import { expect, test, type Page } from "@playwright/test";

const publicPages = ["/", "/impressum", "/datenschutz", "/nutzungsbedingungen"];

const metaContent = (page: Page, selector: string) =>
  page.locator(`head meta[${selector}]`).getAttribute("content");

test("every public page has its own title, description, canonical URL and sharing card", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    titles.add(await page.title());
    const description = (await metaContent(page, 'name="description"')) ?? "";
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    descriptions.add(description);

    const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname).toBe(path);
    expect(await metaContent(page, 'property="og:url"')).toBe(canonical);
    expect(await metaContent(page, 'property="og:title"')).toBe(await page.title());
    expect(await metaContent(page, 'name="twitter:card"')).toBe("summary_large_image");
    expect(await metaContent(page, 'property="og:image"')).toBe(
      new URL("/og-image.jpg", canonical!).href,
    );
    expect(await page.locator('head meta[name="robots"]').count()).toBe(0);
  }
  expect(titles.size).toBe(publicPages.length);
  expect(descriptions.size).toBe(publicPages.length);
});

test("JSON-LD parses and describes the studio in Aachen with its three offers", async ({
  page,
}) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const graph = blocks.flatMap((text) => {
    const data = JSON.parse(text) as { "@graph"?: unknown[] };
    return (data["@graph"] ?? [data]) as Array<Record<string, unknown>>;
  });
  const business = graph.find((node) => [node["@type"]].flat().includes("ProfessionalService")) as {
    address: { addressLocality: string; postalCode: string };
    email: string;
    telephone: string;
    makesOffer: Array<{ name: string; price: string; priceCurrency: string }>;
  };
  expect(business.address.addressLocality).toBe("Aachen");
  expect(business.email).toContain("@");
  expect(business.telephone).toMatch(/^\+49/);
  expect(business.makesOffer.map((offer) => offer.name)).toEqual([
    "Essence",
    "Lumière",
    "Intime Signature",
  ]);
  expect(business.makesOffer.map((offer) => [Number(offer.price), offer.priceCurrency])).toEqual([
    [250, "EUR"],
    [480, "EUR"],
    [790, "EUR"],
  ]);
  // FAQPage joins the graph once the FAQ content is wired in (docs/development.md).
  const faq = graph.find((node) => node["@type"] === "FAQPage") as
    { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
  expect(faq?.mainEntity).toHaveLength(6);
  for (const entry of faq!.mainEntity) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(0);
});

test("sitemap.xml lists exactly the public pages, on the canonical origin", async ({
  request,
  page,
}) => {
  await page.goto("/");
  const origin = new URL((await page.locator('head link[rel="canonical"]').getAttribute("href"))!)
    .origin;
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(publicPages.map((path) => new URL(path, origin).href));
});

test("the manifest and every icon the page names load", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs).toEqual(
    expect.arrayContaining(["/favicon.ico", "/apple-touch-icon.png", "/manifest.webmanifest"]),
  );
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    name: string;
    lang: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest.lang).toBe("de");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const href of [...hrefs, ...manifest.icons.map((icon) => icon.src)]) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
  // ICO header: reserved 0, type 1 (icon), at least one image.
  const header = await favicon.body();
  expect([header.readUInt16LE(0), header.readUInt16LE(2)]).toEqual([0, 1]);
  expect(header.readUInt16LE(4)).toBeGreaterThan(0);
});

test("unknown paths answer 404 and are kept out of the index", async ({ page }) => {
  const response = await page.goto("/nicht/vorhanden");
  expect(response?.status()).toBe(404);
  expect(await metaContent(page, 'name="robots"')).toBe("noindex");
});
