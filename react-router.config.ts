import type { Config } from "@react-router/dev/config";

// The public pages are prerendered to plain HTML files at build time; the server still renders
// the 404 route, runs the form action and answers the API routes (see docs/decisions/0002).
export const prerenderedPaths = [
  "/",
  "/impressum",
  "/datenschutz",
  "/nutzungsbedingungen",
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
];

export default {
  ssr: true,
  prerender: prerenderedPaths,
  // The client loads the whole route manifest as one module instead of discovering routes on
  // navigation: <DeferredScripts> (app/document/deferred-scripts.tsx) relies on it.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
