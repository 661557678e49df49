import { useContext, useEffect, useMemo } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";
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
 * first view has been shown, or at the visitor's first input, whichever comes first (see
 * `bootScript`). All modules are then requested at once, so there is no waterfall.
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

  // The whole document has hydrated once this runs (effects run after the commit): clicks the
  // boot script held can now be replayed to their handlers.
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);

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

/** Dispatched on the document once the page has hydrated (see `bootScript`). */
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

/**
 * The inline module. Module scripts run after the document is parsed, so the priority image and
 * the links are in the DOM by then. `routes` maps each matched route id to its module URLs (merged
 * into one route module, as React Router does); `chunks` are the shared dependencies, fetched in
 * parallel.
 *
 * When it starts (docs/decisions/0014-script-after-first-view-or-first-input.md), whichever comes
 * first:
 * - the first view has been shown: the first contentful paint, and the priority image painted
 *   too (Element Timing names it; no guess about which element the browser calls the largest, and
 *   none about how much detail the picture has), failed, out of view at that paint or scrolled out
 *   of view before it was painted, or 3 s after the first paint at the latest. Browsers
 *   without Element Timing take the image's load event and the frame after it; without Paint
 *   Timing, the document's load event.
 * - the visitor's first input (pointer, touch or key), so nothing waits for the picture then.
 * A click on a link marked `data-script-click` (the portfolio's pictures, which the lightbox takes
 * over) before the page has hydrated is held, starts the script if it has not started yet, and is
 * replayed once the page has hydrated. If the script cannot load, the link is followed instead, as
 * without JavaScript.
 */
function bootScript(routes: Record<string, string[]>, chunks: string[], entry: string): string {
  return `const routes = ${JSON.stringify(routes)};
const chunks = ${JSON.stringify(chunks)};
let app;
let hydrated = false;
const hydration = new Promise((done) =>
  document.addEventListener(${JSON.stringify(hydratedEvent)}, () => { hydrated = true; done(); }, { once: true }),
);
function start() {
  if (app) return app;
  const ids = Object.keys(routes);
  const routeModules = ids.map((id) =>
    Promise.all(routes[id].map((url) => import(url))).then((parts) => Object.assign({}, ...parts)),
  );
  app = Promise.all([...routeModules, ...chunks.map((url) => import(url))]).then((modules) => {
    window.__reactRouterRouteModules = Object.fromEntries(ids.map((id, i) => [id, modules[i]]));
    return import(${JSON.stringify(entry)});
  });
  return app;
}
const types = PerformanceObserver.supportedEntryTypes || [];
function observe(type, matches, done) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some(matches)) { observer.disconnect(); done(); }
  }).observe({ type, buffered: true });
}
const firstPaint = new Promise((done) => {
  if (!types.includes("paint")) return addEventListener("load", done, { once: true });
  observe("paint", (entry) => entry.name === "first-contentful-paint", done);
});
const image = document.querySelector('img[elementtiming="${firstViewImageTiming}"]');
const imageShown = new Promise((done) => {
  // No picture, or one that failed to load (before this ran, or later): nothing to wait for.
  if (!image || (image.complete && !image.naturalWidth)) return done();
  image.addEventListener("error", done, { once: true });
  firstPaint.then(() => {
    // Out of view at the first paint, or scrolled out of it before it was painted (a link to
    // /#contact): then it is not what the visitor sees first, and it may never be painted.
    new IntersectionObserver(([entry], observer) => {
      if (!entry.isIntersecting) { observer.disconnect(); done(); }
    }).observe(image);
    // A picture that takes its time holds the script back for 3 s at most.
    setTimeout(done, 3000);
  });
  if (types.includes("element")) {
    observe("element", (entry) => entry.element === image, done);
  } else {
    const afterFrame = () => requestAnimationFrame(() => setTimeout(done));
    if (image.complete) afterFrame();
    else image.addEventListener("load", afterFrame, { once: true });
  }
});
Promise.all([firstPaint, imageShown]).then(start);
for (const type of ["pointerdown", "touchstart", "keydown"])
  addEventListener(type, start, { once: true, capture: true, passive: true });
addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a[data-script-click]");
  if (!link || hydrated || event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  start().then(() => hydration).then(() => link.click(), () => location.assign(link.href));
}, true);`;
}
