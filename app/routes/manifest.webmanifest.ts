import type { Route } from "./+types/manifest.webmanifest";
import { appManifest } from "#app/content/seo.ts";
import { siteContentContext } from "#app/context.server.ts";

/** The web app manifest from the studio's facts; prerendered to build/client. */
export function loader({ context }: Route.LoaderArgs) {
  const { facts, search } = context.get(siteContentContext);
  const { name, description } = appManifest(search.title, facts.address.city);
  const manifest = {
    name,
    short_name: facts.studioName,
    description,
    lang: "de",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#f7f2eb",
    theme_color: "#f7f2eb",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
