import { useContext, useMemo } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";

/**
 * React Router's `<Scripts>`, except that the page's JavaScript waits until the first view has
 * painted (see docs/decisions/0009-script-after-first-view.md).
 *
 * `<Scripts>` preloads every module in the document head and starts hydrating as soon as they
 * arrive. On a phone that is about 130 KB of script competing with the hero photograph for the
 * connection and the CPU, although nothing in the first view needs it: the page is prerendered,
 * and the menu, the FAQ and the form work without JavaScript. This component writes the same
 * hand-off (the router context and its data stream) but starts loading the modules only once the
 * browser reports the page's priority image (`fetchpriority="high"`) as painted, through the
 * Largest Contentful Paint API, or after three seconds at the latest. All modules are then
 * requested at once, so there is no waterfall.
 *
 * It relies on the route manifest being a module of its own (`routeDiscovery: "initial"` in
 * react-router.config.ts) and on React Router's internal contexts, which is why react-router is
 * pinned to an exact version; the e2e tests load and hydrate every page through it.
 */
export function DeferredScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !router || !state) throw new Error("DeferredScripts renders inside the app.");
  announceScripts(framework);

  // Rendered once: in the browser the scripts have run already and must stay as they are.
  const scripts = useMemo(() => {
    if (!router.static) return { context: "", boot: "" };
    const { manifest } = framework;
    const routes: Record<string, string[]> = {};
    const chunks = new Set([manifest.url, ...manifest.entry.imports]);
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
        "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());",
      // In development (npm run dev) React Refresh's preamble must run before any route module,
      // as <Scripts> does it; production manifests have no `hmr`.
      boot:
        (manifest.hmr?.runtime ? `import ${JSON.stringify(manifest.hmr.runtime)};\n` : "") +
        bootScript(routes, [...chunks], manifest.entry.module),
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

/**
 * <ServerRouter> streams the loader data after the app only when the scripts that read it were
 * rendered; this is the flag `<Scripts>` sets for it during the server render.
 */
function announceScripts({
  renderMeta,
}: NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

/**
 * The inline module. Module scripts run after the document is parsed, so the priority image is in
 * the DOM by then. `routes` maps each matched route id to its module URLs (merged into one route
 * module, as React Router does); `chunks` are the shared dependencies, fetched in parallel.
 */
function bootScript(routes: Record<string, string[]>, chunks: string[], entry: string): string {
  return `const routes = ${JSON.stringify(routes)};
const chunks = ${JSON.stringify(chunks)};
let started = false;
function start() {
  if (started) return;
  started = true;
  const ids = Object.keys(routes);
  const routeModules = ids.map((id) =>
    Promise.all(routes[id].map((url) => import(url))).then((parts) => Object.assign({}, ...parts)),
  );
  Promise.all([...routeModules, ...chunks.map((url) => import(url))]).then((modules) => {
    window.__reactRouterRouteModules = Object.fromEntries(ids.map((id, i) => [id, modules[i]]));
    return import(${JSON.stringify(entry)});
  });
}
const hero = document.querySelector('img[fetchpriority="high"]');
if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
  // Start once the browser reports the priority picture (or, without one, anything) as painted.
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => !hero || entry.element === hero)) {
      observer.disconnect();
      start();
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  hero?.addEventListener("error", start, { once: true });
} else {
  addEventListener("load", start, { once: true });
}
setTimeout(start, 3000);`;
}
