import { contactFormCopy as copy, inquiryToasts } from "#app/content/contact-form.ts";
import type { ContactActionData } from "#app/inquiry/form/form-values.ts";

/** Why a form posted without JavaScript came back, in place of the toast. */
export function NoScriptOutcome({ result }: { result: ContactActionData }) {
  const text =
    result.status === "failed"
      ? inquiryToasts.failure
      : {
          title: result.status === "again" ? copy.sendAgainTitle : inquiryToasts.validation.title,
          description: result.message,
        };
  return (
    <div
      role="alert"
      data-outcome={result.status}
      className="border-l-2 border-accent-strong bg-white px-5 py-4"
    >
      <p className="font-serif text-2xl">{text.title}</p>
      <p className="mt-1 text-sm text-muted">{text.description}</p>
    </div>
  );
}
