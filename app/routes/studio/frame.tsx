import { Outlet } from "react-router";
import type { Route } from "./+types/frame";
import { servicesContext, siteContentContext } from "#app/context.server.ts";
import { shellCopy } from "#app/content/studio/shell.ts";
import {
  comesFromSite,
  foreignOrigin,
  studioHeaders,
  withHeaders,
} from "#app/studio/http.server.ts";
import studioCss from "#app/studio/studio.css?url";
import { buttonVariants } from "#app/components/ui/button.tsx";

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

/**
 * The live release's studio name, for the studio's brand (the shell and the sign-in pages) and
 * every page title (the pages' meta read it from this match).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { studioName: context.get(siteContentContext).facts.studioName };
}

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
      <a className={buttonVariants({ variant: "link", className: "mt-8" })} href="/studio">
        {shellCopy.notFound.back}
      </a>
    </main>
  );
}
