/**
 * The owner's website content, live on the production server (issue 27): releases made by
 * another process (as `npm run content -- import --publish` makes them) are rendered and swapped
 * in while visitors keep loading pages, each page wholly of one release; a release made while
 * the server was down is what it serves from its first request; a restore puts the old pages
 * back. Needs `npm run build` first.
 */
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import type { SiteContent } from "#app/website/schema.ts";
import {
  ensureFirstRelease,
  publishDraft,
  restoreRelease,
  saveDraft,
} from "#app/website/store.server.ts";
import { inlineScriptHashes } from "../../server/security-headers.ts";
import { startApp, testDir } from "#tests/support/app.ts";
import { waitFor, type App } from "./harness.ts";

/** Publishes `content` the way the CLI does: on its own connection, while the server runs. */
function publishElsewhere(databasePath: string, content: SiteContent): number {
  const db = openDatabase(databasePath, { migrations, busyTimeoutMs: 5000, durability: "full" });
  try {
    ensureFirstRelease(db, defaultContent, Date.now());
    const saved = saveDraft(db, content, Date.now());
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const published = publishDraft(db, "cli", Date.now());
    if (!published.ok) throw new Error(published.reason);
    return published.release.id;
  } finally {
    db.close();
  }
}

function restoreElsewhere(databasePath: string, id: number) {
  const db = openDatabase(databasePath, { migrations, busyTimeoutMs: 5000, durability: "full" });
  try {
    const restored = restoreRelease(db, id, Date.now());
    if (!restored.ok) throw new Error(restored.reason);
  } finally {
    db.close();
  }
}

/** Lumière at 520 €, under a new studio name that every public page shows. */
function changedContent(): SiteContent {
  const content = structuredClone(defaultContent);
  content.facts.studioName = "Atelier Lichtblick";
  content.search.title = "Atelier Lichtblick · Boudoir-Fotografie in Aachen";
  content.home.packages.items.find((item) => item.id === "lumiere")!.price = 520;
  return content;
}

type Page = { status: number; body: string; csp: string };

/** A page as the server sent it, decoded here (fetch would decode it unseen). */
function load(target: App, urlPath: string, encoding: "br" | "gzip"): Promise<Page> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${target.url}${urlPath}`,
      { headers: { "Accept-Encoding": encoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            const raw = Buffer.concat(chunks);
            const coding = response.headers["content-encoding"];
            const body =
              coding === "br"
                ? brotliDecompressSync(raw)
                : coding === "gzip"
                  ? gunzipSync(raw)
                  : raw;
            resolve({
              status: response.statusCode ?? 0,
              body: body.toString("utf8"),
              csp: String(response.headers["content-security-policy"]),
            });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on("error", reject);
  });
}

/** Which release a page is of, by its studio name; a page with both (or neither) is broken. */
function releaseOf(page: Page): "old" | "new" {
  const old = page.body.includes("Atelier Mustermann");
  const fresh = page.body.includes("Atelier Lichtblick");
  if (old === fresh) throw new Error("a page of neither or both releases");
  return fresh ? "new" : "old";
}

/** Every inline script of the page is allowed by its policy, and nothing else is. */
function expectPolicyMatches(page: Page) {
  const allowed = [...page.csp.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
  expect(new Set(allowed)).toEqual(new Set(inlineScriptHashes(page.body)));
}

const price520 = "520\u00a0€";
const installments520 = "oder in 3 Raten à 173\u00a0€";

describe("the owner's live release", () => {
  it("is served from the first request after a start when it was made while the server was down", async () => {
    const dir = testDir("website-restart");
    publishElsewhere(path.join(dir, "studio.sqlite"), changedContent());
    const app = await startApp({ dir });

    const home = await load(app, "/", "br");
    expect(releaseOf(home)).toBe("new");
    expect(home.body).toContain(price520);
    expect(home.body).toContain(installments520);
    expect(home.body).toContain('"price":"520.00"');
    expect(home.body).not.toContain("480\u00a0€");
    expectPolicyMatches(home);
    for (const urlPath of ["/impressum", "/datenschutz", "/nutzungsbedingungen"]) {
      const page = await load(app, urlPath, "gzip");
      expect(page.status).toBe(200);
      expect(releaseOf(page)).toBe("new");
      expectPolicyMatches(page);
    }
    const manifest = await (await fetch(`${app.url}/manifest.webmanifest`)).text();
    expect(manifest).toContain("Atelier Lichtblick");
  });

  it("goes live while visitors load pages, each page wholly one release, and a restore brings the old one back", async () => {
    const target = await startApp();
    expect(releaseOf(await load(target, "/", "br"))).toBe("old");

    let visiting = true;
    const seen: ("old" | "new")[] = [];
    const visitor = async (urlPath: string, encoding: "br" | "gzip") => {
      while (visiting) {
        const page = await load(target, urlPath, encoding);
        expect(page.status).toBe(200);
        expectPolicyMatches(page);
        seen.push(releaseOf(page));
      }
    };
    const visitors = [
      visitor("/", "br"),
      visitor("/", "gzip"),
      visitor("/impressum", "br"),
      visitor("/datenschutz", "gzip"),
    ];

    const first = publishElsewhere(target.env.DATABASE_PATH!, changedContent());
    await waitFor(async () => releaseOf(await load(target, "/", "br")) === "new", {
      what: "the published release to be served",
    });
    // Once one page of the new release is out, no visitor gets an old one again.
    const switched = seen.length;
    await waitFor(() => seen.length > switched + 20, { what: "more visits" });
    visiting = false;
    await Promise.all(visitors);
    expect(seen.slice(switched + 4)).not.toContain("old");
    expect(seen).toContain("old");

    const home = await load(target, "/", "br");
    expect(home.body).toContain(price520);
    expect(home.body).toContain(installments520);
    // React Router's data request for the page answers with the live content too.
    const data = await (await fetch(`${target.url}/_.data`)).text();
    expect(data).toContain("Atelier Lichtblick");

    restoreElsewhere(target.env.DATABASE_PATH!, first - 1);
    await waitFor(async () => releaseOf(await load(target, "/", "br")) === "old", {
      what: "the restored release to be served",
    });
    expect((await load(target, "/", "br")).body).toContain("480\u00a0€");
    // At start (the build's own pages), the published release, the restored one.
    expect(target.logs.filter((line) => line.event === "website.shown")).toHaveLength(3);
  });
});
