import { contactFormCopy, inquiryToasts } from "#app/content/contact-form.ts";

/**
 * "Anfrage gesendet" for the form posted without JavaScript: the action answers a stored inquiry
 * with `303 See Other` to `/#anfrage-gesendet` (Post/Redirect/Get), and CSS shows this note only
 * while it is the fragment's target. The prerendered page carries it, so the success needs no
 * script and no state of its own; reloading shows it again and sends nothing.
 */
export function SentNote() {
  return (
    <div
      id={contactFormCopy.sentAnchor}
      role="status"
      tabIndex={-1}
      className="mb-9 hidden scroll-mt-8 border-l-2 border-accent bg-sand px-5 py-4 outline-none target:block"
    >
      <p className="font-serif text-2xl">{inquiryToasts.success.title}</p>
      <p className="mt-1 text-sm text-muted">{inquiryToasts.success.description}</p>
    </div>
  );
}
