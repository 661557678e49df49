import type { Route } from "./+types/app-manifest";
import { siteContentContext } from "#app/context.server.ts";
import { studioAppCopy } from "#app/content/studio/push.ts";

/**
 * GET /studio/manifest.webmanifest: the studio as an installable app (its own name, start page
 * and scope; the public site's manifest stays the site's). Reachable without a session, since
 * browsers fetch manifests without cookies.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { studioName } = context.get(siteContentContext).facts;
  const manifest = {
    id: "/studio",
    name: `${studioAppCopy.name} ${studioName}`,
    short_name: studioAppCopy.name,
    description: studioAppCopy.description,
    lang: "de",
    start_url: "/studio",
    scope: "/studio",
    display: "standalone",
    background_color: "#f7f2eb",
    theme_color: "#f7f2eb",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
