import type { FieldErrors, InquiryPayload } from "./inquiry-schema";

/**
 * The browser side of sending an inquiry. CONTRACT (the backend issue completes it: public API
 * key header, form-session token, retries): the form calls `startFormSession()` when the visitor
 * starts filling in the form and `sendInquiry()` on submit; `sendInquiry` never throws.
 */
export type SendResult =
  | { ok: true; id: string }
  | { ok: false; error: { code: string; message: string; fieldErrors?: FieldErrors } };

export const inquiryEndpoint = "/api/send-contact-email";

export function startFormSession(): void {}

export async function sendInquiry(
  payload: InquiryPayload,
  options: { submissionId: string },
): Promise<SendResult> {
  try {
    const response = await fetch(inquiryEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": options.submissionId },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => null)) as SendResult | null;
    if (response.ok && body?.ok) return body;
    return body && !body.ok
      ? body
      : { ok: false, error: { code: `http_${response.status}`, message: response.statusText } };
  } catch (error) {
    return { ok: false, error: { code: "network", message: String(error) } };
  }
}
