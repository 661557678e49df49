import type { Route } from "./+types/photo-file";
import { servicesContext } from "#app/context.server.ts";
import { readPhotoFile } from "#app/photos/store.server.ts";

/** "foto-<id>-<hash>-<width>.avif", "…-cut480.webp": the names the photo worker gives its files. */
const fileName = /^foto-[0-9a-f]{16}-[0-9a-f]{10}-(?:cut)?\d{2,4}\.(avif|webp)$/;
const types = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * Her photos' encoded files, from the database (ADR 0032). A name holds the hash of what it
 * shows, so it is cached for a year; an original or a master is never reachable here, only what
 * the worker encoded without any metadata.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const name = params.name ?? "";
  const match = fileName.exec(name);
  const data = match ? readPhotoFile(context.get(servicesContext).photos.db, name) : null;
  if (!match || !data) {
    return new Response("Nicht gefunden", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = {
    "Content-Type": types[match[1] as keyof typeof types],
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: `"${name}"`,
  };
  if (request.headers.get("If-None-Match") === headers.ETag) {
    return new Response(null, { status: 304, headers });
  }
  const body = data as Uint8Array<ArrayBuffer>;
  return new Response(body, { headers: { ...headers, "Content-Length": String(body.byteLength) } });
}
