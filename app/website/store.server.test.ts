import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import {
  discardDraft,
  editedContent,
  ensureFirstRelease,
  listReleases,
  liveRelease,
  publishDraft,
  readDraft,
  restoreRelease,
  saveDraft,
  saveDraftDocument,
} from "#app/website/store.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-12-01T09:00:00Z");

function setUp() {
  const { db } = testDatabase();
  ensureFirstRelease(db, defaultContent, start);
  return db;
}

describe("the website's drafts and releases", () => {
  it("starts with the defaults as its first release, once", () => {
    const db = setUp();
    ensureFirstRelease(db, defaultContent, start + 1000);
    expect(listReleases(db)).toEqual([
      { id: 1, createdAt: start, origin: "install", restoredFrom: null },
    ]);
    expect(liveRelease(db).content).toEqual(defaultContent);
    expect(readDraft(db)).toBeNull();
    expect(editedContent(db)).toEqual(defaultContent);
  });

  it("saves one document into the draft, the others as they were", () => {
    const db = setUp();
    const search = { title: "Boudoir in Aachen", description: "Ruhig und diskret." };
    const result = saveDraftDocument(db, "search", search, start + 5000);
    expect(result.ok).toBe(true);
    expect(readDraft(db)).toEqual({
      content: { ...defaultContent, search },
      updatedAt: start + 5000,
    });
    expect(liveRelease(db).content).toEqual(defaultContent);
  });

  it("saves nothing of an invalid document and names each field in German", () => {
    const db = setUp();
    const facts = structuredClone(defaultContent.facts);
    const input = {
      ...facts,
      studioName: "Atelier Lumière",
      address: { ...facts.address, postalCode: "520" },
    };
    const result = saveDraftDocument(db, "facts", input, start);
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "facts.address.postalCode": "Bitte eine Postleitzahl mit 5 Ziffern angeben." },
    });
    expect(readDraft(db)).toBeNull();

    const whole = saveDraft(
      db,
      { ...defaultContent, search: { title: "", description: "x" } },
      start,
    );
    expect(whole).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "search.title": "Dieses Feld darf nicht leer sein." },
    });
    expect(readDraft(db)).toBeNull();
  });

  it("publishes the draft as a new live release, and the draft is gone", () => {
    const db = setUp();
    saveDraftDocument(db, "search", { title: "Neu", description: "Neu." }, start + 1);
    const published = publishDraft(db, "studio", start + 2);
    expect(published).toMatchObject({ ok: true, release: { id: 2, origin: "studio" } });
    expect(liveRelease(db).content.search.title).toBe("Neu");
    expect(readDraft(db)).toBeNull();
    expect(publishDraft(db, "studio", start + 3)).toEqual({ ok: false, reason: "no-draft" });
  });

  it("does not publish a draft saved after its pages were rendered", () => {
    const db = setUp();
    saveDraftDocument(db, "search", { title: "Eins", description: "x" }, start + 1);
    saveDraftDocument(db, "search", { title: "Zwei", description: "x" }, start + 2);
    expect(publishDraft(db, "studio", start + 3, start + 1)).toEqual({
      ok: false,
      reason: "draft-changed",
    });
  });

  it("restores an earlier release as a new one and keeps the draft", () => {
    const db = setUp();
    saveDraftDocument(db, "search", { title: "Neu", description: "Neu." }, start + 1);
    publishDraft(db, "cli", start + 2);
    saveDraftDocument(db, "search", { title: "Entwurf", description: "x" }, start + 3);
    const restored = restoreRelease(db, 1, start + 4);
    expect(restored).toMatchObject({
      ok: true,
      release: { id: 3, origin: "restore", restoredFrom: 1 },
    });
    expect(liveRelease(db).content).toEqual(defaultContent);
    expect(readDraft(db)?.content.search.title).toBe("Entwurf");
    expect(listReleases(db).map((release) => release.id)).toEqual([3, 2, 1]);
    expect(restoreRelease(db, 99, start + 5)).toEqual({ ok: false, reason: "not-found" });
  });

  it("discards the draft; the edited content is the live one again", () => {
    const db = setUp();
    saveDraftDocument(db, "search", { title: "Weg", description: "x" }, start + 1);
    discardDraft(db);
    expect(readDraft(db)).toBeNull();
    expect(editedContent(db)).toEqual(defaultContent);
  });
});
