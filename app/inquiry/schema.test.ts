import { describe, expect, it } from "vitest";
import { parseForm } from "#app/forms/parse-form.ts";
import { limits } from "#app/inquiry/fields.ts";
import { inquiryFormSchema, inquirySchema } from "#app/inquiry/schema.ts";
import { validPayload } from "#tests/support/inquiry.ts";

const valid = { ...validPayload, gdprConsent: true };

function firstError(input: Record<string, unknown>) {
  const result = parseForm(inquiryFormSchema, input);
  return result.ok ? undefined : Object.values(result.errors)[0];
}

describe("inquiry schema", () => {
  it("accepts a valid inquiry and trims text", () => {
    const parsed = inquiryFormSchema.parse({ ...valid, firstName: "  Anna  ", phone: " " });
    expect(parsed.firstName).toBe("Anna");
    expect(parsed.phone).toBeUndefined();
    expect(parsed.preferredDate).toBeUndefined();
  });

  it.each([
    ["firstName", "  ", "Vorname ist erforderlich"],
    ["firstName", "   ", "Vorname ist erforderlich"],
    ["lastName", "", "Nachname ist erforderlich"],
    ["email", "keine-adresse", "Ungültige E-Mail-Adresse"],
    ["email", "anna@", "Ungültige E-Mail-Adresse"],
    ["phone", "0241 abc", "Bitte gib eine gültige Telefonnummer ein"],
    ["preferredDate", "01.01.2020", "Bitte wähle ein gültiges Datum ab heute"],
    ["package", "", "Bitte wähle ein Paket aus"],
    ["message", " ", "Nachricht ist erforderlich"],
    ["message", "  ", "Nachricht ist erforderlich"],
    ["source", "", "Bitte wähle aus, wie du auf uns aufmerksam geworden bist"],
    ["gdprConsent", false, "Du musst der Datenverarbeitung zustimmen"],
  ])("%s %j fails with the spec's message", (field, value, message) => {
    expect(firstError({ ...valid, [field]: value })).toBe(message);
  });

  it.each([
    ["firstName", limits.name, "Vorname darf höchstens 100 Zeichen lang sein"],
    ["lastName", limits.name, "Nachname darf höchstens 100 Zeichen lang sein"],
    ["phone", limits.phone, "Telefonnummer darf höchstens 50 Zeichen lang sein"],
    ["message", limits.message, "Nachricht darf höchstens 1000 Zeichen lang sein"],
  ])("%s accepts %i characters and rejects one more", (field, max, message) => {
    const fill = field === "phone" ? "1" : "a";
    expect(firstError({ ...valid, [field]: fill.repeat(max) })).toBeUndefined();
    expect(firstError({ ...valid, [field]: fill.repeat(max + 1) })).toBe(message);
  });

  it("limits the e-mail address to 255 characters", () => {
    const at = "@example.com";
    expect(firstError({ ...valid, email: "a".repeat(255 - at.length) + at })).toBeUndefined();
    expect(firstError({ ...valid, email: "a".repeat(256 - at.length) + at })).toBe(
      "Ungültige E-Mail-Adresse",
    );
  });

  it.each(["a@b.de, c@d.de", "a@b.de\nBcc: c@d.de", "a@b.de\r\nc@d.de", "<a@b.de>", "a b@c.de"])(
    "rejects the address list or header trick %j",
    (email) => {
      expect(firstError({ ...valid, email })).toBe("Ungültige E-Mail-Adresse");
    },
  );

  it("trims before checking lengths and hands on the trimmed values", () => {
    const parsed = inquiryFormSchema.parse({
      ...valid,
      lastName: ` ${"b".repeat(limits.name)} `,
      email: "  anna@example.com\t",
      message: `\n${"m".repeat(limits.message)}  `,
      phone: " 0241 123 ",
    });
    expect(parsed.lastName).toHaveLength(limits.name);
    expect(parsed.email).toBe("anna@example.com");
    expect(parsed.message).toHaveLength(limits.message);
    expect(parsed.phone).toBe("0241 123");
  });

  it("writes its own German messages where the spec leaves them open", () => {
    expect(firstError({ ...valid, lastName: "Müller\r\nX" })).toBe(
      "Nachname darf nur aus einer Zeile bestehen",
    );
    expect(firstError({ ...valid, message: "a".repeat(limits.message + 1) })).toBe(
      "Nachricht darf höchstens 1000 Zeichen lang sein",
    );
    expect(firstError({ ...valid, email: undefined })).toBe("Ungültige E-Mail-Adresse");
    expect(firstError({ ...valid, package: "Platinum Paket" })).toBe("Bitte wähle ein Paket aus");
    expect(firstError({ ...valid, source: "tiktok" })).toBe(
      "Bitte wähle aus, wie du auf uns aufmerksam geworden bist",
    );
  });

  it("accepts any package id the owner's content may hold, and 'unsure'", () => {
    for (const id of ["platinum", "mini-2", "unsure", "lumiere"])
      expect(inquirySchema.parse({ ...validPayload, package: id }).package).toBe(id);
    for (const id of ["", "-mini", "Mini", "mini paket", "a".repeat(41), 3])
      expect(firstError({ ...valid, package: id })).toBe("Bitte wähle ein Paket aus");
  });

  it("rejects line breaks in names and letters in the phone number", () => {
    expect(firstError({ ...valid, firstName: "Anna\nBcc: x@y.de" })).toBe(
      "Vorname darf nur aus einer Zeile bestehen",
    );
    expect(firstError({ ...valid, phone: "0241 abc" })).toBe(
      "Bitte gib eine gültige Telefonnummer ein",
    );
  });

  it.each([
    ["U+202E right-to-left override", "\u202e"],
    ["U+202A left-to-right embedding", "\u202a"],
    ["U+2066 left-to-right isolate", "\u2066"],
    ["U+2069 pop directional isolate", "\u2069"],
    ["U+200F right-to-left mark", "\u200f"],
    ["U+061C Arabic letter mark", "\u061c"],
  ])("refuses a name with a bidi control (%s) in German", (_name, control) => {
    expect(firstError({ ...valid, firstName: `Anna${control}gpj.exe` })).toBe(
      "Vorname enthält unsichtbare Steuerzeichen. Bitte tippe ihn noch einmal ein.",
    );
    expect(firstError({ ...valid, lastName: `${control}Müller` })).toBe(
      "Nachname enthält unsichtbare Steuerzeichen. Bitte tippe ihn noch einmal ein.",
    );
  });

  it("keeps joiners in names (scripts and emoji need them)", () => {
    expect(firstError({ ...valid, firstName: "👩\u200d🦰 Anna" })).toBeUndefined();
    expect(firstError({ ...valid, lastName: "Mehr\u200cabadi" })).toBeUndefined();
  });

  it("keeps the message's text and line breaks, drops other control and bidi characters", () => {
    const parsed = inquirySchema.parse({
      ...validPayload,
      message:
        "Hallo\r\nzweite\u2028dritte\rvierte\n\tEinzug\u0000\u001b[31m rot\u202eevil\u2066x\u2069",
    });
    expect(parsed.message).toBe("Hallo\nzweite\ndritte\nvierte\n Einzug[31m rotevilx");
    // Nothing but control characters is no message.
    expect(firstError({ ...valid, message: "\u0000\u202e\u0007" })).toBe(
      "Nachricht ist erforderlich",
    );
  });

  it("accepts a future German date and rejects past or impossible ones", () => {
    expect(firstError({ ...valid, preferredDate: "01.01.2099" })).toBeUndefined();
    expect(firstError({ ...valid, preferredDate: "01.01.2000" })).toBe(
      "Bitte wähle ein gültiges Datum ab heute",
    );
    expect(firstError({ ...valid, preferredDate: "31.02.2099" })).toBe(
      "Bitte wähle ein gültiges Datum ab heute",
    );
  });

  it("reports the first failing field in form order", () => {
    expect(firstError({ ...valid, firstName: "", message: "", gdprConsent: false })).toBe(
      "Vorname ist erforderlich",
    );
  });

  it("the payload schema has no consent and ignores unknown fields", () => {
    const { gdprConsent: _consent, ...payload } = valid;
    const parsed = inquirySchema.parse({ ...payload, extra: "ignored", __proto__: { x: 1 } });
    expect(parsed).not.toHaveProperty("gdprConsent");
    expect(parsed).not.toHaveProperty("extra");
  });
});
