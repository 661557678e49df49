import { describe, expect, it } from "vitest";
import { parseFormPaths, valueAt } from "#app/website/form-paths.ts";

describe("form paths", () => {
  it("turn dotted names into the nested document, indices into arrays in order", () => {
    const entries: [string, unknown][] = [
      ["intent", "save"],
      ["home.faq.heading", "Fragen"],
      ["home.faq.items.1.question", "Zweite?"],
      ["home.faq.items.0.question", "Erste?"],
      ["home.faq.items.0.answer", "Ja."],
      ["home.faq.items.1.answer", "Nein."],
      ["home.hero.trustPoints.0", "a"],
      ["home.hero.trustPoints.2", "c"],
      ["facts.phone", "ignored: another document"],
    ];
    expect(parseFormPaths(entries, "home")).toEqual({
      faq: {
        heading: "Fragen",
        items: [
          { question: "Erste?", answer: "Ja." },
          { question: "Zweite?", answer: "Nein." },
        ],
      },
      hero: { trustPoints: ["a", "c"] },
    });
  });

  it("ignores files, empty segments and prototype keys", () => {
    const file = new File(["x"], "x.txt");
    const parsed = parseFormPaths(
      [
        ["facts.studioName", file],
        ["facts..x", "a"],
        ["facts.__proto__.polluted", "yes"],
        ["facts.phone", "1"],
      ],
      "facts",
    );
    expect(parsed).toEqual({ phone: "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("read a value back by its path", () => {
    const tree = { home: { faq: { items: [{ answer: "Ja." }] } } };
    expect(valueAt(tree, "home.faq.items.0.answer")).toBe("Ja.");
    expect(valueAt(tree, "home.faq.items.3.answer")).toBeUndefined();
    expect(valueAt(tree, "home.faq.heading.x")).toBeUndefined();
  });

  it("ignores a name nested deeper than any field, however deep", () => {
    const deep = `home.${"a.".repeat(50_000)}b`;
    const indices = `home.faq.items.${"0.".repeat(50_000)}answer`;
    const entries: [string, unknown][] = [
      [deep, "x"],
      [indices, "y"],
      ["home.faq.heading", "Fragen"],
      ["home.packages.items.0.features", "Eine Stunde"],
    ];
    expect(parseFormPaths(entries, "home")).toEqual({
      faq: { heading: "Fragen" },
      packages: { items: [{ features: "Eine Stunde" }] },
    });
  });
});
