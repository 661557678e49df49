import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/more";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { MoreList } from "#app/studio/ui/more-list.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import type { loader as shellLoader } from "#app/routes/studio/shell.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, shellCopy.more.title) },
];

/** "Mehr" in the phone's bottom bar: every area of the studio, on wide screens too. */
export default function More() {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/studio/shell");
  return (
    <>
      <PageHeader title={shellCopy.more.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{shellCopy.more.intro}</p>
      </PageHeader>
      <MoreList newCount={shell?.newCount ?? 0} />
    </>
  );
}
