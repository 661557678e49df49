/**
 * The public pages of the owner's live release (ADR 0031). `npm run build` prerenders them from
 * the default content; when she publishes, the running server renders the same routes again with
 * the new content, through the same request handler the build used, and prepares each page as a
 * static file would be: its inline scripts' CSP hashes, Brotli and gzip at the top level, and for
 * the home page the form token's splice point (appendable-page.ts). Then one assignment swaps the
 * whole set in, so every response is wholly one release or wholly the next.
 *
 * Nothing is rendered per visit: the pages stay bytes in memory, served by static-files.ts in
 * place of the build's files for as long as they are live.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { LivePages, RenderedPages } from "#app/website/publish.server.ts";
import type { SiteContent } from "#app/website/schema.ts";
import { prepareAppendablePage, type AppendablePage } from "./appendable-page.ts";
import { inlineScriptHashes } from "./security-headers.ts";

export type LivePage = {
  contentType: string;
  /** The page as it is, then its Brotli and gzip copies. */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** For a page that takes an appendix per response (the home page's form token). */
  appendable?: AppendablePage;
  /** The CSP hashes of its inline scripts. */
  hashes: string[];
  etag: string;
};

export type PageSet = RenderedPages & {
  /** By the file the build would have served (e.g. "/impressum/index.html"). */
  pages: ReadonlyMap<string, LivePage>;
  /** React Router's data files of these pages: answered by the app, never the build's copies. */
  dataFiles: ReadonlySet<string>;
};

export type ServedPages = LivePages & {
  /** The rendered set being served, or null while the build's own files are. */
  current(): PageSet | null;
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** "/" → "/index.html", "/impressum" → "/impressum/index.html"; resource routes keep their path. */
export function fileOfPage(path: string, html: boolean): string {
  if (!html) return path;
  return path === "/" ? "/index.html" : `${path}/index.html`;
}

/** React Router's data file for a path, as the build names it ("/" → "/_.data"). */
const dataFileOf = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

async function prepare(body: Buffer, contentType: string, appendable: boolean): Promise<LivePage> {
  const html = contentType.startsWith("text/html");
  const [br, gz] = appendable
    ? [Buffer.alloc(0), Buffer.alloc(0)]
    : await Promise.all([
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
  return {
    contentType,
    identity: body,
    br,
    gzip: gz,
    appendable: appendable ? await prepareAppendablePage(body) : undefined,
    hashes: html ? inlineScriptHashes(body.toString("utf8")) : [],
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

export function createLivePages(options: {
  /** The prerendered paths (react-router.config.ts). */
  paths: readonly string[];
  /** One page of `content`, through the app's request handler. */
  render(path: string, content: SiteContent): Promise<Response>;
  /** Whether a page takes an appendix per response (the app's `pageAppendices`). */
  isAppendable(path: string): boolean;
}): ServedPages {
  let current: PageSet | null = null;
  let shownId: number | null = null;
  const buildPages: RenderedPages = { count: 0 };

  return {
    renderPage: options.render,
    async render(content) {
      // One page at a time: a publish must not take both cores from the visitors.
      const pages = new Map<string, LivePage>();
      for (const path of options.paths) {
        const response = await options.render(path, content);
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200) {
          throw new Error(`rendering ${path} answered ${response.status}`);
        }
        const contentType = response.headers.get("Content-Type") ?? "application/octet-stream";
        const html = contentType.startsWith("text/html");
        const page = await prepare(body, contentType, html && options.isAppendable(path));
        pages.set(fileOfPage(path, html), page);
      }
      const set: PageSet = {
        count: pages.size,
        pages,
        dataFiles: new Set(options.paths.map(dataFileOf)),
      };
      return set;
    },
    prerendered: () => buildPages,
    swap(id, rendered) {
      current = rendered === buildPages ? null : (rendered as PageSet);
      shownId = id;
    },
    shownId: () => shownId,
    current: () => current,
  };
}

/** The development server's pages: Vite renders each per request, with the live content. */
export function renderedPerRequest(
  renderPage: (path: string, content: SiteContent) => Promise<Response>,
): ServedPages {
  const none: RenderedPages = { count: 0 };
  let shownId: number | null = null;
  return {
    renderPage,
    render: async () => none,
    prerendered: () => none,
    swap: (id) => void (shownId = id),
    shownId: () => shownId,
    current: () => null,
  };
}
