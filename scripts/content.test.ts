import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { listReleases, liveRelease, readDraft } from "#app/website/store.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

/** `npm run content -- …` as the operator runs it, against the test's database file. */
function content(file: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/content.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", DATABASE_PATH: file },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function setUp() {
  const test = testDatabase();
  const write = (name: string, value: unknown) => {
    const file = path.join(test.dir, name);
    writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
    return file;
  };
  return { ...test, write };
}

describe("npm run content", () => {
  it("exports the live content, the defaults on a fresh database", () => {
    const { file } = setUp();
    const result = content(file, "export");
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(defaultContent);
    expect(result.stdout).toContain('\n  "facts": {');
  });

  it("refuses a bad file, naming each field with its German message, and saves nothing", () => {
    const { file, db, write } = setUp();
    const bad = structuredClone(defaultContent);
    bad.facts.address.postalCode = "5206";
    bad.home.packages.items[0]!.price = -5;
    const result = content(file, "import", write("bad.json", bad));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "facts.address.postalCode: Bitte eine Postleitzahl mit 5 Ziffern angeben.",
    );
    expect(result.stderr).toContain("home.packages.items.0.price: Bitte einen Preis");
    expect(result.stderr).toContain("nothing was saved");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readDraft(db)).toBeNull();
  });

  it("imports as the draft, which export does not show until it is published", () => {
    const { file, db, write } = setUp();
    const changed = structuredClone(defaultContent);
    changed.search.title = "Boudoir in Aachen";
    const imported = content(file, "import", write("content.json", changed));
    expect(imported.status, imported.stderr).toBe(0);
    expect(readDraft(db)?.content).toEqual(changed);
    expect(JSON.parse(content(file, "export").stdout)).toEqual(defaultContent);
  });

  it("round-trips: what export prints imports and publishes as the same content", () => {
    const { file, db, write } = setUp();
    const exported = content(file, "export").stdout;
    const changed = JSON.parse(exported) as typeof defaultContent;
    changed.facts.studioName = "Atelier Lumière";
    const result = content(file, "import", write("content.json", changed), "--publish");
    expect(result.status, result.stderr).toBe(0);
    expect(listReleases(db)[0]).toMatchObject({ id: 2, origin: "cli" });
    expect(liveRelease(db).content).toEqual(changed);
    expect(readDraft(db)).toBeNull();
    expect(JSON.parse(content(file, "export").stdout)).toEqual(changed);
  });

  it("publishes no release that points at a photo the library does not have ready", () => {
    const { file, db, write } = setUp();
    const pointing = structuredClone(defaultContent);
    pointing.photos.portrait = {
      id: "foto-0123456789abcdef",
      alt: "Porträt",
      focal: { x: 0.5, y: 0.5 },
    };
    const result = content(file, "import", write("photo.json", pointing), "--publish");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "photos.portrait: Dieses Foto gibt es nicht mehr. Bitte ein anderes wählen.",
    );
    expect(listReleases(db)).toHaveLength(1);
    expect(readDraft(db)?.content.photos.portrait.id).toBe("foto-0123456789abcdef");
  });

  it("says clearly what is wrong with bad JSON, a missing file or an unknown command", () => {
    const { file, write } = setUp();
    const notJson = content(file, "import", write("broken.json", "{ nope"));
    expect(notJson.status).toBe(1);
    expect(notJson.stderr).toContain("is not valid JSON");
    const missing = content(file, "import", "/nonexistent/content.json");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Cannot read /nonexistent/content.json: no such file.");
    const unknown = content(file, "frobnicate");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    for (const result of [notJson, missing, unknown]) expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
