/**
 * Search and sharing metadata as React Router meta descriptors: title, description, canonical
 * URL, Open Graph and Twitter card per page, and JSON-LD. URLs are absolute, built from the site's
 * origin, because pages are prerendered and shared. The site's facts come in as arguments
 * (app/content/seo.ts passes the studio's).
 */
import type { MetaDescriptor } from "react-router";

/** Who the pages belong to, and the picture shown when one is shared. */
export type SiteIdentity = {
  /** The canonical origin, e.g. "https://atelier.example". */
  url: string;
  name: string;
  /** Open Graph locale, e.g. "de_DE". */
  locale: string;
  image: { path: string; width: number; height: number; alt: string };
};

/** ("/impressum", "https://example.com") → "https://example.com/impressum" */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href;
}

export type PageMeta = { title: string; description: string; path: string };

export function pageMeta(
  site: SiteIdentity,
  { title, description, path }: PageMeta,
): MetaDescriptor[] {
  const url = absoluteUrl(path, site.url);
  const image = absoluteUrl(site.image.path, site.url);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: site.locale },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(site.image.width) },
    { property: "og:image:height", content: String(site.image.height) },
    { property: "og:image:alt", content: site.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: site.image.alt },
  ];
}

export type FaqItem = { question: string; answer: string };

/** A schema.org FAQPage node for a JSON-LD graph. */
export function faqPage(id: string, entries: readonly FaqItem[]) {
  return {
    "@type": "FAQPage",
    "@id": id,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** A JSON-LD graph as a meta descriptor, which React Router renders into <head>. */
export function jsonLd(graph: readonly object[]): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", "@graph": graph } };
}
