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
  // A page starts with its own routes' part of the manifest and asks the server for others when
  // a link needs them (<DeferredScripts> writes that part into the public pages).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
