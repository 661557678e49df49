/**
 * <DeferredScripts> writes React Router's hand-off itself (ADR 0009), from React Router's
 * internals. This test names each thing it relies on, against the real server build, so that a
 * React Router upgrade that changes one of them fails here with a message saying what changed,
 * instead of in a browser as a page that never hydrates. Needs `npm run build` first.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as ReactRouter from "react-router";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { BootConfig } from "#app/document/boot.ts";

const root = path.resolve(import.meta.dirname, "../..");
const serverBuild = path.join(root, "build/server/index.js");
const upgradeHint =
  "React Router changed what app/document/deferred-scripts.tsx relies on: compare it with " +
  "<Scripts> in the new version (node_modules/react-router), adapt it, and see ADR 0009.";

let build: ServerBuild;
let html: string;

beforeAll(async () => {
  if (!existsSync(serverBuild)) throw new Error("No server build: run `npm run build` first.");
  build = await import(pathToFileURL(serverBuild).href);
  // A server-rendered page (the 404 route has a loader, so its data is streamed after the app).
  const response = await createRequestHandler(
    build,
    "production",
  )(new Request("http://localhost/gibt-es-nicht"));
  html = await response.text();
});

describe("what DeferredScripts relies on in React Router", () => {
  it("exports the internal contexts it reads", () => {
    for (const name of [
      "UNSAFE_FrameworkContext",
      "UNSAFE_DataRouterContext",
      "UNSAFE_DataRouterStateContext",
    ] as const) {
      expect(ReactRouter[name], `${name} is gone. ${upgradeHint}`).toBeDefined();
    }
  });

  it("discovers routes lazily: a page starts with its own part of the manifest", () => {
    expect(build.routeDiscovery, upgradeHint).toEqual({ mode: "lazy" });
    const written = /window\.__reactRouterManifest = (\{.*?\});<\/script>/s.exec(html);
    expect(written, `no page manifest in the hand-off. ${upgradeHint}`).not.toBe(null);
    const pageManifest = JSON.parse(written![1]!) as typeof build.assets;
    expect(Object.keys(pageManifest.routes).sort()).toEqual(
      ["root", "routes/home", "routes/not-found", "routes/site-layout"].sort(),
    );
    expect(pageManifest.entry).toEqual(build.assets.entry);
    expect(pageManifest.version).toBe(build.assets.version);
  });

  it("describes the entry and every route by module URLs and their imports", () => {
    const { entry, routes } = build.assets;
    expect(entry.module, `manifest.entry.module. ${upgradeHint}`).toMatch(/^\/assets\/.+\.js$/);
    expect(Array.isArray(entry.imports), `manifest.entry.imports. ${upgradeHint}`).toBe(true);
    for (const route of Object.values(routes)) {
      expect(route?.module, `manifest.routes[${route?.id}].module. ${upgradeHint}`).toMatch(
        /^\/assets\/.+\.js$/,
      );
    }
  });

  it("hands over the router context and streams the loader data after it", () => {
    const context =
      /window\.__reactRouterContext = (\{.*?\});window\.__reactRouterContext\.stream/s.exec(html);
    expect(context, `no serverHandoffString in the framework context. ${upgradeHint}`).not.toBe(
      null,
    );
    expect(JSON.parse(context![1]!), upgradeHint).toMatchObject({
      routeDiscovery: { mode: "lazy" },
    });
    // <ServerRouter> streams loader data only when renderMeta.didRenderScripts was set.
    expect(
      html,
      `the loader data was not streamed (renderMeta.didRenderScripts). ${upgradeHint}`,
    ).toContain("window.__reactRouterContext.streamController.enqueue(");
  });

  it("boots from files that exist: the entry module and every chunk the page needs", () => {
    const call = /\}\)\((\{"routes":.*?\})\);<\/script>/s.exec(html);
    expect(call, upgradeHint).not.toBe(null);
    const { routes, chunks, entry } = JSON.parse(call![1]!) as BootConfig;
    expect(Object.keys(routes)).toEqual(["root", "routes/site-layout", "routes/not-found"]);
    expect(entry).toBe(build.assets.entry.module);
    expect(chunks).not.toContain(build.assets.url);
    for (const url of [...chunks, ...Object.values(routes).flat(), build.assets.entry.module]) {
      expect(existsSync(path.join(root, "build/client", url)), url).toBe(true);
    }
  });
});
