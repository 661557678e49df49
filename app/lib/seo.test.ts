import { describe, expect, it } from "vitest";
import { absoluteUrl, faqPage, jsonLd, pageMeta } from "#app/lib/seo.ts";

const site = {
  url: "https://atelier.example",
  name: "Atelier",
  locale: "de_DE",
  image: { path: "/og-image.jpg", width: 1200, height: 630, alt: "Atelier" },
};

describe("absoluteUrl", () => {
  it("resolves a path against the site's origin", () => {
    expect(absoluteUrl("/impressum", site.url)).toBe("https://atelier.example/impressum");
  });
});

describe("pageMeta", () => {
  it("gives a page its canonical URL, Open Graph and Twitter card", () => {
    const meta = pageMeta(site, { title: "T", description: "D", path: "/impressum" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://atelier.example/impressum",
    });
    expect(meta).toContainEqual({
      property: "og:url",
      content: "https://atelier.example/impressum",
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://atelier.example/og-image.jpg",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});

describe("jsonLd", () => {
  it("wraps the graph, with an FAQPage node built from the entries", () => {
    const descriptor = jsonLd([
      faqPage("https://atelier.example/#faq", [{ question: "Wie?", answer: "So." }]),
    ]);
    expect(descriptor).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          {
            "@type": "FAQPage",
            "@id": "https://atelier.example/#faq",
            mainEntity: [
              {
                "@type": "Question",
                name: "Wie?",
                acceptedAnswer: { "@type": "Answer", text: "So." },
              },
            ],
          },
        ],
      },
    });
  });
});
