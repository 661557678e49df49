import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, shellCopy.notFound.title) },
];

export default function StudioNotFound() {
  return (
    <>
      <PageHeader title={shellCopy.notFound.title} />
      <p className="mt-8 text-muted">{shellCopy.notFound.text}</p>
      <a href="/studio" className={buttonVariants({ variant: "link", className: "mt-6" })}>
        {shellCopy.notFound.back}
      </a>
    </>
  );
}
