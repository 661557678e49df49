import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { Footer } from "#app/components/sections/footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { shellCopy } from "#app/content/navigation.ts";
import { siteContentContext } from "#app/context.server.ts";
import { shellContent } from "#app/website/pages.ts";

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function loader({ context }: Route.LoaderArgs) {
  return shellContent(context.get(siteContentContext));
}

/** The public site's shell: skip link, header, the page, footer, and the form's toasts. */
export default function SiteLayout({ loaderData: shell }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 bg-ink px-4 py-3 text-sm text-cream transition-transform focus:translate-y-0"
      >
        {shellCopy.skipLink}
      </a>
      <SiteHeader studioName={shell.studioName} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer shell={shell} />
    </ToastProvider>
  );
}
