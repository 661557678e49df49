import { legalPaths } from "#app/content/legal.ts";
import { siteUrl } from "#app/content/seo.ts";

/** The public pages; prerendered to build/client/sitemap.xml. */
export const sitemapPaths = ["/", ...legalPaths];

export function loader() {
  const urls = sitemapPaths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
