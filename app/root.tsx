import { Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { DeferredScripts } from "#app/document/deferred-scripts.tsx";
import { siteLocale } from "#app/content/locale.ts";
// Only the core files: theme.css loads the extended ones by unicode-range, when a page needs them.
import serifFont from "#app/assets/fonts/cormorant-garamond-core.woff2?url";
import sansFont from "#app/assets/fonts/manrope-core.woff2?url";
import appCss from "#app/app.css?inline";
import { errorPage } from "#app/content/navigation.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

// The stylesheet (about 8 KB compressed) is inlined into every public page instead of linked: a
// phone on a slow network paints the first view one round trip earlier. Only the server build
// carries the text; in the browser the <style> element is already in the document and hydration
// keeps it.
const inlineCss = import.meta.env.SSR ? appCss : "";

/** The studio's layout route marks itself with `handle = { studio: true }`. */
function isStudioMatch(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "studio" in handle;
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: serifFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: sansFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // Icons from public/ (scripts/generate-brand-assets.ts); the manifest is a resource route. No
  // SVG icon here: Chromium draws one as a document of its own on the page's main thread (10 to
  // 20 ms during the load); the manifest (linked by the site's layout) lists it for installed apps.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The document. Public pages get their stylesheet inlined; the studio links its own (its
 * layout's `links`) and so never carries the site's. A public page's script starts after its
 * first view has painted (ADR 0009); the studio, which has no first-paint budget, loads its
 * script as React Router does.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const studio = useMatches().some((match) => isStudioMatch(match.handle));
  return (
    <html lang={siteLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f2eb" />
        <Meta />
        {studio ? null : (
          <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        )}
        <Links />
      </head>
      <body>
        {children}
        {/* No <ScrollRestoration>: every link on the site loads a document, which the browser
            scrolls by itself, and its inline script reads sessionStorage before the first paint. */}
        {studio ? <Scripts /> : <DeferredScripts />}
      </body>
    </html>
  );
}

/** Each part of the site brings its own shell: routes/site-layout.tsx and the studio's layout. */
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="text-4xl">{errorPage.heading}</h1>
      <p className="mt-4 text-muted">{errorPage.text}</p>
      <a className={buttonVariants({ variant: "link", className: "mt-8" })} href="/">
        {errorPage.home}
      </a>
    </main>
  );
}
