/**
 * Sending a picture from the browser in pieces (ADR 0032, app/photos/upload.server.ts): each piece
 * of `uploadChunkBytes` is its own POST with the upload's random id, its offset and the file's
 * size. For her library only the bytes go: never the file's name, its date or the type the
 * browser guesses. A gallery's upload (ADR 0041) goes to its own address with the headers it
 * names (the picture's kind, and the file's name, which the owner alone sees). A dropped
 * connection is retried from the offset the server has. XMLHttpRequest rather than fetch: it
 * reports how much of a piece is sent, so the bar moves on a slow phone network too.
 */
import { acceptedTypes, maxUploadBytes, uploadChunkBytes } from "#app/photos/limits.ts";
import { sniff, sniffBytes } from "#app/photos/sniff.ts";
import type { UploadRefusal } from "#app/photos/upload.server.ts";
import { uploadPath } from "#app/studio/photos/photos.ts";

export type UploadFailure = UploadRefusal | "network" | "failed" | "signed-out";

/** `id`: the new photo's, or the new gallery picture's. */
export type UploadOutcome = { ok: true; id: string } | { ok: false; reason: UploadFailure };

/** Where the pieces go, and what each piece carries besides its place in the file. */
export type UploadTarget = { path: string; headers?: Record<string, string> };

/**
 * Apple's browsers turn a HEIC photo into a JPEG themselves when the file input does not accept
 * HEIC (iOS always; Safari on a Mac only then), so there the studio does not ask for HEIC and she
 * never meets the refusal. Elsewhere HEIC stays in the list, so an Android phone's picker shows
 * such a photo and the page can say how to export it instead of hiding it.
 */
function convertsHeicItself(userAgent: string): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return (
    /\bMacintosh\b/.test(userAgent) &&
    /\bVersion\/[\d.]+ .*Safari\//.test(userAgent) &&
    !/Chrome|Chromium|Edg|Firefox|OPR/.test(userAgent)
  );
}

/** The file input's `accept` for this browser (see convertsHeicItself). */
export const acceptFor = (userAgent: string) =>
  convertsHeicItself(userAgent)
    ? acceptedTypes
        .split(",")
        .filter((type) => !/hei[cf]/.test(type))
        .join(",")
    : acceptedTypes;

/** What the browser can tell before sending anything: too large, empty, HEIC, not a photo. */
export async function checkFile(file: Blob): Promise<UploadRefusal | null> {
  if (file.size === 0) return "empty";
  if (file.size > maxUploadBytes) return "too-large";
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const kind = sniff(head);
  if (kind === "heic") return "heic";
  return kind ? null : "not-a-photo";
}

/** 32 random hex digits: the server's name for this upload until it is a photo. */
function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Answer = { status: number; body: Record<string, unknown> | null; signedOut: boolean };

function sendPiece(
  piece: Blob,
  target: string,
  headers: Record<string, string>,
  onSent: (bytes: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", target);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      let body: Record<string, unknown> | null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      // The session ended: the guard sent the sign-in page instead.
      const signedOut = new URL(xhr.responseURL || location.href).pathname.startsWith(
        "/studio/anmelden",
      );
      resolve({ status: xhr.status, body, signedOut });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.ontimeout = () => reject(new Error("network"));
    xhr.timeout = 60_000;
    xhr.send(piece);
  });
}

const retryDelaysMs = [1000, 2000, 4000, 8000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `file` (to her library unless `target` says otherwise); `onProgress` hears how many of
 * its bytes have arrived. Resolves with the new photo's or picture's id or why not; never rejects.
 */
export async function uploadFile(
  file: Blob,
  onProgress: (sent: number, total: number) => void,
  target: UploadTarget = { path: uploadPath },
): Promise<UploadOutcome> {
  const refused = await checkFile(file);
  if (refused) return { ok: false, reason: refused };
  const uploadId = newUploadId();
  const total = file.size;
  let offset = 0;
  let failures = 0;
  while (offset < total) {
    const piece = file.slice(offset, Math.min(total, offset + uploadChunkBytes));
    const headers = {
      ...target.headers,
      "X-Upload-Id": uploadId,
      "X-Upload-Offset": String(offset),
      "X-Upload-Total": String(total),
    };
    let answer: Answer;
    try {
      const start = offset;
      answer = await sendPiece(piece, target.path, headers, (sent) =>
        onProgress(start + sent, total),
      );
    } catch {
      answer = { status: 0, body: null, signedOut: false };
    }
    if (answer.signedOut) return { ok: false, reason: "signed-out" };
    const { body } = answer;
    const status = typeof body?.status === "string" ? body.status : null;
    const id = body?.photoId ?? body?.pictureId;
    if (status === "done" && typeof id === "string") {
      onProgress(total, total);
      return { ok: true, id };
    }
    if (status === "refused") {
      const reason = body?.reason as UploadRefusal;
      return { ok: false, reason: reason ?? "failed" };
    }
    if ((status === "partial" || status === "resume") && typeof body?.received === "number") {
      if (status === "resume" && body.received === offset) failures += 1;
      offset = body.received;
      if (status === "partial") failures = 0;
      onProgress(offset, total);
      if (failures > retryDelaysMs.length) return { ok: false, reason: "failed" };
      continue;
    }
    // A dropped connection or a server that could not answer: ask again where it stands.
    if (status === "invalid" || failures >= retryDelaysMs.length) {
      return { ok: false, reason: answer.status === 0 ? "network" : "failed" };
    }
    await wait(retryDelaysMs[failures]!);
    failures += 1;
  }
  return { ok: false, reason: "failed" };
}
