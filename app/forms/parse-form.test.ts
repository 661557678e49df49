import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formMessages } from "#app/content/forms.ts";
import { formObject, parseForm } from "#app/forms/parse-form.ts";

const contact = z.object({
  name: z.string().trim().min(1, { error: "Name fehlt" }).max(5, { error: "Name zu lang" }),
  address: z.object({
    city: z.string().min(1, { error: "Ort fehlt" }),
    lines: z.array(z.string().min(1, { error: "Zeile leer" })),
  }),
  age: z.coerce.number().int({ error: "Ganze Zahl" }).min(18, { error: "Zu jung" }),
});

describe("parseForm", () => {
  it("hands on the schema's value, transformed", () => {
    const input = { name: " Anna ", address: { city: "Aachen", lines: ["a"] }, age: "30" };
    expect(parseForm(contact, input)).toEqual({
      ok: true,
      value: { name: "Anna", address: { city: "Aachen", lines: ["a"] }, age: 30 },
    });
  });

  it("names each field by its dotted path, in the order of the fields", () => {
    const input = { name: "", address: { city: "", lines: ["x", ""] }, age: "30" };
    const result = parseForm(contact, input);
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { name: "Name fehlt", "address.city": "Ort fehlt", "address.lines.1": "Zeile leer" },
    });
    expect(!result.ok && Object.keys(result.errors)).toEqual([
      "name",
      "address.city",
      "address.lines.1",
    ]);
  });

  it("keeps the first message per field", () => {
    const twoRules = z.object({
      code: z
        .string()
        .regex(/^\d+$/, { error: "Nur Ziffern" })
        .length(5, { error: "Genau 5 Ziffern" }),
    });
    expect(parseForm(twoRules, { code: "abc" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { code: "Nur Ziffern" },
    });
    expect(parseForm(contact, { ...valid(), age: "17.5" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { age: "Ganze Zahl" },
    });
  });

  it("says in German what a rule without words of its own found", () => {
    const result = parseForm(contact, { name: "Anna", address: 5 });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { address: formMessages.invalid, age: formMessages.invalid },
    });
    const bare = z.object({ kind: z.enum(["a", "b"]), flag: z.boolean(), note: z.string() });
    expect(parseForm(bare, { kind: "c", flag: "yes" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        kind: formMessages.invalid,
        flag: formMessages.invalid,
        note: formMessages.required,
      },
    });
  });

  it("keeps a schema's own message for a missing or mistyped value", () => {
    const own = z.object({ email: z.string({ error: "E-Mail fehlt" }) });
    expect(parseForm(own, {})).toEqual({
      ok: false,
      reason: "invalid",
      errors: { email: "E-Mail fehlt" },
    });
    expect(parseForm(own, { email: 3 })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { email: "E-Mail fehlt" },
    });
  });

  it("names a problem of the whole input by the empty path", () => {
    const pair = z
      .object({ from: z.string(), to: z.string() })
      .refine(({ from, to }) => from <= to, { error: "Falsche Reihenfolge" });
    expect(parseForm(pair, { from: "b", to: "a" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "": "Falsche Reihenfolge" },
    });
    expect(parseForm(z.object({ a: z.string() }), "text")).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "": formMessages.invalid },
    });
  });

  it("reads a posted form: a name sent twice is a list, an unticked checkbox is missing", () => {
    const form = new FormData();
    form.append("id", "a");
    form.append("id", "b");
    form.append("weekday", "3");
    form.append("note", "");
    expect(formObject(form)).toEqual({ id: ["a", "b"], weekday: "3", note: "" });

    const settings = z.object({
      id: z.array(z.string()).min(1),
      note: z.string(),
      shown: z
        .literal("on")
        .optional()
        .transform((value) => value === "on"),
    });
    expect(parseForm(settings, form)).toEqual({
      ok: true,
      value: { id: ["a", "b"], note: "", shown: false },
    });
    form.append("shown", "on");
    expect(parseForm(settings, form)).toMatchObject({ ok: true, value: { shown: true } });
    expect(parseForm(settings, new URLSearchParams("id=a&note=x"))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { id: formMessages.invalid },
    });
  });
});

function valid() {
  return { name: "Anna", address: { city: "Aachen", lines: [] }, age: "30" };
}
