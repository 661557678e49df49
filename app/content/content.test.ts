import { describe, expect, it } from "vitest";
import { formatEuro } from "#app/lib/format.ts";
import { creatorsMailHref } from "#app/content/creators.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { hero } from "#app/content/hero.ts";
import { installmentLine } from "#app/content/packages.ts";
import { philosophy } from "#app/content/philosophy.ts";
import { siteContentSchema } from "#app/website/schema.ts";

const { facts, home, photos } = defaultContent;
const { faq, creators } = home;
const steps = home.experience.steps;
const packages = home.packages.items;

const plain = (text: string) => text.replace(/\s/g, " ");

describe("portfolio", () => {
  it("has 22 images, each with German alt text and a unique id", () => {
    expect(photos.portfolio).toHaveLength(22);
    for (const image of photos.portfolio) expect(image.alt.trim().length).toBeGreaterThan(10);
    expect(new Set(photos.portfolio.map((image) => image.id)).size).toBe(22);
  });
});

describe("hero", () => {
  it("rotates three images every 5 seconds and lists the three trust points", () => {
    expect(photos.hero).toHaveLength(3);
    expect(hero.slideIntervalMs).toBe(5000);
    expect(home.hero.trustPoints).toHaveLength(3);
    expect(hero.primaryAction.href).toBe("#contact");
    expect(hero.secondaryAction.href).toBe("#portfolio");
  });
});

describe("philosophy", () => {
  it("has three paragraphs revealed at half visibility, signed by the founder", () => {
    expect(home.philosophy.paragraphs).toHaveLength(3);
    expect(philosophy.revealThreshold).toBe(0.5);
    expect(home.philosophy.signature).toBe(facts.founder);
    expect(facts.founderTitle).toBe("Gründerin & Fotografin");
  });
});

describe("experience steps", () => {
  it("are the spec's four steps in order, each with icon and description", () => {
    expect(steps.map((step) => step.title)).toEqual([
      "Beratung",
      "Das Shooting",
      "Auswahl",
      "Lieferung",
    ]);
    for (const step of steps) {
      expect(step.icon).toBeTruthy();
      expect(step.description.length).toBeGreaterThan(20);
    }
    expect(new Set(steps.map((step) => step.icon)).size).toBe(4);
  });
});

describe("faq", () => {
  it("has six answered questions", () => {
    expect(faq.items).toHaveLength(6);
    for (const entry of faq.items) {
      expect(entry.question.endsWith("?")).toBe(true);
      expect(entry.answer.length).toBeGreaterThan(20);
    }
  });

  it("keeps the spec's statements: from 650 € and installments possible", () => {
    const answers = plain(faq.items.map((entry) => entry.answer).join(" "));
    expect(answers).toContain("ab 650 € für ein komplettes Erlebnis");
    expect(answers).toContain("Ratenzahlung ist möglich");
  });
});

describe("packages", () => {
  it("are the three packages of spec section 9 with exactly one popular", () => {
    expect(packages.map(({ name, price }) => [name, price])).toEqual([
      ["Essence", 250],
      ["Lumière", 480],
      ["Intime Signature", 790],
    ]);
    expect(packages.filter((offer) => offer.popular).map((offer) => offer.id)).toEqual(["lumiere"]);
  });

  it("show German prices and the rounded installment lines", () => {
    expect(packages.map((offer) => plain(formatEuro(offer.price)))).toEqual([
      "250 €",
      "480 €",
      "790 €",
    ]);
    expect(packages.map((offer) => plain(installmentLine(offer.price)))).toEqual([
      "oder in 3 Raten à 83 €",
      "oder in 3 Raten à 160 €",
      "oder in 3 Raten à 263 €",
    ]);
  });

  it("list the features the spec names", () => {
    const [essence, lumiere, signature] = packages;
    expect(essence?.features).toEqual(expect.arrayContaining(["15 bearbeitete Bilder"]));
    expect(lumiere?.features).toEqual(expect.arrayContaining(["Kleine Geschenkbox mit Prints"]));
    expect(signature?.features).toEqual(
      expect.arrayContaining(["Fine-Art-Box mit hochwertigen Prints"]),
    );
  });
});

describe("creators", () => {
  it("has three feature cards and a mailto link to the studio with a German subject", () => {
    expect(creators.features).toHaveLength(3);
    const url = new URL(creatorsMailHref(facts.email, creators.mailSubject));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(facts.email);
    expect(url.searchParams.get("subject")).toBe(creators.mailSubject);
  });
});

describe("the default content", () => {
  it("passes the schema the owner's releases pass", () => {
    expect(siteContentSchema.parse(defaultContent)).toEqual(defaultContent);
  });
});
