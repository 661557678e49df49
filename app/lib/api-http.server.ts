/**
 * The shared HTTP rules of the JSON API routes: JSON answers of one shape, the method, the public
 * API key, content type, body size, and what an unexpected error becomes. Every refusal is a JSON
 * body with a code, never a stack trace.
 */
import { timingSafeEqual } from "node:crypto";
import type { Log } from "#app/lib/log.server.ts";

const maxBodyBytes = 32 * 1024;

/** The German texts of the refusals (app/content/inquiry-messages.ts), passed in by the caller. */
export type ApiErrorMessages = {
  methodNotAllowed: string;
  invalidApiKey: string;
  unsupportedMediaType: string;
  payloadTooLarge: string;
  malformedJson: string;
  notAnObject: string;
  internal: string;
};

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

export function methodNotAllowed(messages: Pick<ApiErrorMessages, "methodNotAllowed">) {
  return apiError(
    405,
    { code: "method_not_allowed", message: messages.methodNotAllowed },
    { Allow: "POST" },
  );
}

function hasValidApiKey(request: Request, expected: string): boolean {
  const given = Buffer.from(request.headers.get("apikey") ?? "");
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
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
  messages: ApiErrorMessages,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return {
      ok: false,
      response: apiError(415, {
        code: "unsupported_media_type",
        message: messages.unsupportedMediaType,
      }),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: apiError(413, { code: "payload_too_large", message: messages.payloadTooLarge }),
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
    return malformed(messages.malformedJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return malformed(messages.notAnObject);
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * One JSON endpoint (`POST` with the public API key, spec section 6): 405 for other methods, 401
 * without the key, and a plain 500 for anything `handle` throws, logged as `api.failed`.
 */
export async function jsonEndpoint(
  request: Request,
  options: { name: string; apiKey: string; log: Log; messages: ApiErrorMessages },
  handle: () => Response | Promise<Response>,
): Promise<Response> {
  try {
    if (request.method !== "POST") return methodNotAllowed(options.messages);
    if (!hasValidApiKey(request, options.apiKey)) {
      return apiError(401, { code: "invalid_api_key", message: options.messages.invalidApiKey });
    }
    return await handle();
  } catch (error) {
    options.log("error", "api.failed", {
      route: options.name,
      message: error instanceof Error ? error.message : "unknown",
    });
    // A plain JSON 500; the details go to the log only.
    return apiError(500, { code: "internal", message: options.messages.internal });
  }
}
