/**
 * The gallery's cookie (ADR 0041): `galerie_<id>`, sent only to `/galerie/<id>` and below, never
 * readable by scripts, never sent along with a request another site starts, and only over HTTPS
 * when the request came over HTTPS (as the studio's session cookie decides it). It holds a random
 * secret; the database keeps its SHA-256 (access.server.ts).
 */
import { gallerySessionMs } from "#app/galleries/client/access.server.ts";
import { galleryIdPattern } from "#app/galleries/gallery.ts";

export const galleryCookieName = (id: string) => `galerie_${id}`;
export const galleryPath = (id: string) => `/galerie/${id}`;

export function galleryCookie(id: string, token: string, options: { secure: boolean }): string {
  if (!galleryIdPattern.test(id)) throw new Error("not a gallery id");
  const attributes = [
    `Path=${galleryPath(id)}`,
    `Max-Age=${Math.round(gallerySessionMs / 1000)}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (options.secure) attributes.push("Secure");
  return [`${galleryCookieName(id)}=${token}`, ...attributes].join("; ");
}

/** The gallery's session token in a request's Cookie header, if any. */
export function galleryToken(request: Request, id: string): string | null {
  const wanted = galleryCookieName(id);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.split("=");
    if (name?.trim() === wanted) return value.join("=").trim() || null;
  }
  return null;
}

/** Every answer under /galerie/: private, not stored, not indexed, no referrer (ADR 0041). */
export const galleryHeaders: Record<string, string> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};
