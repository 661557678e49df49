import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { isPlaceholder, placeholderFields } from "#app/website/placeholders.ts";
import type { SiteContent } from "#app/website/schema.ts";

describe("the Startklar list", () => {
  it("names every stand-in of a fresh install, with the document it is in", () => {
    const paths = placeholderFields(defaultContent).map(
      (field) => `${field.document}:${field.path}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "facts:facts.studioName",
        "facts:facts.founder",
        "facts:facts.address.street",
        "facts:facts.phone",
        "facts:facts.email",
        "facts:facts.social.url",
        "facts:facts.legal.responsible.name",
        "facts:facts.legal.responsible.address.street",
        "facts:facts.legal.vatId",
        "facts:facts.legal.hosting.name",
        "facts:facts.legal.hosting.address",
        "facts:facts.legal.mailProvider.name",
        "facts:facts.legal.mailProvider.address",
      ]),
    );
    expect(paths).not.toContain("facts:facts.address.city");
  });

  it("finds a stand-in in any text, list items included, and is empty once all are replaced", () => {
    const content = structuredClone(defaultContent) as SiteContent;
    content.home.faq.items[2]!.answer = "Schreib an hallo@example.com.";
    expect(placeholderFields(content)).toContainEqual({
      document: "home",
      path: "home.faq.items.2.answer",
    });

    const real = structuredClone(defaultContent) as SiteContent;
    const facts = real.facts;
    facts.studioName = "Atelier Lumière";
    facts.founder = "Anna Schmitz";
    facts.address.street = "Pontstraße 12";
    facts.phone = "+49 241 123456";
    facts.email = "hallo@atelier-lumiere.de";
    facts.social.url = "https://www.instagram.com/atelier.lumiere";
    facts.legal.responsible = { name: "Anna Schmitz", address: { ...facts.address } };
    facts.legal.vatId = "";
    facts.legal.hosting = {
      name: "Hetzner Online GmbH",
      address: "Industriestr. 25, 91710 Gunzenhausen",
    };
    facts.legal.mailProvider = { name: "mailbox.org", address: "Kurfürstenstr. 6, 10785 Berlin" };
    // The studio's name also stands in the signature and the page title.
    expect(placeholderFields(real).map((field) => field.path)).toEqual([
      "home.philosophy.signature",
      "search.title",
    ]);
    real.home.philosophy.signature = "Anna";
    real.search.title = "Boudoir-Fotografie in Aachen · Atelier Lumière";
    expect(placeholderFields(real)).toEqual([]);
  });

  it("knows the markers regardless of case", () => {
    expect(isPlaceholder("ERIKA MUSTERMANN")).toBe(true);
    expect(isPlaceholder("DE000000000")).toBe(true);
    expect(isPlaceholder("Muster-Hosting GmbH")).toBe(true);
    expect(isPlaceholder("Musterhaus Aachen")).toBe(false);
  });
});
