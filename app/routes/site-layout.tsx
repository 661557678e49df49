import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { Footer } from "~/components/sections/footer";
import { SiteHeader } from "~/components/site-header";
import { ToastProvider } from "~/components/ui/toast";
import { shellCopy } from "~/content/navigation";

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The public site's shell: skip link, header, the page, footer, and the form's toasts. */
export default function SiteLayout() {
  return (
    <ToastProvider>
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 bg-ink px-4 py-3 text-sm text-cream transition-transform focus:translate-y-0"
      >
        {shellCopy.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </ToastProvider>
  );
}
