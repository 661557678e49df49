import type { Route } from "./+types/templates";
import { comingPages, studioTitle } from "~/content/studio/shell";
import { ComingSoon } from "~/studio/ui/page-header";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(comingPages.templates.title) }];

/** Still being built (issue 16's second part fills it). */
export default function StudioTemplates() {
  return <ComingSoon {...comingPages.templates} badge={comingPages.badge} />;
}
