import { todayInBerlin } from "#app/availability/days.ts";
import { describe, expect, it } from "vitest";
import { parseForm } from "#app/forms/parse-form.ts";
import { maxUploadBytes } from "#app/photos/limits.ts";
import { consentFromForm, consentSchema, describeSchema } from "#app/studio/photos/schema.ts";
import { acceptFor, checkFile } from "#app/studio/photos/upload-client.ts";

describe("the photo page's forms", () => {
  it("read the description on one line and the focal point from percent", () => {
    const result = parseForm(describeSchema, {
      alt: "  Spitze\r\nam   Fenster\t",
      focalX: "33.33",
      focalY: "0",
    });
    expect(result.ok && result.value).toEqual({
      alt: "Spitze am Fenster",
      focal: { x: 0.333, y: 0 },
    });
    expect(parseForm(describeSchema, { alt: "", focalX: "50", focalY: "50" }).ok).toBe(true);
  });

  it("drop the invisible marks that reorder or hide text from the description and the note", () => {
    const described = parseForm(describeSchema, {
      alt: "Spitze \u202Eretsnef\u202C am\u200B Fenster\u2067",
      focalX: "50",
      focalY: "50",
    });
    expect(described.ok && described.value.alt).toBe("Spitze retsnef am Fenster");
    const consent = parseForm(consentSchema("2026-11-26"), {
      showsPerson: true,
      date: "2026-11-01",
      website: true,
      social: false,
      note: "Vertrag\u2066 vom\u200F 1. November\u202E",
    });
    expect(consent.ok && consent.value.note).toBe("Vertrag vom 1. November");
  });

  it("name what is wrong with the description in German, by field", () => {
    const result = parseForm(describeSchema, { alt: "x".repeat(251), focalX: "101", focalY: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      alt: "Höchstens 250 Zeichen.",
      focalX: "Bitte eine Zahl von 0 bis 100 angeben.",
      focalY: "Bitte eine Zahl von 0 bis 100 angeben.",
    });
  });

  it("need the consent's day when the photo shows a person, never a day to come", () => {
    const today = "2026-11-26";
    const posted = (entries: Record<string, string>) =>
      parseForm(consentSchema(today), consentFromForm(new URLSearchParams(entries)));
    const given = posted({
      showsPerson: "on",
      date: "2026-11-20",
      website: "on",
      note: " Vertrag ",
    });
    expect(given.ok && given.value).toEqual({
      showsPerson: true,
      date: "2026-11-20",
      website: true,
      social: false,
      note: "Vertrag",
    });
    const none = posted({ date: "2026-11-20", website: "on" });
    expect(none.ok && none.value.date).toBeNull();
    const missing = posted({ showsPerson: "on" });
    expect(!missing.ok && missing.errors).toEqual({
      date: "Bitte das Datum der Einwilligung angeben.",
    });
    const future = posted({ showsPerson: "on", date: "2026-11-27" });
    expect(!future.ok && future.errors).toEqual({
      date: "Das Datum liegt in der Zukunft.",
    });
    expect(posted({ showsPerson: "on", date: "2026-02-30" }).ok).toBe(false);
  });

  it("take today's date in Berlin", () => {
    expect(todayInBerlin(Date.parse("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
  });
});

describe("the browser's check before an upload", () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

  it("lets photos through by their first bytes, never by their name", async () => {
    expect(await checkFile(new Blob([bytes(0xff, 0xd8, 0xff, 0xe0)]))).toBeNull();
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0]);
    expect(await checkFile(new File([heic], "IMG_0001.jpg"))).toBe("heic");
    expect(await checkFile(new File([new TextEncoder().encode("%PDF-1.7 ……………")], "a.jpg"))).toBe(
      "not-a-photo",
    );
    expect(await checkFile(new Blob([]))).toBe("empty");
  });

  it("refuses a file over the limit before sending a byte of it", async () => {
    const large = { size: maxUploadBytes + 1, slice: () => new Blob() } as unknown as Blob;
    expect(await checkFile(large)).toBe("too-large");
  });
});

describe("the file input's accepted types", () => {
  const iPhone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const macSafari =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
  const macChrome =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const android =
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

  it("leave HEIC out where Apple's browsers convert it to JPEG themselves", () => {
    for (const agent of [iPhone, macSafari]) {
      expect(acceptFor(agent)).toContain("image/jpeg");
      expect(acceptFor(agent)).not.toMatch(/heic|heif/);
    }
  });

  it("keep HEIC elsewhere, so the picker shows it and the page explains", () => {
    for (const agent of [macChrome, android]) expect(acceptFor(agent)).toContain("image/heic");
  });
});
