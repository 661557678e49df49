import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { starterTemplates, templatesCopy } from "#app/content/studio/replies.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import {
  fillPlaceholders,
  placeholderValues,
  unfilledPlaceholders,
} from "#app/studio/replies/replies.ts";
import { replySchema } from "#app/studio/replies/schema.ts";
import {
  addStarterTemplates,
  deleteTemplate,
  getTemplate,
  listTemplates,
  saveTemplate,
} from "#app/studio/replies/templates.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const starters = starterTemplates(defaultContent.facts);

function setUp() {
  const { db } = testDatabase();
  let now = Date.parse("2026-11-20T09:00:00Z");
  return { db, deps: { db, clock: () => now }, advance: (ms: number) => (now += ms) };
}

describe("Textbausteine", () => {
  it("are created, listed by name, edited and deleted", () => {
    const { deps, advance } = setUp();
    const later = saveTemplate(deps, {
      promisesDate: false,
      name: "Zusage",
      subject: "Gebucht",
      body: "Hallo {vorname}",
    });
    const first = saveTemplate(deps, {
      promisesDate: false,
      name: "  absage\r\nfreundlich ",
      subject: "Re:\tDeine Anfrage",
      body: "Hallo {vorname},\r\n\r\nleider …\r\n",
    });
    expect(later).toEqual({ ok: true, id: expect.any(Number) });
    expect(first).toEqual({ ok: true, id: expect.any(Number) });
    const list = listTemplates(deps);
    // Case-insensitive by name; stored cleaned (one-line name and subject, LF line breaks).
    expect(list.map(({ name, subject, body }) => ({ name, subject, body }))).toEqual([
      {
        name: "absage freundlich",
        subject: "Re: Deine Anfrage",
        body: "Hallo {vorname},\n\nleider …",
      },
      { name: "Zusage", subject: "Gebucht", body: "Hallo {vorname}" },
    ]);

    advance(60_000);
    const id = first.ok ? first.id : -1;
    expect(
      saveTemplate(
        deps,
        { promisesDate: false, name: "Absage", subject: "Re: Anfrage", body: "Neu" },
        id,
      ),
    ).toEqual({
      ok: true,
      id,
    });
    expect(getTemplate(deps, id)).toEqual({
      id,
      name: "Absage",
      subject: "Re: Anfrage",
      body: "Neu",
      promisesDate: false,
      updatedAt: Date.parse("2026-11-20T09:01:00Z"),
    });
    expect(deleteTemplate(deps, id)).toBe(true);
    expect(deleteTemplate(deps, id)).toBe(false);
    expect(getTemplate(deps, id)).toBeNull();
    expect(
      saveTemplate(deps, { promisesDate: false, name: "X", subject: "Y", body: "Z" }, id),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(listTemplates(deps)).toHaveLength(1);
  });

  it("need a name, a subject and a text within their limits, and only known placeholders", () => {
    const { deps } = setUp();
    const { errors } = templatesCopy;
    expect(
      saveTemplate(deps, { promisesDate: false, name: " ", subject: "\n", body: " \n " }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        name: errors.empty.name,
        subject: errors.empty.subject,
        body: errors.empty.body,
      },
    });
    expect(
      saveTemplate(deps, {
        promisesDate: false,
        name: "n".repeat(81),
        subject: "s".repeat(201),
        body: "b".repeat(10_001),
      }),
    ).toMatchObject({
      errors: {
        name: errors.tooLong.name(80),
        subject: errors.tooLong.subject(200),
        body: errors.tooLong.body(10_000),
      },
    });
    expect(
      saveTemplate(deps, {
        promisesDate: false,
        name: "Tippfehler",
        subject: "Am {termin}",
        body: "Hallo {vornme} {vorname}",
      }),
    ).toMatchObject({
      errors: {
        subject: errors.unknownPlaceholder(["{termin}"]),
        body: errors.unknownPlaceholder(["{vornme}"]),
      },
    });
    expect(listTemplates(deps)).toEqual([]);
  });

  it("start with two suggestions, offered only while there are none", () => {
    const { deps } = setUp();
    expect(addStarterTemplates(deps, starters)).toBe(2);
    expect(addStarterTemplates(deps, starters)).toBe(0);
    expect(listTemplates(deps).map((template) => template.name)).toEqual([
      "Erste Antwort mit Vorgespräch",
      "Wunschtermin bestätigen",
    ]);
    for (const template of listTemplates(deps)) deleteTemplate(deps, template.id);
    saveTemplate(deps, { promisesDate: false, name: "Eigene", subject: "Hallo", body: "Text" });
    expect(addStarterTemplates(deps, starters)).toBe(0);
    expect(listTemplates(deps)).toHaveLength(1);
  });

  it("suggestions, filled from an inquiry with a date, can be sent as they are", () => {
    const values = placeholderValues({
      firstName: "Paula",
      package: "lumiere",
      preferredDate: "02.05.2027",
    });
    for (const starter of starters) {
      const reply = {
        subject: fillPlaceholders(starter.subject, values),
        body: fillPlaceholders(starter.body, values),
      };
      expect(parseForm(replySchema, reply).ok, starter.name).toBe(true);
      expect(reply.body).toContain("Hallo Paula,");
    }
    expect(fillPlaceholders(starters[1].subject, values)).toBe("Dein Shooting am 2. Mai 2027");
    // Without a date, {datum} waits for the owner.
    const noDate = { ...values, datum: null };
    expect(unfilledPlaceholders(fillPlaceholders(starters[1].body, noDate))).toEqual(["datum"]);
    expect(unfilledPlaceholders(fillPlaceholders(starters[0].body, noDate))).toEqual([]);
  });

  it("are signed with the live release's founder, studio and city", () => {
    const facts = {
      ...defaultContent.facts,
      studioName: "Atelier Lichtblick",
      founder: "Anna Beispiel",
      address: { ...defaultContent.facts.address, city: "Köln" },
    };
    const [first, second] = starterTemplates(facts);
    expect(first.subject).toBe("Re: Deine Anfrage bei Atelier Lichtblick");
    for (const starter of [first, second]) {
      expect(starter.body).toMatch(/\nHerzliche Grüße\nAnna Beispiel\nAtelier Lichtblick · Köln$/);
      expect(starter.body).not.toContain("Mustermann");
    }
  });
});
