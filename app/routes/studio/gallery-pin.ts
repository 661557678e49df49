import { apiMessages } from "#app/content/api-messages.ts";
import { galleryPinCopy } from "#app/content/studio/galleries.ts";
import type { Route } from "./+types/gallery-pin";
import { servicesContext } from "#app/context.server.ts";
import { renewPin } from "#app/galleries/client/access.server.ts";
import { apiError, json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { studioEndpoint } from "#app/studio/http.server.ts";

/**
 * POST /studio/galerien/:id/pin `{}` (signed in, from the studio's origin: the shell and the
 * frame check both): a new PIN for the gallery. The lock and the wrong tries are cleared, every
 * session of the client ends, and the PIN is answered once, `{ ok: true, pin }`, never again.
 */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, params, context }: Route.ActionArgs) {
  const { clientGalleries, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "gallery-pin", log }, async () => {
    const renewed = await renewPin(clientGalleries, params.id);
    if (!renewed.ok) return apiError(404, { code: "not_found", message: galleryPinCopy.notFound });
    return json(200, { ok: true, pin: renewed.pin });
  });
}
