import { studio } from "#app/content/site.ts";
import { appManifest } from "#app/content/seo.ts";

/** The web app manifest from the studio's facts; prerendered to build/client. */
export function loader() {
  const manifest = {
    name: appManifest.name,
    short_name: studio.name,
    description: appManifest.description,
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
