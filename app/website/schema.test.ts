import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defaultContent } from "#app/content/website/defaults.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import {
  factsSchema,
  homeSchema,
  searchSchema,
  siteContentSchema,
  type SiteContent,
} from "#app/website/schema.ts";

/** A document checked under its name, as the store checks it: the paths start with the name. */
const under = (name: string, schema: z.ZodType, input: unknown) =>
  parseForm(z.object({ [name]: schema }), { [name]: input });

const home = () => structuredClone(defaultContent.home);
const facts = () => structuredClone(defaultContent.facts);

describe("the content schemas", () => {
  it("accept today's site as it is", () => {
    expect(parseForm(siteContentSchema, defaultContent)).toEqual({
      ok: true,
      value: defaultContent,
    });
  });

  it("name each broken rule at its field, in German", () => {
    const input = facts();
    input.address.postalCode = "520";
    input.email = "keine-adresse";
    input.social.url = "http://instagram.com/studio";
    input.legal.vatId = "123";
    input.studioName = "   ";
    input.phone = "ruf mich an";
    expect(under("facts", factsSchema, input)).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        "facts.studioName": "Dieses Feld darf nicht leer sein.",
        "facts.address.postalCode": "Bitte eine Postleitzahl mit 5 Ziffern angeben.",
        "facts.phone": "Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - angeben.",
        "facts.email": "Bitte eine gültige E-Mail-Adresse angeben.",
        "facts.social.url": "Bitte eine vollständige Adresse angeben, die mit https:// beginnt.",
        "facts.legal.vatId":
          "Bitte die USt-IdNr. im Format DE123456789 angeben (oder leer lassen).",
      },
    });
  });

  it("hold lengths, counts and the one popular package", () => {
    const input = home();
    input.hero.headline = "x".repeat(121);
    input.hero.trustPoints = ["Diskret", "Einfühlsam"];
    input.packages.items = [];
    input.faq.items = Array.from({ length: 13 }, () => ({ question: "Frage?", answer: "Ja." }));
    const result = under("home", homeSchema, input);
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        "home.hero.headline": "Höchstens 120 Zeichen.",
        "home.hero.trustPoints": "Genau 3 Vertrauenspunkte.",
        "home.packages.items": "Mindestens 1 Paket.",
        "home.faq.items": "Höchstens 12 Fragen.",
      },
    });

    const crowded = home();
    crowded.packages.items = [...crowded.packages.items, ...crowded.packages.items].slice(0, 5);
    expect(under("home", homeSchema, crowded)).toMatchObject({
      errors: { "home.packages.items": "Höchstens 4 Pakete." },
    });

    const popular = home();
    for (const item of popular.packages.items) item.popular = true;
    expect(under("home", homeSchema, popular)).toMatchObject({
      errors: { "home.packages.items": "Höchstens ein Paket kann als „Beliebt“ markiert sein." },
    });
  });

  it("take prices in whole euros only, as a form posts them too", () => {
    const input = home();
    const item = input.packages.items[1]! as { price: unknown };
    item.price = "520";
    expect(parseForm(homeSchema, input)).toMatchObject({ ok: true });
    for (const price of ["480,50", "0", "-5", "100001", ""]) {
      item.price = price;
      expect(parseForm(homeSchema, input), price).toMatchObject({
        errors: {
          "packages.items.1.price": "Bitte einen Preis in ganzen Euro angeben, von 1 bis 100.000.",
        },
      });
    }
  });

  it("keep text as text: line breaks where a field has paragraphs, none in a heading", () => {
    const input = home();
    input.faq.items[0]!.answer = "Erste Zeile\r\nZweite Zeile\t<b>fett</b>\u0007";
    input.hero.headline = "Zwei\nZeilen";
    const result = parseForm(homeSchema, input);
    expect(result).toMatchObject({ errors: { "hero.headline": "Bitte ohne Zeilenumbruch." } });

    input.hero.headline = "Eine Zeile";
    const ok = parseForm(homeSchema, input);
    expect(ok.ok && ok.value.faq.items[0]!.answer).toBe("Erste Zeile\nZweite Zeile <b>fett</b>");
  });

  it("drop the invisible marks that reorder or hide text, and keep the ones emoji and words need", () => {
    const content = structuredClone(defaultContent);
    // "Boudoir in Aachen", shown with a file name that reads backwards.
    content.home.hero.headline = "Boudoir \u202Eexe.fdp\u202C in Aachen";
    content.home.faq.items[0]!.answer =
      "\u2066Ja\u2069,\u200E gern\u200F.\u061C Mit\u200B Termin\uFEFF\u2060.\u{E0041}\u{E0042}";
    content.photos.hero[0]!.alt = "Rücken im \u202DLicht\u202A";
    content.facts.email = "kontakt\u200B@atelier.example";
    content.facts.social.url = "https://instagram.com/\u202Eatelier";
    // Joiners inside emoji, a soft hyphen, a flag's tag sequence: wanted.
    content.home.hero.tagline =
      "Für uns 👩\u200D❤\uFE0F\u200D👨, Foto\u00ADgrafie 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
    const result = parseForm(siteContentSchema, content);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { value } = result;
    expect(value.home.hero.headline).toBe("Boudoir exe.fdp in Aachen");
    expect(value.home.faq.items[0]!.answer).toBe("Ja, gern. Mit Termin.");
    expect(value.photos.hero[0]!.alt).toBe("Rücken im Licht");
    expect(value.facts.email).toBe("kontakt@atelier.example");
    expect(value.facts.social.url).toBe("https://instagram.com/atelier");
    expect(value.home.hero.tagline).toBe(content.home.hero.tagline);
  });

  it("refuse a package id the form keeps for itself or that is no slug", () => {
    for (const id of ["unsure", "Lumière", "", "a b"]) {
      const input = home();
      input.packages.items[0]!.id = id;
      expect(parseForm(homeSchema, input), id).toMatchObject({ ok: false });
    }
  });

  it("limit what search engines are given", () => {
    expect(parseForm(searchSchema, { title: "x".repeat(71), description: "" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { title: "Höchstens 70 Zeichen.", description: "Dieses Feld darf nicht leer sein." },
    });
  });

  it("name a missing or mistyped section in German too, as an imported file may have them", () => {
    const { home: _home, ...withoutHome } = structuredClone(defaultContent);
    expect(
      parseForm(siteContentSchema, { ...withoutHome, facts: { ...withoutHome.facts, legal: 5 } }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        "facts.legal": "Dieser Wert ist ungültig.",
        home: "Dieses Feld darf nicht leer sein.",
      },
    });
  });

  it("know the VAT status by its two values only", () => {
    const input = { ...facts(), vat: "zero" } as unknown as SiteContent["facts"];
    expect(parseForm(factsSchema, input)).toMatchObject({
      errors: { vat: "Bitte eine der beiden Angaben zur Umsatzsteuer wählen." },
    });
  });
});
