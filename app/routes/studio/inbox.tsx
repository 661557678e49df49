import type { Route } from "./+types/inbox";
import { comingPages, studioTitle } from "~/content/studio/shell";
import { ComingSoon } from "~/studio/ui/page-header";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(comingPages.inbox.title) }];

/** Still being built (issue 16's second part fills it). */
export default function StudioInbox() {
  return <ComingSoon {...comingPages.inbox} badge={comingPages.badge} />;
}
