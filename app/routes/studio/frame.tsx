import { Outlet } from "react-router";
import type { Route } from "./+types/frame";
import { servicesContext } from "#app/context.server.ts";
import { shellCopy } from "#app/content/studio/shell.ts";
import {
  comesFromSite,
  foreignOrigin,
  studioHeaders,
  withHeaders,
} from "#app/studio/http.server.ts";
import studioCss from "#app/studio/studio.css?url";

/** Tells the document (root.tsx) to load the studio's stylesheet and script, not the site's. */
export const handle = { studio: true };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: studioCss },
  { rel: "manifest", href: "/studio/manifest.webmanifest" },
];

/**
 * Every studio answer, signed in or not: not cached, not indexed, and nothing changed by a
 * request from another origin (the JSON endpoints included, which React Router's own check of
 * document posts does not cover).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { studio, log } = context.get(servicesContext);
    if (!comesFromSite(request, studio.siteOrigin)) {
      log("warn", "studio.foreign_origin", { method: request.method });
      return withHeaders(foreignOrigin(request), studioHeaders);
    }
    return withHeaders(await next(), studioHeaders);
  },
];

export default function StudioFrame() {
  return (
    <>
      <meta name="robots" content="noindex,nofollow" />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-md px-6 py-24 text-center">
      <meta name="robots" content="noindex,nofollow" />
      <h1 className="text-4xl">{shellCopy.error.title}</h1>
      <p className="mt-4 text-muted">{shellCopy.error.text}</p>
      <a className="mt-8 inline-block underline underline-offset-4" href="/studio">
        {shellCopy.notFound.back}
      </a>
    </main>
  );
}
