import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import type { ServerBuild } from "react-router";
import { waitForHydration } from "#tests/e2e/home-helpers.ts";

type RouteManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

/**
 * The studio lives in the same build as the site, but a visitor's browser never loads any of it:
 * no studio route module, none of the code only the studio uses, not its stylesheet, and still no
 * cookie.
 */
test("public pages load no studio chunk and set no cookie", async ({ page, context }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));

  await page.goto("/");
  await waitForHydration(page);
  // A page's part of the route manifest names none of the studio's routes (lazy route discovery).
  const pageManifest = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: RouteManifest }).__reactRouterManifest,
  );
  expect(Object.keys(pageManifest.routes).filter((id) => id.includes("studio"))).toEqual([]);
  // The whole manifest, as the build has it: every route and the files each needs.
  const build = (await import(
    pathToFileURL(path.resolve("build/server/index.js")).href
  )) as ServerBuild;
  const manifest = build.assets as RouteManifest;
  const files = (ids: string[]) =>
    new Set(
      ids.flatMap((id) => {
        const route = manifest.routes[id]!;
        return [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
      }),
    );
  const ids = Object.keys(manifest.routes);
  const studioIds = ids.filter((id) => id.startsWith("routes/studio/"));
  const shared = new Set([
    ...files(ids.filter((id) => !id.startsWith("routes/studio/"))),
    manifest.entry.module,
    ...manifest.entry.imports,
  ]);
  const studioOnly = [...files(studioIds)].filter((file) => !shared.has(file));
  expect(studioIds.length).toBeGreaterThan(5);
  expect(studioOnly.length).toBeGreaterThan(5);

  for (const path of ["/impressum", "/datenschutz", "/gibt-es-nicht"]) await page.goto(path);

  expect(requested.filter((path) => studioOnly.includes(path))).toEqual([]);
  expect(requested.filter((path) => /studio/i.test(path))).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test("the public pages' inline stylesheet holds none of the studio's classes", async ({ page }) => {
  await page.goto("/");
  const inline = await page.locator("head style").first().textContent();
  // Classes only the studio's shell uses (app/studio/ui/shell.tsx).
  for (const studioClass of ["pl-72", "w-72", "grid-cols-4", "min-h-dvh"]) {
    expect(inline, studioClass).not.toContain(`.${studioClass}`);
  }
});
