import { useContext, useEffect, useMemo } from "react";
import {
  matchRoutes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";
import { boot, type BootConfig } from "#app/document/boot.ts";
import { firstViewImageTiming } from "#app/lib/first-view.ts";

/**
 * React Router's `<Scripts>`, except that the page's JavaScript waits until the first view has
 * painted (see docs/decisions/0009-script-after-first-view.md and 0014).
 *
 * `<Scripts>` preloads every module in the document head and starts hydrating as soon as they
 * arrive. On a phone that is about 130 KB of script competing with the hero photograph for the
 * connection and the CPU, although nothing in the first view needs it: the page is prerendered,
 * and the menu, the FAQ and the form work without JavaScript. This component writes the same
 * hand-off (the router context and its data stream) but starts loading the modules only once the
 * first view has been shown, or at the visitor's first input, whichever comes first (its boot
 * program, boot.ts). All modules are then requested at once, so there is no waterfall.
 *
 * The page gets only its own routes' part of the route manifest, written into the hand-off as
 * `<Scripts>` does with lazy route discovery (`routeDiscovery: "lazy"` in react-router.config.ts):
 * a browser that woke up with the whole manifest, the studio's routes and all, spent a long task
 * turning all of them into its router before hydrating a public page that links to none of them.
 * It relies on React Router's internal contexts, which is why react-router is pinned to an exact
 * version; the e2e tests load and hydrate every page through it.
 */
export function DeferredScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !router || !state) throw new Error("DeferredScripts renders inside the app.");
  announceScripts(framework);

  // The document's shell has hydrated once this runs (effects run after the commit): clicks the
  // boot script held can now be replayed to their handlers. A section that has not hydrated yet
  // (components/hydrate-in-turn.tsx) hydrates at the replayed click and then handles it.
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);

  // Rendered once: in the browser the scripts have run already and must stay as they are.
  const scripts = useMemo(() => {
    if (!router.static) return { context: "", boot: "" };
    const { manifest } = framework;
    const routes: Record<string, string[]> = {};
    const chunks = new Set(manifest.entry.imports);
    for (const match of state.matches) {
      const route = manifest.routes[match.route.id];
      if (!route) throw new Error(`Route ${match.route.id} is missing from the manifest.`);
      routes[route.id] = [
        route.clientActionModule,
        route.clientLoaderModule,
        route.clientMiddlewareModule,
        route.hydrateFallbackModule,
        route.module,
      ].filter((url) => url !== undefined);
      for (const url of route.imports ?? []) chunks.add(url);
    }
    return {
      context:
        `window.__reactRouterContext = ${framework.serverHandoffString};` +
        "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());" +
        `window.__reactRouterManifest = ${scriptJson(pageManifest(manifest, router.router, state))};`,
      // In development (npm run dev) React Refresh's preamble must run before any route module,
      // as <Scripts> does it; production manifests have no `hmr`.
      boot:
        (manifest.hmr?.runtime ? `import ${JSON.stringify(manifest.hmr.runtime)};\n` : "") +
        bootProgram({
          routes,
          chunks: [...chunks],
          entry: manifest.entry.module,
          hydratedEvent,
          imageTiming: firstViewImageTiming,
        }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: computed once
  }, []);

  return (
    <>
      <script
        nonce={framework.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.context }}
      />
      <script
        type="module"
        nonce={framework.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.boot }}
      />
    </>
  );
}

type Manifest = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>["manifest"];
type DataRouter = NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>["router"];
type RouterState = NonNullable<React.ContextType<typeof UNSAFE_DataRouterStateContext>>;

/**
 * The part of the route manifest a page starts with under lazy route discovery, as React Router's
 * own `<Scripts>` writes it: the routes it matched, and those of the paths above it. Any other
 * route the browser might need later, React Router asks the server for (`/__manifest`).
 */
function pageManifest({ sri, ...manifest }: Manifest, router: DataRouter, state: RouterState) {
  const ids = new Set(state.matches.map((match) => match.route.id));
  const segments = state.location.pathname.split("/").filter(Boolean);
  for (segments.pop(); ; segments.pop()) {
    for (const match of matchRoutes(router.routes, `/${segments.join("/")}`) ?? [])
      ids.add(match.route.id);
    if (segments.length === 0) break;
  }
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  return { ...manifest, routes, sri: sri ? true : undefined };
}

/** JSON inside an inline script: no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** Dispatched on the document once the page has hydrated (boot.ts waits for it). */
const hydratedEvent = "app:hydrated";

/**
 * <ServerRouter> streams the loader data after the app only when the scripts that read it were
 * rendered; this is the flag `<Scripts>` sets for it during the server render.
 */
function announceScripts({
  renderMeta,
}: NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

/** The boot program as the inline module's text: boot.ts's function, called with its config. */
function bootProgram(config: BootConfig): string {
  return `(${boot.toString()})(${JSON.stringify(config)});`;
}
