import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { legalLinks, notFoundPage, shellCopy } from "#app/content/navigation.ts";
import { pageTitle } from "#app/content/seo.ts";
import { siteContentContext } from "#app/context.server.ts";

// Answer unknown paths with a real 404 status, not a soft 200.
export function loader({ context }: Route.LoaderArgs) {
  const { studioName } = context.get(siteContentContext).facts;
  return data({ studioName }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: pageTitle("notFound", loaderData.studioName) }] : []),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-32 text-center">
      <p className="label-caps text-accent">404</p>
      <h1 className="mt-6 text-5xl">{notFoundPage.heading}</h1>
      <p className="mt-6 text-muted">{notFoundPage.text}</p>
      <a href="/" className={buttonVariants({ variant: "secondary", className: "mt-10" })}>
        {shellCopy.backToHome}
      </a>
      <nav aria-label={shellCopy.legalNavigation} className="mt-12">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={buttonVariants({ variant: "link-muted" })}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
