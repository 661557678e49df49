import { redirect } from "react-router";
import type { Route } from "./+types/gallery-pin";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { tryPin } from "#app/galleries/client/access.server.ts";
import { galleryCookie, galleryHeaders, galleryPath } from "#app/galleries/client/cookie.server.ts";
import { doorCode, type DoorMessage } from "#app/galleries/client/door-messages.ts";

/**
 * The PIN door's form, `POST /galerie/<id>/pin` (no script needed), answered with a 303 back to
 * the gallery: with the gallery's cookie for the right PIN, with `?pin=<code>` for a refusal.
 *
 * A resource route, not the page's action: the gallery's pages send no referrer
 * (`Referrer-Policy: no-referrer`), so a browser posts their form with `Origin: null`, which React
 * Router's check of document posts refuses. The check here: a browser's `Sec-Fetch-Site` (sent
 * whatever the referrer policy) or `Origin` must not name another site.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(galleryPath(encodeURIComponent(params.id)), {
    status: 303,
    headers: galleryHeaders,
  });
}

function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("origin");
  return origin !== null && origin !== "null" && origin !== new URL(request.url).origin;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const deps = context.get(servicesContext).clientGalleries;
  const door = galleryPath(encodeURIComponent(params.id));
  const back = (message?: DoorMessage, cookie?: string) =>
    redirect(message ? `${door}?pin=${doorCode(message)}` : door, {
      status: 303,
      headers: { ...galleryHeaders, ...(cookie ? { "Set-Cookie": cookie } : {}) },
    });
  if (request.method !== "POST" || fromAnotherSite(request)) return back();
  const form = await request.formData().catch(() => null);
  const pin = form?.get("pin");
  const result = await tryPin(
    deps,
    params.id,
    typeof pin === "string" ? pin.trim() : null,
    clientAddress(context),
  ).catch((error: unknown) => {
    deps.log("error", "galleries.pin_failed", {
      message: error instanceof Error ? error.message : "unknown",
    });
    return { ok: false as const, reason: "busy" as const };
  });
  if (result.ok) {
    const secure = new URL(request.url).protocol === "https:";
    return back(undefined, galleryCookie(params.id, result.token, { secure }));
  }
  // Unknown or closed, and locked: the door itself says so.
  if (result.reason === "not-found" || result.reason === "locked") return back();
  return back(result.reason);
}
