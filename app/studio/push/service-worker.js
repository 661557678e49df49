/**
 * The studio's service worker, served as /studio/sw.js with the scope /studio (ADR 0024). It shows
 * the studio's pushes and opens the inquiry when one is tapped. It has no fetch handler: it caches
 * nothing and never sees a request, and the public pages are outside its scope.
 *
 * Plain JavaScript, served as it is (routes/studio/service-worker.ts): no build step, no imports.
 * The texts come with each push from the server (app/content/studio/push.ts).
 */
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, {
        body: typeof message.body === "string" ? message.body : "",
        tag: typeof message.tag === "string" ? message.tag : undefined,
        data: { url: typeof message.url === "string" ? message.url : "/studio" },
        icon: "/icon-192.png",
        lang: "de",
      }),
      badgeFor(message),
    ]),
  );
});

/**
 * A new inquiry marks the installed app's icon (Badging API, where the browser has it): with the
 * count if the push carries one, otherwise a plain mark, until the studio opens and shows the
 * exact count (app/studio/ui/new-count.ts). Never in the way of the notification itself.
 */
function badgeFor(message) {
  const news = typeof message.tag === "string" && message.tag.startsWith("new-");
  if (!news || typeof self.navigator.setAppBadge !== "function") return Promise.resolve();
  const count = Number.isInteger(message.badge) && message.badge > 0 ? message.badge : undefined;
  return self.navigator.setAppBadge(count).catch(() => undefined);
}

/** Opens the studio page the push names: in a studio window already open, or a new one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/studio", self.location.origin);
  if (target.origin !== self.location.origin || !/^\/studio(\/|$)/.test(target.pathname)) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const studio = windows.find((client) => /^\/studio(\/|$)/.test(new URL(client.url).pathname));
      if (!studio) return self.clients.openWindow(target.href);
      return studio.focus().then((focused) => focused.navigate(target.href));
    }),
  );
});
