import type { Route } from "./+types/gallery-file";
import { galleryClientCopy } from "#app/content/gallery-client.ts";
import { servicesContext } from "#app/context.server.ts";
import { galleryHeaders, galleryToken } from "#app/galleries/client/cookie.server.ts";
import { openClientFile } from "#app/galleries/client/pictures.server.ts";

/**
 * One file of a client's gallery (ADR 0041): only with the gallery's session AND a valid,
 * unexpired signature for exactly this gallery, picture and rendition. Anything else, an expired
 * signature included, is the same 404; never a path from the URL to the disk.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const deps = context.get(servicesContext).clientGalleries;
  const notFound = () =>
    new Response(galleryClientCopy.fileNotFound, {
      status: 404,
      headers: { ...galleryHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  try {
    const found = await openClientFile(deps, {
      gallery: params.id,
      picture: params.picture,
      rendition: params.rendition,
      query: new URL(request.url).searchParams,
      token: galleryToken(request, params.id),
    });
    if (!found) return notFound();
    return new Response(found.body, {
      headers: {
        ...galleryHeaders,
        "Content-Type": found.type,
        "Content-Length": String(found.size),
      },
    });
  } catch (error) {
    deps.log("warn", "galleries.file_failed", {
      message: error instanceof Error ? error.message : "unknown",
    });
    return notFound();
  }
}
