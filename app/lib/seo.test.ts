import { describe, expect, it } from "vitest";
import { packages } from "~/content/packages";
import { absoluteUrl, pageMeta, resolveSiteUrl, structuredData } from "./seo";

type Graph = { "@graph": Array<Record<string, unknown>> };
const graphOf = (descriptor: ReturnType<typeof structuredData>) =>
  (descriptor as { "script:ld+json": Graph })["script:ld+json"]["@graph"];

describe("resolveSiteUrl", () => {
  it("keeps only the origin of a valid http(s) URL", () => {
    expect(resolveSiteUrl("https://studio.example/some/path/")).toBe("https://studio.example");
    expect(resolveSiteUrl("http://127.0.0.1:4250")).toBe("http://127.0.0.1:4250");
  });

  it("falls back to the development origin", () => {
    expect(resolveSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(resolveSiteUrl("")).toBe("http://localhost:3000");
    expect(resolveSiteUrl("ftp://studio.example")).toBe("http://localhost:3000");
    expect(resolveSiteUrl("not a url")).toBe("http://localhost:3000");
  });
});

describe("pageMeta", () => {
  it("gives a page its canonical URL, Open Graph and Twitter card", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/impressum" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/impressum"),
    });
    expect(meta).toContainEqual({ property: "og:url", content: absoluteUrl("/impressum") });
    expect(meta).toContainEqual({ property: "og:image", content: absoluteUrl("/og-image.jpg") });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});

describe("structuredData", () => {
  it("describes the studio with one EUR offer per package", () => {
    const [business] = graphOf(structuredData());
    expect(business?.["@type"]).toContain("ProfessionalService");
    const offers = business?.makesOffer as Array<Record<string, string>>;
    expect(offers.map((offer) => offer.name)).toEqual(packages.map((item) => item.name));
    expect(offers.map((offer) => Number(offer.price))).toEqual(packages.map((i) => i.price));
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(["EUR"]));
  });

  it("adds an FAQPage only when there are questions", () => {
    expect(graphOf(structuredData())).toHaveLength(1);
    const graph = graphOf(structuredData({ faq: [{ question: "Wie?", answer: "So." }] }));
    expect(graph[1]).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ name: "Wie?", acceptedAnswer: { text: "So." } }],
    });
  });
});
