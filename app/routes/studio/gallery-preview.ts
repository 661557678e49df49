import type { Route } from "./+types/gallery-preview";
import { servicesContext } from "#app/context.server.ts";
import { openPreview } from "#app/galleries/preview.server.ts";

/**
 * A preview of a gallery's picture for the owner's grid (the studio's session guards it): only a
 * preview file of a picture of this very gallery; never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { galleries } = context.get(servicesContext);
  const found = await openPreview(galleries, params.id, params.file);
  if (!found) {
    return new Response("Nicht gefunden", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(found.body, {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(found.size),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
