/**
 * The owner's Vorschau: the real public pages rendered with her draft, served only to her under
 * /studio (her session cookie's path), never cached, never indexed and never to visitors. The
 * page is the one visitors would get, minus its scripts: they would start the site's router on
 * a URL it does not know. So it shows the page as it looks without JavaScript (the site works
 * without it), its links stay in the preview, and its form cannot send a real inquiry.
 */
import { previewCopy } from "#app/content/studio/website-preview.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { previewPath, websitePath } from "#app/studio/website/editor.ts";
import type { WebsiteDeps } from "#app/website/publish.server.ts";
import { readDraft, liveRelease } from "#app/website/store.server.ts";

/** The pages the preview shows, by their `?seite=` value ("" for the home page). */
const pages: Record<string, string> = {
  "": "/",
  impressum: "/impressum",
  datenschutz: "/datenschutz",
  nutzungsbedingungen: "/nutzungsbedingungen",
};

const previewUrl = (page: string, hash = "") =>
  `${previewPath}${page ? `?seite=${page}` : ""}${hash}`;

/** The page's own links to the site's pages, kept inside the preview. */
function keepLinksInPreview(html: string): string {
  return html.replace(
    /href="\/(impressum|datenschutz|nutzungsbedingungen)?(#[^"]*)?"/g,
    (_, page: string | undefined, hash: string | undefined) =>
      `href="${escapeHtml(previewUrl(page ?? "", hash ?? ""))}"`,
  );
}

function bar(hasDraft: boolean, isHome: boolean): string {
  const text: string[] = [hasDraft ? previewCopy.draft : previewCopy.live];
  if (isHome) text.push(previewCopy.formOff);
  return (
    '<div role="status" style="position:fixed;inset:auto 0 0 0;z-index:1000;display:flex;' +
    "flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:center;padding:.75rem 1rem;" +
    'background:#2b2320;color:#f7f2eb;font:500 14px/1.4 system-ui,sans-serif;text-align:center">' +
    `<span>${escapeHtml(text.join(" "))}</span>` +
    `<a href="${websitePath}" style="color:inherit;text-decoration:underline;min-height:44px;` +
    `display:inline-flex;align-items:center">${escapeHtml(previewCopy.back)}</a></div>`
  );
}

export type PreviewResult = { ok: true; html: string } | { ok: false; reason: "unknown-page" };

export async function renderPreview(deps: WebsiteDeps, page: string): Promise<PreviewResult> {
  const path = pages[page];
  if (!path) return { ok: false, reason: "unknown-page" };
  const draft = readDraft(deps.db);
  const content = draft?.content ?? liveRelease(deps.db).content;
  const response = await deps.pages.renderPage(path, content);
  const html = keepLinksInPreview(await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace("</head>", '<meta name="robots" content="noindex,nofollow"></head>')
    .replace(/<form\b/g, "<form inert")
    .replace(/<\/body>/, `${bar(draft !== null, path === "/")}</body>`);
  return { ok: true, html };
}
