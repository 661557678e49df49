import { siteUrl } from "#app/content/seo.ts";

/**
 * Prerendered to build/client/robots.txt. The API answers machines, not search engines; a
 * client's gallery is private (its answers also say noindex, ADR 0041).
 */
export function loader() {
  const text = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /galerie/

Sitemap: ${siteUrl("/sitemap.xml")}
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
