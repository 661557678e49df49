/**
 * The page's boot program: it loads the page's JavaScript once the first view has been shown, or
 * at the visitor's first input, whichever comes first (docs/decisions/0009 and 0014).
 * deferred-scripts.tsx writes it into the page as an inline module, `(${boot})(config)`, so it
 * must stay self-contained: everything it needs comes in `config`, it imports nothing and
 * refers to nothing outside itself. Module scripts run after the document is parsed, so the
 * priority image and the links are in the DOM by then.
 *
 * When it starts, whichever comes first:
 * - the first view has been shown: the first contentful paint, and the priority image painted
 *   too (Element Timing names it; no guess about which element the browser calls the largest, and
 *   none about how much detail the picture has), failed, out of view at that paint or scrolled out
 *   of view before it was painted, or 3 s after the first paint at the latest. Browsers without
 *   Element Timing take the image's load event and the frame after it; without Paint Timing, the
 *   document's load event.
 * - the visitor's first input (pointer, touch or key), so nothing waits for the picture then.
 *
 * A click on a link marked `data-script-click` (the portfolio's pictures, which the lightbox takes
 * over) before the page has hydrated is held, starts the script if it has not started yet, and is
 * replayed once the page has hydrated. If the script cannot load, the link is followed instead,
 * as without JavaScript.
 */
export type BootConfig = {
  /** Each matched route's module URLs, merged into one route module as React Router does. */
  routes: Record<string, string[]>;
  /** The shared dependencies, fetched in parallel with the route modules. */
  chunks: string[];
  /** React Router's client entry, imported last: it hydrates the page. */
  entry: string;
  /** Dispatched on the document once the page has hydrated. */
  hydratedEvent: string;
  /** The `elementtiming` name of the first view's priority image. */
  imageTiming: string;
};

export function boot({ routes, chunks, entry, hydratedEvent, imageTiming }: BootConfig): void {
  let app: Promise<unknown> | undefined;
  let hydrated = false;
  const hydration = new Promise<void>((done) =>
    document.addEventListener(
      hydratedEvent,
      () => {
        hydrated = true;
        done();
      },
      { once: true },
    ),
  );
  function start() {
    if (app) return app;
    const ids = Object.keys(routes);
    const routeModules = ids.map((id) =>
      Promise.all(routes[id]!.map((url) => import(/* @vite-ignore */ url))).then((parts) =>
        Object.assign({}, ...parts),
      ),
    );
    app = Promise.all([
      ...routeModules,
      ...chunks.map((url) => import(/* @vite-ignore */ url)),
    ]).then((modules) => {
      const loaded = Object.fromEntries(ids.map((id, i) => [id, modules[i]]));
      (window as unknown as Record<string, unknown>).__reactRouterRouteModules = loaded;
      return import(/* @vite-ignore */ entry);
    });
    return app;
  }
  const types = PerformanceObserver.supportedEntryTypes || [];
  function observe(type: string, matches: (entry: PerformanceEntry) => boolean, done: () => void) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some(matches)) {
        observer.disconnect();
        done();
      }
    }).observe({ type, buffered: true });
  }
  const firstPaint = new Promise<void>((done) => {
    if (!types.includes("paint")) return addEventListener("load", () => done(), { once: true });
    observe("paint", (entry) => entry.name === "first-contentful-paint", done);
  });
  const image = document.querySelector<HTMLImageElement>(`img[elementtiming="${imageTiming}"]`);
  const imageShown = new Promise<void>((done) => {
    // No picture, or one that failed to load (before this ran, or later): nothing to wait for.
    if (!image || (image.complete && !image.naturalWidth)) return done();
    image.addEventListener("error", () => done(), { once: true });
    void firstPaint.then(() => {
      // Out of view at the first paint, or scrolled out of it before it was painted (a link to
      // /#contact): then it is not what the visitor sees first, and it may never be painted.
      new IntersectionObserver(([entry], observer) => {
        if (!entry!.isIntersecting) {
          observer.disconnect();
          done();
        }
      }).observe(image);
      // A picture that takes its time holds the script back for 3 s at most.
      setTimeout(done, 3000);
    });
    if (types.includes("element")) {
      observe(
        "element",
        (entry) => (entry as PerformanceEntry & { element: Element }).element === image,
        done,
      );
    } else {
      const afterFrame = () => requestAnimationFrame(() => setTimeout(done));
      if (image.complete) afterFrame();
      else image.addEventListener("load", afterFrame, { once: true });
    }
  });
  void Promise.all([firstPaint, imageShown]).then(start);
  for (const type of ["pointerdown", "touchstart", "keydown"])
    addEventListener(type, start, { once: true, capture: true, passive: true });
  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const link = target?.closest?.<HTMLAnchorElement>("a[data-script-click]");
      if (!link || hydrated || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      start()
        .then(() => hydration)
        .then(
          () => link.click(),
          () => location.assign(link.href),
        );
    },
    true,
  );
}
