import { data } from "react-router";
import type { Route } from "./+types/photo-upload";
import { servicesContext } from "#app/context.server.ts";
import { receiveChunk } from "#app/photos/upload.server.ts";
import { uploadStatuses } from "#app/studio/photos/messages.ts";

/**
 * One piece of a photo the studio uploads (app/studio/photos/upload-client.ts sends them):
 * `X-Upload-Id`, `X-Upload-Offset` and `X-Upload-Total` say which piece of which file; the body is
 * the piece's bytes. The answer is JSON: how much arrived, the new photo's id, or why not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ status: "invalid" }, { status: 405 });
  const { photos } = context.get(servicesContext);
  const header = (name: string) => request.headers.get(name) ?? "";
  const result = await receiveChunk(photos, {
    uploadId: header("X-Upload-Id"),
    offset: Number(header("X-Upload-Offset") || Number.NaN),
    total: Number(header("X-Upload-Total") || Number.NaN),
    body: request.body,
  });
  const status = uploadStatuses[result.status];
  return data(result, { status, headers: { "Cache-Control": "no-store" } });
}
