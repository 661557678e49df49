import { data } from "react-router";
import type { Route } from "./+types/gallery";
import { galleryClientCopy } from "#app/content/gallery-client.ts";
import { servicesContext, siteContentContext } from "#app/context.server.ts";
import { doorOf, hasSession } from "#app/galleries/client/access.server.ts";
import { galleryHeaders, galleryToken } from "#app/galleries/client/cookie.server.ts";
import { doorMessageOf, doorStatus } from "#app/galleries/client/door-messages.ts";
import { gridOf } from "#app/galleries/client/pictures.server.ts";
import { GalleryNotFound, GalleryLocked, PinDoor } from "#app/galleries/client/ui/door.tsx";
import { GalleryGrid } from "#app/galleries/client/ui/grid.tsx";

/**
 * A client's gallery, `/galerie/<id>` (ADR 0041): a quiet 404 for anything that is not an open
 * gallery with a PIN, the PIN door, the locked notice, or, with the gallery's session, her grid.
 * No answer here sets a cookie (only ./pin does, for the right PIN); none is cached, indexed or
 * sends a referrer.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const deps = context.get(servicesContext).clientGalleries;
  const { studioName } = context.get(siteContentContext).facts;
  const gallery = doorOf(deps.db, params.id, deps.clock());
  if (!gallery) return data({ view: "not-found" as const, studioName }, { status: 404 });
  if (gallery.lockedAt !== null)
    return data({ view: "locked" as const, studioName }, { status: 423 });
  if (hasSession(deps, gallery.id, galleryToken(request, gallery.id))) {
    const grid = gridOf(deps, gallery.id);
    if (grid) return data({ view: "grid" as const, studioName, grid });
  }
  // After a refused PIN (the form posts to ./pin, which comes back here with what went wrong).
  const message = doorMessageOf(new URL(request.url).searchParams.get("pin"));
  return data(
    { view: "door" as const, studioName, id: gallery.id, clientName: gallery.clientName, message },
    { status: message ? doorStatus[message] : 200 },
  );
}

export const headers: Route.HeadersFunction = () => galleryHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title =
    loaderData?.view === "grid"
      ? loaderData.grid.title
      : loaderData?.view === "not-found"
        ? galleryClientCopy.notFound.title
        : galleryClientCopy.door.metaTitle;
  const studioName = loaderData?.studioName;
  return [
    { title: studioName ? `${title} · ${studioName}` : title },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export default function Gallery({ loaderData: shown }: Route.ComponentProps) {
  switch (shown.view) {
    case "not-found":
      return <GalleryNotFound />;
    case "locked":
      return <GalleryLocked />;
    case "grid":
      return <GalleryGrid grid={shown.grid} />;
    case "door":
      return (
        <PinDoor
          galleryId={shown.id}
          clientName={shown.clientName}
          message={shown.message ?? undefined}
        />
      );
  }
}
