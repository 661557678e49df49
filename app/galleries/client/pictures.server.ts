/**
 * A client's pictures (ADR 0041, part B): the grid's data, every address signed for an hour, and
 * the file route's check. A file is served only to a live session of its gallery AND for a valid,
 * unexpired signature naming exactly that gallery, picture and rendition; the rendition is one of
 * a closed set (`<width>.avif|webp` of the picture's preview ladder; the delivered JPEG comes
 * later), and the path on disk is built from the checked ids, never from the URL.
 *
 * Refusals: everything is a 404, an expired signature included (ADR 0041: "a 404"), so a
 * visitor learns nothing about which part was wrong.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { checkFile, signFile, signedQuery } from "#app/galleries/access/signed-files.server.ts";
import {
  galleryFolder,
  previewFile,
  type PreviewFormat,
} from "#app/galleries/encode/files.server.ts";
import { pictureIdPattern } from "#app/galleries/gallery.ts";
import { prepared } from "#app/lib/db.server.ts";
import { hasSession, type ClientGalleryDeps } from "#app/galleries/client/access.server.ts";

/** A preview as the client's page offers it: a `<source>` per format, widths for `srcset`. */
export type GridPicture = {
  id: string;
  width: number;
  height: number;
  lqip: string | null;
  /** Signed addresses, widest last, per format. */
  avif: { url: string; width: number }[];
  webp: { url: string; width: number }[];
};

export type GridData = {
  title: string;
  clientName: string;
  proofs: GridPicture[];
  finals: GridPicture[];
};

const formats = ["avif", "webp"] as const satisfies readonly PreviewFormat[];
const renditionPattern = /^(\d{1,5})\.(avif|webp)$/;

export const fileUrl = (gallery: string, picture: string, rendition: string) =>
  `/galerie/${encodeURIComponent(gallery)}/datei/${picture}/${rendition}`;

type PictureRow = {
  id: string;
  kind: "proof" | "final";
  width: number;
  height: number;
  lqip: string | null;
  previews: string;
};

/** The grid of a gallery the caller has checked the session for. No original file name. */
export function gridOf(deps: ClientGalleryDeps, galleryId: string): GridData | null {
  const gallery = prepared(
    deps.db,
    "SELECT title, client_name AS clientName FROM galleries WHERE id = ?",
  ).get(galleryId) as { title: string; clientName: string } | undefined;
  if (!gallery) return null;
  const now = deps.clock();
  const rows = prepared(
    deps.db,
    `SELECT id, kind, width, height, lqip, previews FROM gallery_pictures
     WHERE gallery_id = ? AND encode_state = 'ready' AND width IS NOT NULL AND height IS NOT NULL
       AND previews IS NOT NULL
     ORDER BY sort, id`,
  ).all(galleryId) as PictureRow[];
  const toGrid = (row: PictureRow): GridPicture => {
    const widths = (JSON.parse(row.previews) as number[]).toSorted((a, b) => a - b);
    const signed = (format: PreviewFormat) =>
      widths.map((width) => {
        const rendition = `${width}.${format}`;
        const signature = signFile(
          deps.fileKey,
          { gallery: galleryId, picture: row.id, rendition },
          now,
        );
        return { url: fileUrl(galleryId, row.id, rendition) + signedQuery(signature), width };
      });
    return {
      id: row.id,
      width: row.width,
      height: row.height,
      lqip: row.lqip,
      avif: signed(formats[0]),
      webp: signed(formats[1]),
    };
  };
  return {
    title: gallery.title,
    clientName: gallery.clientName,
    proofs: rows.filter((row) => row.kind === "proof").map(toGrid),
    finals: rows.filter((row) => row.kind === "final").map(toGrid),
  };
}

export type OpenedFile = { body: ReadableStream<Uint8Array>; size: number; type: string };

/** The file of a signed address, for a live session of its gallery; null: a 404. */
export async function openClientFile(
  deps: ClientGalleryDeps,
  request: {
    gallery: string;
    picture: string;
    rendition: string;
    query: URLSearchParams;
    token: string | null;
  },
): Promise<OpenedFile | null> {
  const { gallery, picture, rendition } = request;
  if (!pictureIdPattern.test(picture)) return null;
  const match = renditionPattern.exec(rendition);
  if (!match) return null;
  if (!hasSession(deps, gallery, request.token)) return null;
  const check = checkFile(
    deps.fileKey,
    { gallery, picture, rendition },
    request.query,
    deps.clock(),
  );
  if (!check.ok) return null;
  const width = Number(match[1]);
  const format = match[2] as PreviewFormat;
  const row = prepared(
    deps.db,
    `SELECT previews FROM gallery_pictures
     WHERE id = ? AND gallery_id = ? AND encode_state = 'ready'`,
  ).get(picture, gallery) as { previews: string | null } | undefined;
  if (!row?.previews || !(JSON.parse(row.previews) as number[]).includes(width)) return null;
  const full = path.join(
    galleryFolder(deps.galleriesDir, gallery),
    previewFile(picture, width, format),
  );
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
    size: info.size,
    type: format === "avif" ? "image/avif" : "image/webp",
  };
}
