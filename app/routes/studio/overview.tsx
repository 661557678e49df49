import type { Route } from "./+types/overview";
import { comingPages, studioTitle } from "~/content/studio/shell";
import { ComingSoon } from "~/studio/ui/page-header";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(comingPages.overview.title) }];

/** Still being built (issue 16's second part fills it). */
export default function StudioOverview() {
  return <ComingSoon {...comingPages.overview} badge={comingPages.badge} />;
}
