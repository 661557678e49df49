import type { Route } from "./+types/photo-status";
import { servicesContext } from "#app/context.server.ts";
import { photoStates } from "#app/studio/photos/pages.server.ts";

/**
 * Her photos' states as JSON, for the photo pages to poll while the worker encodes: each photo's
 * id, state, problem and progress, nothing else (no descriptions, no file data).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).photos;
  return Response.json({ photos: photoStates(db) }, { headers: { "Cache-Control": "no-store" } });
}
