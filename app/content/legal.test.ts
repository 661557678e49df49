import { describe, expect, it } from "vitest";
import {
  datenschutz,
  impressum,
  legalDocuments,
  retentionDays,
  type Inline,
} from "#app/content/legal.ts";
import { legalLinks } from "#app/content/navigation.ts";
import { studio } from "#app/content/site.ts";

const textOf = (document: (typeof legalDocuments)[number]) =>
  JSON.stringify(document.sections.map((section) => [section.title, section.blocks]));

const links = (document: (typeof legalDocuments)[number]) =>
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

describe("legal texts", () => {
  it("name the current laws in the Impressum and omit the closed EU ODR platform", () => {
    const text = textOf(impressum);
    expect(text).toContain("§ 5 DDG");
    expect(text).toContain("§ 18 Abs. 2 MStV");
    expect(text).not.toContain("TMG");
    expect(text).not.toMatch(/odr|Streitbeilegung/i);
    expect(text).toContain(studio.street);
    expect(links(impressum)).toContain("/datenschutz");
  });

  it("state the retention period, legal bases and the supervisory authority", () => {
    const text = textOf(datenschutz);
    expect(text).toContain(`nach ${retentionDays} Tagen`);
    expect(text).toContain("Art. 6 Abs. 1 lit. b DSGVO");
    expect(text).toContain("Art. 6 Abs. 1 lit. f DSGVO");
    expect(text).toContain("§ 25 Abs. 2 Nr. 2 TDDDG");
    expect(text).toContain("Kavalleriestraße 2–4");
    expect(text).toContain("40213 Düsseldorf");
  });

  it("give every section a unique id within its page", () => {
    for (const document of legalDocuments) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("legal links", () => {
  it("point at exactly the legal pages, in their order", () => {
    expect(legalLinks.map((link) => link.href)).toEqual(legalDocuments.map((doc) => doc.path));
  });
});
