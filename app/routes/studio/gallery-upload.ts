import { data } from "react-router";
import type { Route } from "./+types/gallery-upload";
import { servicesContext } from "#app/context.server.ts";
import { galleryApiMessages } from "#app/content/studio/galleries.ts";
import { receiveGalleryPiece } from "#app/galleries/galleries.server.ts";
import { galleryUploadStatuses } from "#app/studio/galleries/messages.ts";

/**
 * One piece of a picture for a gallery (app/studio/photos/upload-client.ts sends them, as for her
 * library): `X-Upload-Id`, `X-Upload-Offset`, `X-Upload-Total`, and `X-Upload-Kind` (proof or
 * final) and `X-Upload-Name` (the file's name, percent-encoded, for her eyes only). The answer is
 * JSON: how much arrived, the new picture's id, or why not.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (request.method !== "POST") return data({ status: "invalid" }, { status: 405, headers });
  const { galleries } = context.get(servicesContext);
  const header = (name: string) => request.headers.get(name) ?? "";
  const result = await receiveGalleryPiece(galleries, {
    galleryId: params.id,
    kind: header("X-Upload-Kind"),
    name: header("X-Upload-Name"),
    uploadId: header("X-Upload-Id"),
    offset: Number(header("X-Upload-Offset") || Number.NaN),
    total: Number(header("X-Upload-Total") || Number.NaN),
    body: request.body,
  });
  const status = galleryUploadStatuses[result.status];
  if (result.status === "done") {
    return data({ status: "done", pictureId: result.id }, { status, headers });
  }
  if (result.status === "not-found" || result.status === "invalid") {
    const message =
      result.status === "not-found" ? galleryApiMessages.notFound : galleryApiMessages.invalid;
    return data({ status: result.status, message }, { status, headers });
  }
  return data(result, { status, headers });
}
