import { Links, Meta, Outlet } from "react-router";
import type { Route } from "./+types/root";
import { DeferredScripts } from "~/document/deferred-scripts";
import { SiteHeader } from "~/components/site-header";
import { Footer } from "~/components/sections/footer";
import { ToastProvider } from "~/components/ui/toast";
import { siteLocale } from "~/content/site";
// Only the core files: app.css loads the extended ones by unicode-range, when a page needs them.
import serifFont from "./assets/fonts/cormorant-garamond-core.woff2?url";
import sansFont from "./assets/fonts/manrope-core.woff2?url";
import appCss from "./app.css?inline";

// The stylesheet (about 5 KB compressed) is inlined into every page instead of linked: a phone on a
// slow network paints the first view one round trip earlier. Only the server build carries the
// text; in the browser the <style> element is already in the document and hydration keeps it.
const inlineCss = import.meta.env.SSR ? appCss : "";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: serifFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: sansFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // Icons from public/ (scripts/generate-brand-assets.ts); the manifest is a resource route. No
  // SVG icon here: Chromium draws one as a document of its own on the page's main thread (10 to
  // 20 ms during the load); the manifest lists it for installed apps.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={siteLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f2eb" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        <Links />
      </head>
      <body>
        {children}
        {/* No <ScrollRestoration>: every link on the site loads a document, which the browser
            scrolls by itself, and its inline script reads sessionStorage before the first paint. */}
        <DeferredScripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ToastProvider>
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 bg-ink px-4 py-3 text-sm text-cream transition-transform focus:translate-y-0"
      >
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="text-4xl">Etwas ist schiefgelaufen</h1>
      <p className="mt-4 text-muted">Bitte lade die Seite neu oder versuche es später erneut.</p>
      <a className="mt-8 inline-block underline underline-offset-4" href="/">
        Zur Startseite
      </a>
    </main>
  );
}
