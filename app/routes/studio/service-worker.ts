import source from "#app/studio/push/service-worker.js?raw";

/**
 * GET /studio/sw.js: the studio's service worker. Reachable without a session (the browser checks
 * it for updates on its own), and allowed the scope `/studio`, the inbox included, which its
 * default scope (`/studio/`) would leave out. The studio's layout adds `no-store`, so an update is
 * seen at once.
 */
export function loader() {
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Service-Worker-Allowed": "/studio",
    },
  });
}
