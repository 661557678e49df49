import type { FieldErrors } from "./inquiry-schema";
import { fieldErrorsOf, inquirySchema } from "./inquiry-schema";

/**
 * CONTRACT between the entry points (JSON API route, the page's no-JS form action) and the
 * inquiry backend. STUB until the backend issue lands: it validates but does not store or mail.
 */
export type SubmitContext = {
  channel: "api" | "form";
  clientIp: string;
  /** Form-session token (JSON API); the no-JS form post has none. */
  sessionToken?: string | null;
  /** Client-chosen id that makes retries and double clicks idempotent. */
  submissionId?: string | null;
  /** The request's Origin header, checked on the form action. */
  origin?: string | null;
  /** Value of the hidden honeypot field "website" (form post). */
  honeypot?: string | null;
};

export type SubmitOutcome =
  | { ok: true; id: string }
  | {
      ok: false;
      status: number;
      error: { code: string; message: string; fieldErrors?: FieldErrors };
    };

/** Validates, stores and queues the mails for one inquiry (payload without gdprConsent). */
export async function submitInquiry(
  input: unknown,
  _context: SubmitContext,
): Promise<SubmitOutcome> {
  const parsed = inquirySchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const message = Object.values(fieldErrors)[0] ?? "Ungültige Eingabe";
    return { ok: false, status: 400, error: { code: "invalid_input", message, fieldErrors } };
  }
  return { ok: true, id: crypto.randomUUID() };
}
