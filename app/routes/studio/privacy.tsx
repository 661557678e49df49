import type { Route } from "./+types/privacy";
import { comingPages, studioTitle } from "~/content/studio/shell";
import { ComingSoon } from "~/studio/ui/page-header";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(comingPages.privacy.title) }];

/** Still being built (issue 16's second part fills it). */
export default function StudioPrivacy() {
  return <ComingSoon {...comingPages.privacy} badge={comingPages.badge} />;
}
