import { createHash } from "node:crypto";
import type { Route } from "./+types/api.availability";
import { servicesContext } from "#app/context.server.ts";
import { apiMessages } from "#app/content/api-messages.ts";
import { publicWindow, takenDays } from "#app/availability/availability.server.ts";
import { apiError } from "#app/lib/api-http.server.ts";

/**
 * GET /api/availability: the taken days of the next 12 months, `{"blocked":["2026-12-24",…]}`,
 * and nothing else (no names, no reasons). Caches may keep it for a minute; the form asks with
 * `cache: "no-cache"`, so it revalidates (a 304 while nothing changed) and a freshly loaded form
 * sees a change at once.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { availability, log } = context.get(servicesContext);
  try {
    const { from, to } = publicWindow(availability.clock());
    const body = JSON.stringify({ blocked: takenDays(availability.db, from, to) });
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
    const headers = { "Cache-Control": "public, max-age=60", ETag: etag };
    if (request.headers.get("if-none-match") === etag) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(body, {
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  } catch (error) {
    log("error", "api.failed", {
      route: "availability",
      message: error instanceof Error ? error.message : "unknown",
    });
    return apiError(503, { code: "unavailable", message: apiMessages.availabilityUnavailable });
  }
}

export function action() {
  return apiError(
    405,
    { code: "method_not_allowed", message: apiMessages.onlyGet },
    { Allow: "GET, HEAD" },
  );
}
