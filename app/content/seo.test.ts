import { describe, expect, it } from "vitest";
import { publicSettings } from "#app/lib/public-settings.ts";
import { packages } from "#app/content/packages.ts";
import { siteUrl, studioPageMeta, studioStructuredData } from "#app/content/seo.ts";

type Graph = { "@graph": Array<Record<string, unknown>> };
const graphOf = (descriptor: ReturnType<typeof studioStructuredData>) =>
  (descriptor as { "script:ld+json": Graph })["script:ld+json"]["@graph"];

describe("the studio's pages", () => {
  it("use the build-time origin for canonical and sharing URLs", () => {
    expect(siteUrl("/impressum")).toBe(`${publicSettings.siteUrl}/impressum`);
    const meta = studioPageMeta({ title: "T", description: "D", path: "/impressum" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: siteUrl("/impressum") });
    expect(meta).toContainEqual({ property: "og:image", content: siteUrl("/og-image.jpg") });
  });
});

describe("studioStructuredData", () => {
  it("describes the studio with one EUR offer per package", () => {
    const [business] = graphOf(studioStructuredData());
    expect(business?.["@type"]).toContain("ProfessionalService");
    const offers = business?.makesOffer as Array<Record<string, string>>;
    expect(offers.map((offer) => offer.name)).toEqual(packages.map((item) => item.name));
    expect(offers.map((offer) => Number(offer.price))).toEqual(packages.map((i) => i.price));
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(["EUR"]));
  });

  it("adds an FAQPage only when there are questions", () => {
    expect(graphOf(studioStructuredData())).toHaveLength(1);
    const graph = graphOf(studioStructuredData({ faq: [{ question: "Wie?", answer: "So." }] }));
    expect(graph[1]).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ name: "Wie?", acceptedAnswer: { text: "So." } }],
    });
  });
});
