import { describe, expect, it } from "vitest";
import { publicSettings } from "#app/lib/public-settings.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { pageTitle, siteUrl, studioPageMeta, studioStructuredData } from "#app/content/seo.ts";
import type { ShootPackage } from "#app/website/schema.ts";

type Graph = { "@graph": Array<Record<string, unknown>> };
const graphOf = (descriptor: ReturnType<typeof studioStructuredData>) =>
  (descriptor as { "script:ld+json": Graph })["script:ld+json"]["@graph"];

const { facts } = defaultContent;
const packages = defaultContent.home.packages.items;
const naming = { studioName: "Studio Lichtblick", city: "Köln" };

describe("the studio's pages", () => {
  it("use the build-time origin for canonical and sharing URLs", () => {
    expect(siteUrl("/impressum")).toBe(`${publicSettings.siteUrl}/impressum`);
    const meta = studioPageMeta(naming, { title: "T", description: "D", path: "/impressum" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: siteUrl("/impressum") });
    expect(meta).toContainEqual({ property: "og:image", content: siteUrl("/og-image.jpg") });
  });

  it("name the studio of the content in titles and sharing texts", () => {
    expect(pageTitle("impressum", "Studio Lichtblick")).toBe("Impressum · Studio Lichtblick");
    const meta = studioPageMeta(naming, { title: "T", description: "D", path: "/" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "Studio Lichtblick" });
    expect(meta).toContainEqual({
      property: "og:image:alt",
      content: "Studio Lichtblick, Boudoir-Fotografie in Köln",
    });
  });
});

describe("studioStructuredData", () => {
  it("describes the studio with one EUR offer per package", () => {
    const [business] = graphOf(studioStructuredData({ facts, packages }));
    expect(business?.["@type"]).toContain("ProfessionalService");
    const offers = business?.makesOffer as Array<Record<string, string>>;
    expect(offers.map((offer) => offer.name)).toEqual(packages.map((item) => item.name));
    expect(offers.map((offer) => Number(offer.price))).toEqual(packages.map((i) => i.price));
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(["EUR"]));
  });

  it("takes prices and names from the content", () => {
    const changed: ShootPackage[] = [
      { ...packages[0]!, id: "mini", name: "Mini", price: 1290 },
      { ...packages[1]!, id: "maxi", name: "Maxi", price: 2450 },
    ];
    const [business] = graphOf(
      studioStructuredData({
        facts: { ...facts, studioName: "Studio Lichtblick" },
        packages: changed,
      }),
    );
    expect(business).toMatchObject({
      name: "Studio Lichtblick",
      priceRange: "1.290\u00a0€ – 2.450\u00a0€",
      makesOffer: [
        { name: "Mini", price: "1290.00" },
        { name: "Maxi", price: "2450.00" },
      ],
    });
  });

  it("says VAT is included in regular prices, and nothing about VAT under § 19 UStG", () => {
    const offersOf = (vat: "regular" | "small-business") =>
      graphOf(studioStructuredData({ facts: { ...facts, vat }, packages }))[0]?.makesOffer as Array<
        Record<string, unknown>
      >;
    for (const offer of offersOf("regular"))
      expect(offer.priceSpecification).toEqual({
        "@type": "PriceSpecification",
        price: offer.price,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: true,
      });
    for (const offer of offersOf("small-business")) {
      expect(offer).not.toHaveProperty("priceSpecification");
      expect(JSON.stringify(offer)).not.toMatch(/valueAddedTax|MwSt/);
    }
  });

  it("adds an FAQPage only when there are questions", () => {
    expect(graphOf(studioStructuredData({ facts, packages }))).toHaveLength(1);
    const graph = graphOf(
      studioStructuredData({ facts, packages, faq: [{ question: "Wie?", answer: "So." }] }),
    );
    expect(graph[1]).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ name: "Wie?", acceptedAnswer: { text: "So." } }],
    });
  });
});
