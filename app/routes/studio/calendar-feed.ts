import type { Route } from "./+types/calendar-feed";
import { servicesContext, siteContentContext } from "#app/context.server.ts";
import { calendarFeed, isFeedToken } from "#app/studio/calendar/calendar-feed.server.ts";

/**
 * GET /studio/kalender.ics?token=…: the owner's bookings for her phone's calendar app, which has
 * no session; the token in the address is the key. A wrong or old token gets a plain 404.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { availability, studio: auth } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  if (!isFeedToken(availability.db, token)) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const body = calendarFeed(availability.db, {
    now: availability.clock(),
    siteOrigin: auth.siteOrigin,
    studioName: context.get(siteContentContext).facts.studioName,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="kalender.ics"',
    },
  });
}
