import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Packages } from "#app/components/sections/packages.tsx";
import { Portfolio } from "#app/components/sections/portfolio.tsx";
import { Footer } from "#app/components/sections/footer.tsx";
import { defaultContent } from "#app/content/website/defaults.ts";
import { studioStructuredData } from "#app/content/seo.ts";
import { siteContentContext, sitePhotosContext } from "#app/context.server.ts";
import { builtinLookup, resolvePhotos } from "#app/photos/resolve.ts";
import { loader } from "#app/routes/home.tsx";
import type { SiteContent, VatStatus } from "#app/website/schema.ts";
import { homeContent, shellContent } from "#app/website/pages.ts";

const withVat = (vat: VatStatus): SiteContent => ({
  ...defaultContent,
  facts: { ...defaultContent.facts, vat },
});

/** What the home page renders of its content: the sections' data, prices and structured data. */
function homeText(content: SiteContent) {
  const { home, facts } = homeContent(content);
  return [
    JSON.stringify(homeContent(content)),
    renderToStaticMarkup(<Packages content={home.packages} vat={facts.vat} />),
    JSON.stringify(
      studioStructuredData({ facts, packages: home.packages.items, faq: home.faq.items }),
    ),
  ].join("\n");
}

const vatWording = /MwSt|Mehrwertsteuer|Umsatzsteuer-Identifikationsnummer|USt-IdNr/;
const section19 = "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.";

describe("the home page's VAT wording", () => {
  it("says prices include VAT for a regular business", () => {
    const text = homeText(withVat("regular"));
    expect(text).toContain("Alle Preise inkl. gesetzlicher MwSt.");
    expect(text).toContain('"valueAddedTaxIncluded":true');
    expect(text).not.toContain(section19);
  });

  it("under § 19 UStG: the note under the packages and no VAT wording anywhere", () => {
    const text = homeText(withVat("small-business"));
    expect(text).toContain(section19);
    expect(text).not.toMatch(vatWording);
    expect(text).not.toContain("valueAddedTax");
  });
});

describe("pages from other content", () => {
  it("render the owner's packages, prices and installments", () => {
    const content = structuredClone(defaultContent);
    content.home.packages.items = [
      { ...content.home.packages.items[0]!, id: "mini", name: "Mini", price: 90, popular: true },
    ];
    const { home, facts } = homeContent(content);
    const html = renderToStaticMarkup(<Packages content={home.packages} vat={facts.vat} />);
    expect(html).toContain('data-package="mini"');
    expect(html).toContain("Mini");
    expect(html).toContain("90\u00a0€");
    expect(html).toContain("oder in 3 Raten à 30\u00a0€");
    expect(html).not.toContain("Lumière");
  });

  it("keep line breaks as <br> and text as text", () => {
    const content = structuredClone(defaultContent);
    content.home.footer.claim = "Erste Zeile\n<b>zweite</b> Zeile";
    const html = renderToStaticMarkup(<Footer shell={shellContent(content)} />);
    expect(html).toContain("Erste Zeile<br/>&lt;b&gt;zweite&lt;/b&gt; Zeile");
  });

  it("send the shell only what it renders", () => {
    expect(Object.keys(shellContent(defaultContent)).sort()).toEqual(
      ["address", "claim", "email", "phone", "social", "studioName"].sort(),
    );
    expect(JSON.stringify(homeContent(defaultContent))).not.toContain(
      defaultContent.facts.legal.hosting.name,
    );
  });
});

describe("the home page's pictures", () => {
  const content = structuredClone(defaultContent);
  content.photos.portfolio = content.photos.portfolio.slice(3, 10);
  content.photos.portfolio[0]!.alt = "Ein Bild, das die Inhaberin beschrieben hat";
  const photos = resolvePhotos(content.photos, builtinLookup);

  it("are the ones of the content the page is rendered with", () => {
    const context = new RouterContextProvider();
    context.set(siteContentContext, content);
    context.set(sitePhotosContext, () => photos);
    const request = new Request("http://127.0.0.1/");
    const data = loader({ request, url: new URL(request.url), params: {}, pattern: "/", context });
    expect(data.photos).toBe(photos);
    expect(data.home).toEqual(homeContent(content).home);
  });

  it("fill the portfolio's mosaic with the content's count, the first across a phone's row", () => {
    const html = renderToStaticMarkup(<Portfolio images={photos.portfolio} />);
    const tiles = [...html.matchAll(/<li data-shape="(\w+)" class="([^"]*)"/g)];
    expect(tiles).toHaveLength(7);
    expect(tiles[0]![2]).toContain("col-span-2");
    expect(tiles.slice(1).every((tile) => !/(^| )col-span-2/.test(tile[2]!))).toBe(true);
    expect(html).toContain('alt="Ein Bild, das die Inhaberin beschrieben hat"');
    expect(html).toContain(`href="${photos.portfolio[6]!.large}"`);
    expect(html).not.toContain(defaultContent.photos.portfolio[0]!.alt);
  });
});
