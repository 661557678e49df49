import { data } from "react-router";
import type { Route } from "./+types/website-preview";
import { servicesContext } from "#app/context.server.ts";
import { renderPreview } from "#app/studio/website/preview.server.ts";

/**
 * Vorschau: a public page (`?seite=impressum`, the home page without) rendered with the owner's
 * draft. Behind the studio's guard; the frame adds no-store and noindex to the answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { website } = context.get(servicesContext);
  const page = new URL(request.url).searchParams.get("seite") ?? "";
  const result = await renderPreview(website, page);
  if (!result.ok) throw data(null, { status: 404 });
  return new Response(result.html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
