import { describe, expect, it } from "vitest";
import {
  applyListOperation,
  documentFromForm,
  documentOfSlug,
  errorFor,
  listIntent,
  newPackageId,
  parseListIntent,
} from "#app/studio/website/editor.ts";
import { packageIdPattern } from "#app/website/package-id.ts";

describe("the editor's forms", () => {
  it("map the pages' URLs to documents", () => {
    expect(documentOfSlug("studio")).toBe("facts");
    expect(documentOfSlug("startseite")).toBe("home");
    expect(documentOfSlug("suche")).toBe("search");
    expect(documentOfSlug("verlauf")).toBeNull();
  });

  it("read a package's features one per line and its Beliebt checkbox", () => {
    const home = documentFromForm("home", [
      ["home.packages.items.0.id", "essence"],
      ["home.packages.items.0.features", "Eins\r\n\r\n  Zwei  \n"],
      ["home.packages.items.0.popular", "on"],
      ["home.packages.items.1.id", "lumiere"],
    ]) as { packages: { items: { features: string[]; popular: boolean }[] } };
    expect(home.packages.items[0]).toMatchObject({ features: ["Eins", "Zwei"], popular: true });
    expect(home.packages.items[1]).toMatchObject({ features: [], popular: false });
  });

  it("add, remove and move list items within their limits", () => {
    const doc = () => ({ faq: { items: [{ question: "a" }, { question: "b" }] } });
    const op = (intent: string) =>
      applyListOperation(doc(), parseListIntent(intent)!) as ReturnType<typeof doc>;
    expect(op(listIntent("home.faq.items", "down", 0)).faq.items).toEqual([
      { question: "b" },
      { question: "a" },
    ]);
    expect(op(listIntent("home.faq.items", "up", 0)).faq.items).toEqual([
      { question: "a" },
      { question: "b" },
    ]);
    expect(op(listIntent("home.faq.items", "remove", 1)).faq.items).toEqual([{ question: "a" }]);
    expect(op(listIntent("home.faq.items", "add")).faq.items).toHaveLength(3);
    const one = { faq: { items: [{ question: "a" }] } };
    expect(applyListOperation(one, parseListIntent("list:home.faq.items:remove:0")!)).toEqual(one);
    expect(parseListIntent("list:home.hero.trustPoints:add")).toBeNull();
    expect(parseListIntent("save")).toBeNull();
  });

  it("give a new package a fresh id the schema accepts", () => {
    const ids = new Set(Array.from({ length: 50 }, newPackageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(packageIdPattern);
  });

  it("show a list's item messages at the control that holds the list", () => {
    const errors = { "home.packages.items.0.features.2": "Höchstens 100 Zeichen." };
    expect(errorFor(errors, "home.packages.items.0.features")).toBeUndefined();
    expect(errorFor(errors, "home.packages.items.0.features", true)).toBe("Höchstens 100 Zeichen.");
  });
});
