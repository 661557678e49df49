import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import {
  datenschutz,
  impressum,
  legalDocument,
  legalPaths,
  nutzungsbedingungen,
  type Inline,
  type LegalDocument,
} from "#app/content/legal.ts";
import { legalLinks } from "#app/content/navigation.ts";
import type { Facts } from "#app/website/schema.ts";

const facts = defaultContent.facts;
const retentionDays = 90;
const documents = legalPaths.map((path) => legalDocument(path, facts, retentionDays));

const textOf = (document: LegalDocument) =>
  JSON.stringify(document.sections.map((section) => [section.title, section.blocks]));

const links = (document: LegalDocument) =>
  document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      const inlines: Inline[] =
        block.kind === "paragraph"
          ? block.content
          : block.kind === "lines"
            ? block.lines.flat()
            : block.items.flat();
      return inlines.filter((part) => typeof part !== "string").map((part) => part.href);
    }),
  );

/** Another studio's facts: a different name, address and responsible person. */
const other: Facts = {
  ...facts,
  studioName: "Studio Lichtblick",
  founder: "Mara Beispiel",
  address: { street: "Lindenweg 7", postalCode: "50667", city: "Köln" },
  phone: "+49 221 1234567",
  email: "kontakt@lichtblick.example",
  legal: {
    ...facts.legal,
    responsible: {
      name: "Jana Verantwortlich",
      address: { street: "Domplatz 3", postalCode: "50668", city: "Köln" },
    },
    vatId: "DE123456789",
    hosting: { name: "Beispiel-Server AG", address: "Serverweg 9, 20095 Hamburg" },
  },
};
const smallBusiness: Facts = { ...other, vat: "small-business" };
const vatWording = /MwSt|Mehrwertsteuer|Umsatzsteuer-Identifikationsnummer|USt-IdNr/;
const section19 = "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.";

describe("legal texts", () => {
  it("name the current laws in the Impressum and omit the closed EU ODR platform", () => {
    const text = textOf(impressum(facts));
    expect(text).toContain("§ 5 DDG");
    expect(text).toContain("§ 18 Abs. 2 MStV");
    expect(text).not.toContain("TMG");
    expect(text).not.toMatch(/odr|Streitbeilegung/i);
    expect(text).toContain(facts.address.street);
    expect(links(impressum(facts))).toContain("/datenschutz");
  });

  it("state the retention period, legal bases and the supervisory authority", () => {
    const text = textOf(datenschutz(facts, retentionDays));
    expect(text).toContain(`nach ${retentionDays} Tagen`);
    expect(text).toContain("Art. 6 Abs. 1 lit. b DSGVO");
    expect(text).toContain("Art. 6 Abs. 1 lit. f DSGVO");
    expect(text).toContain("§ 25 Abs. 2 Nr. 2 TDDDG");
    expect(text).toContain("Kavalleriestraße 2–4");
    expect(text).toContain("40213 Düsseldorf");
  });

  it("give every section a unique id within its page", () => {
    for (const document of documents) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("legal texts from other facts", () => {
  it("name the studio, its address, contact and the responsible person from the facts", () => {
    const document = impressum(other);
    const text = textOf(document);
    for (const value of [
      "Studio Lichtblick",
      "Mara Beispiel",
      "Lindenweg 7",
      "50667 Köln",
      "Jana Verantwortlich",
      "Domplatz 3",
      "50668 Köln",
    ])
      expect(text).toContain(value);
    expect(text).not.toContain(facts.studioName);
    expect(text).not.toContain(facts.address.street);
    expect(document.description).toContain("Studio Lichtblick");
    expect(links(document)).toEqual(
      expect.arrayContaining(["tel:+492211234567", "mailto:kontakt@lichtblick.example"]),
    );
  });

  it("name the processors and the retention period given", () => {
    const text = textOf(datenschutz(other, 30));
    expect(text).toContain("Beispiel-Server AG, Serverweg 9, 20095 Hamburg");
    expect(text).toContain("nach 30 Tagen");
  });

  it("show the VAT id when there is one, and no line without one", () => {
    expect(textOf(impressum(other))).toContain(
      "Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE123456789",
    );
    const withoutId = impressum({ ...other, legal: { ...other.legal, vatId: "" } });
    expect(textOf(withoutId)).not.toMatch(vatWording);
    expect(textOf(withoutId)).not.toContain(section19);
  });

  it("under § 19 UStG: the note instead of any VAT wording, on every legal page", () => {
    const pages = legalPaths.map((path) => textOf(legalDocument(path, smallBusiness, 90)));
    for (const text of pages) expect(text).not.toMatch(vatWording);
    expect(textOf(impressum(smallBusiness))).toContain(section19);
    expect(textOf(impressum(smallBusiness))).not.toContain("DE123456789");
    expect(textOf(nutzungsbedingungen(smallBusiness))).toContain(section19);
    expect(textOf(nutzungsbedingungen(other))).toContain(
      "inklusive der gesetzlichen Mehrwertsteuer",
    );
  });
});

describe("legal links", () => {
  it("point at exactly the legal pages, in their order", () => {
    expect(legalLinks.map((link) => link.href)).toEqual([...legalPaths]);
    expect(documents.map((document) => document.path)).toEqual([...legalPaths]);
  });
});
