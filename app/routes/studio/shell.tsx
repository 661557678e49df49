import { Outlet } from "react-router";
import type { Route } from "./+types/shell";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { currentSession } from "#app/studio/auth/auth.server.ts";
import { notSignedIn, sessionToken, withSessionCookie } from "#app/studio/http.server.ts";
import { newInquiryCount } from "#app/studio/inbox/new-count.server.ts";
import { StudioShell } from "#app/studio/ui/shell.tsx";

/**
 * The guard: every page and JSON endpoint below this layout needs a valid session. Pages send
 * the visitor to the sign-in page, endpoints answer 401. A session in use has its cookie renewed
 * (at most once a day, sessions.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { studio } = context.get(servicesContext);
    const token = sessionToken(request);
    const found = currentSession(studio, token);
    if (!found || !token) return notSignedIn(request);
    context.set(studioSessionContext, found.session);
    return withSessionCookie(await next(), request, token, found.renewed);
  },
];

/** The count of new inquiries, for the shell's badge, title and app icon. */
export function loader({ context }: Route.LoaderArgs) {
  return { newCount: newInquiryCount(context.get(servicesContext).inbox.db) };
}

// Every navigation and every form sent may change the count (a new inquiry, an answered one).
export const shouldRevalidate = () => true;

export default function StudioLayout({ matches: [, frame], loaderData }: Route.ComponentProps) {
  return (
    <StudioShell studioName={frame.loaderData.studioName} newCount={loaderData.newCount}>
      <Outlet />
    </StudioShell>
  );
}
