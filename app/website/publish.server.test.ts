import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import type { LogFields } from "#app/lib/log.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";
import { createWebsite } from "#app/website/live.server.ts";
import {
  publish,
  restore,
  showLiveRelease,
  type LivePages,
  type RenderedPages,
} from "#app/website/publish.server.ts";
import type { SiteContent } from "#app/website/schema.ts";
import {
  liveRelease,
  liveReleaseId,
  listReleases,
  publishDraft,
  readDraft,
  saveDraft,
} from "#app/website/store.server.ts";

/**
 * The server's pages as the use cases see them: what was rendered (the studio name stands for the
 * content) and what is served. The real renderer is tested against the build in
 * tests/integration/website.test.ts.
 */
function recordingPages({ failFor }: { failFor?: string } = {}) {
  const rendered: string[] = [];
  let shown: { id: number; name: string } | null = null;
  const prerendered: RenderedPages & { name?: string } = { count: 0 };
  let beforeRender: () => void = () => {};
  const pages: LivePages = {
    renderPage: () => Promise.reject(new Error("not used")),
    async render(content) {
      beforeRender();
      if (content.facts.studioName === failFor) throw new Error("a component failed");
      rendered.push(content.facts.studioName);
      return { count: 1, name: content.facts.studioName } as RenderedPages;
    },
    prerendered: () => prerendered,
    swap(id, set) {
      shown = { id, name: (set as { name?: string }).name ?? "build" };
    },
    shownId: () => shown?.id ?? null,
  };
  return {
    pages,
    rendered,
    shown: () => shown,
    onRender: (hook: () => void) => void (beforeRender = hook),
  };
}

function named(name: string): SiteContent {
  const content = structuredClone(defaultContent);
  content.facts.studioName = name;
  return content;
}

function setUp(options: { failFor?: string } = {}) {
  const { db } = testDatabase();
  const recorded = recordingPages(options);
  const logged: { event: string; fields: LogFields }[] = [];
  const website = createWebsite({
    db,
    clock: Date.now,
    pages: recorded.pages,
    log: (_level, event, fields = {}) => logged.push({ event, fields }),
    buildContent: defaultContent,
  });
  return { db, website, deps: website.deps, ...recorded, logged };
}

describe("publishing the owner's draft", () => {
  it("serves a fresh install's first release from the build's files, rendering nothing", async () => {
    const { website, rendered, shown, db } = setUp();
    await website.start();
    website.stop();
    expect(rendered).toEqual([]);
    expect(shown()).toEqual({ id: liveReleaseId(db), name: "build" });
    expect(listReleases(db)).toMatchObject([{ id: 1, origin: "install" }]);
  });

  it("renders the draft, makes it the live release and serves it; the draft is gone", async () => {
    const { db, deps, shown, website } = setUp();
    saveDraft(db, named("Atelier Lichtblick"), Date.now());
    const result = await publish(deps, "studio");
    expect(result).toMatchObject({ ok: true, release: { id: 2, origin: "studio" } });
    expect(shown()).toEqual({ id: 2, name: "Atelier Lichtblick" });
    expect(readDraft(db)).toBeNull();
    expect(website.content().facts.studioName).toBe("Atelier Lichtblick");
  });

  it("says there is nothing to publish without a draft", async () => {
    const { deps } = setUp();
    expect(await publish(deps, "studio")).toEqual({ ok: false, reason: "no-draft" });
  });

  it("leaves the live release and the draft alone when the pages cannot be rendered", async () => {
    const { db, deps, shown, logged } = setUp({ failFor: "Kaputt" });
    saveDraft(db, named("Kaputt"), Date.now());
    expect(await publish(deps, "studio")).toEqual({ ok: false, reason: "render-failed" });
    expect(liveReleaseId(db)).toBe(1);
    expect(readDraft(db)?.content.facts.studioName).toBe("Kaputt");
    expect(shown()).toBeNull();
    expect(logged.map((line) => line.event)).toContain("website.render_failed");
  });

  it("publishes the newer draft when one is saved while the pages render", async () => {
    const { db, deps, rendered, onRender } = setUp();
    saveDraft(db, named("Erster Stand"), Date.now());
    let saves = 0;
    onRender(() => {
      if (saves++ === 0) saveDraft(db, named("Zweiter Stand"), Date.now() + 1);
    });
    const result = await publish(deps, "studio");
    expect(rendered).toEqual(["Erster Stand", "Zweiter Stand"]);
    expect(result.ok && result.release.content.facts.studioName).toBe("Zweiter Stand");
  });

  it("restores an earlier release as a new one, and the history keeps both", async () => {
    const { db, deps, shown } = setUp();
    saveDraft(db, named("Atelier Lichtblick"), Date.now());
    await publish(deps, "studio");
    const result = await restore(deps, 1);
    expect(result).toMatchObject({ ok: true, release: { id: 3, restoredFrom: 1 } });
    expect(liveRelease(db).content).toEqual(defaultContent);
    // The defaults are the build's own pages: served as they are.
    expect(shown()).toEqual({ id: 3, name: "build" });
    expect(listReleases(db).map((release) => release.origin)).toEqual([
      "restore",
      "studio",
      "install",
    ]);
    expect(await restore(deps, 99)).toEqual({ ok: false, reason: "not-found" });
  });

  it("serves a release another process made, once, when the watch looks", async () => {
    const { db, deps, shown, rendered } = setUp();
    saveDraft(db, named("Von der Kommandozeile"), Date.now());
    publishDraft(db, "cli", Date.now());
    await showLiveRelease(deps);
    await showLiveRelease(deps);
    expect(shown()).toEqual({ id: 2, name: "Von der Kommandozeile" });
    expect(rendered).toEqual(["Von der Kommandozeile"]);
  });
});

describe("the Impressum's facts and the contact e-mail", () => {
  /** The defaults with another home page headline, and more changed by `change`. */
  function edited(change: (content: SiteContent) => void = () => {}) {
    const content = structuredClone(defaultContent);
    content.home.hero.headline = "Ein neuer Titel";
    change(content);
    return content;
  }

  it("go live changed only with a confirmation, also when the draft changes while its pages render", async () => {
    const { db, deps, onRender } = setUp();
    // Nothing the Impressum says: no confirmation needed.
    saveDraft(db, edited(), Date.now());
    expect((await publish(deps, "studio", { confirmed: false })).ok).toBe(true);
    const live = liveReleaseId(db);

    for (const change of [
      (content: SiteContent) => void (content.facts.email = "kontakt@atelier-neu.example"),
      (content: SiteContent) => void (content.facts.legal.responsible.name = "Jemand Anderes"),
      (content: SiteContent) => void (content.facts.vat = "small-business"),
    ]) {
      saveDraft(db, edited(change), Date.now());
      expect(await publish(deps, "studio", { confirmed: false })).toEqual({
        ok: false,
        reason: "confirmation-required",
      });
    }
    // A harmless draft that a second tab turns into another contact e-mail while it renders.
    saveDraft(
      db,
      edited((content) => void (content.home.hero.tagline = "Neu")),
      Date.now(),
    );
    let saves = 0;
    onRender(() => {
      if (saves++ > 0) return;
      const sneaked = edited((content) => void (content.facts.email = "dieb@example.org"));
      saveDraft(db, sneaked, Date.now() + 1000);
    });
    expect(await publish(deps, "studio", { confirmed: false })).toEqual({
      ok: false,
      reason: "confirmation-required",
    });
    expect(liveReleaseId(db)).toBe(live);
    expect(liveRelease(db).content.facts.email).toBe(defaultContent.facts.email);

    // Confirmed, it goes live; restoring a release with the earlier facts then needs one too.
    const published = await publish(deps, "studio", { confirmed: true });
    expect(published.ok && published.release.content.facts.email).toBe("dieb@example.org");
    expect(await restore(deps, live!, { confirmed: false })).toEqual({
      ok: false,
      reason: "confirmation-required",
    });
    expect((await restore(deps, live!, { confirmed: true })).ok).toBe(true);
    expect(liveRelease(db).content.facts.email).toBe(defaultContent.facts.email);
  });
});
