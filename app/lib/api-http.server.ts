/**
 * The shared HTTP rules of the JSON API routes: JSON answers of one shape, the method, the public
 * API key, content type, body size, and what an unexpected error becomes. Every refusal is a JSON
 * body with a code, never a stack trace.
 */
import { timingSafeEqual } from "node:crypto";
import type { Log } from "./log.server";

const maxBodyBytes = 32 * 1024;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

export type ApiError = { code: string; message: string; fieldErrors?: Record<string, string> };

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

export function apiError(status: number, error: ApiError, headers: Record<string, string> = {}) {
  return json(status, { ok: false, error }, headers);
}

export function methodNotAllowed() {
  return apiError(
    405,
    { code: "method_not_allowed", message: "Nur POST ist erlaubt." },
    { Allow: "POST" },
  );
}

function hasValidApiKey(request: Request, expected: string): boolean {
  const given = Buffer.from(request.headers.get("apikey") ?? "");
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function invalidApiKey() {
  return apiError(401, {
    code: "invalid_api_key",
    message: "Fehlender oder falscher API-Schlüssel.",
  });
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/**
 * Reads a JSON object body: 415 unless the content type is JSON, 413 beyond `maxBodyBytes`
 * (checked while streaming, so a lying Content-Length does not help), 400 for anything that is
 * not a JSON object.
 */
export async function readJsonObject(
  request: Request,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return {
      ok: false,
      response: apiError(415, {
        code: "unsupported_media_type",
        message: "Bitte sende die Anfrage als application/json.",
      }),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: apiError(413, { code: "payload_too_large", message: "Die Anfrage ist zu groß." }),
  });
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const malformed = (message: string) => ({
    ok: false as const,
    response: apiError(400, { code: "malformed_json", message }),
  });
  let value: unknown;
  try {
    // Strict: JSON is UTF-8 (RFC 8259); invalid bytes are refused, not silently replaced by U+FFFD.
    value = JSON.parse(strictUtf8.decode(Buffer.concat(chunks)));
  } catch {
    return malformed("Die Anfrage ist kein gültiges JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return malformed("Die Anfrage muss ein JSON-Objekt sein.");
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** Turns an unexpected exception into a plain JSON 500; the details go to the log only. */
function internalError() {
  return apiError(500, {
    code: "internal",
    message: "Interner Fehler. Bitte versuche es später erneut.",
  });
}

/**
 * One JSON endpoint (`POST` with the public API key, spec section 6): 405 for other methods, 401
 * without the key, and a plain 500 for anything `handle` throws, logged as `api.failed`.
 */
export async function jsonEndpoint(
  request: Request,
  options: { name: string; apiKey: string; log: Log },
  handle: () => Response | Promise<Response>,
): Promise<Response> {
  try {
    if (request.method !== "POST") return methodNotAllowed();
    if (!hasValidApiKey(request, options.apiKey)) return invalidApiKey();
    return await handle();
  } catch (error) {
    options.log("error", "api.failed", {
      route: options.name,
      message: error instanceof Error ? error.message : "unknown",
    });
    return internalError();
  }
}
