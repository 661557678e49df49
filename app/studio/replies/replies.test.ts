import { describe, expect, it } from "vitest";
import {
  cleanBody,
  cleanLine,
  fillPlaceholders,
  longGermanDate,
  placeholderValues,
  unfilledPlaceholders,
  unknownPlaceholders,
} from "#app/studio/replies/replies.ts";

describe("placeholders", () => {
  const values = placeholderValues({
    firstName: "Paula",
    package: "signature",
    preferredDate: "14.03.2027",
  });

  it("stand for the first name, the package's name and the date written out", () => {
    expect(values).toEqual({
      vorname: "Paula",
      paket: "Intime Signature",
      datum: "14. März 2027",
    });
    expect(
      fillPlaceholders("Hallo {vorname}, {paket} am {datum}. {Vorname}! { datum }", values),
    ).toBe("Hallo Paula, Intime Signature am 14. März 2027. Paula! 14. März 2027");
  });

  it("leave {datum} in the text when the inquiry has no date, and say so", () => {
    const noDate = placeholderValues({ firstName: "Ida", package: "unsure", preferredDate: null });
    expect(noDate).toEqual({ vorname: "Ida", paket: "Noch unsicher", datum: null });
    const filled = fillPlaceholders("Hallo {vorname}, am {Datum} oder {datum}?", noDate);
    expect(filled).toBe("Hallo Ida, am {datum} oder {datum}?");
    expect(unfilledPlaceholders(filled)).toEqual(["datum"]);
  });

  it("are filled once: a value that looks like a placeholder is not filled again", () => {
    const odd = { vorname: "{paket}", paket: "Lumière", datum: null };
    expect(fillPlaceholders("{vorname} {paket}", odd)).toBe("{paket} Lumière");
  });

  it("tell unknown words in braces apart from the known ones", () => {
    expect(unknownPlaceholders("{vorname} {vornme} {Name} {vornme} {paket} {2} {}")).toEqual([
      "{vornme}",
      "{Name}",
    ]);
    expect(unfilledPlaceholders("{name} {PAKET} {vorname}")).toEqual(["paket", "vorname"]);
  });

  it("write a date that is no calendar date as it was given", () => {
    expect(longGermanDate("31.02.2027")).toBe("31.02.2027");
    expect(longGermanDate("nächste Woche")).toBe("nächste Woche");
    expect(longGermanDate("01.01.2028")).toBe("1. Januar 2028");
  });
});

describe("cleaning", () => {
  it("makes a subject one line: no CR or LF can start a header", () => {
    expect(cleanLine("Hallo\r\nBcc: evil@example.com")).toBe("Hallo Bcc: evil@example.com");
    expect(cleanLine("  A\u2028B\tC\u0085D\u0000E\u202eF  ")).toBe("A B C DEF");
  });

  it("keeps a body's line breaks and drops control characters", () => {
    expect(cleanBody("\n\nHallo Anna,\r\n\r\nZeile 1\rZeile 2  \n\u0007Ende\u202e\n\n  ")).toBe(
      "Hallo Anna,\n\nZeile 1\nZeile 2\nEnde",
    );
  });
});
