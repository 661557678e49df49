import { inquiryCopy, sourceLabel } from "#app/content/studio/inbox.ts";
import type { InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { MailIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { telHref } from "#app/studio/inbox/ui/inquiry-actions.tsx";

const rowClass = "flex min-h-12 flex-wrap items-center gap-x-4 gap-y-1 py-2";
const labelClass = "w-full shrink-0 text-sm text-muted sm:w-40";

/**
 * "Angaben": what the person wrote, and the rest of what she entered; e-mail and phone as whole
 * rows to tap (the name, package and preferred day stand in the header).
 */
export function InquiryFields({ inquiry }: { inquiry: InquiryDetail }) {
  const { fields } = inquiryCopy;
  const contact =
    "flex min-h-12 items-center gap-3 py-2 break-all underline-offset-4 hover:text-accent-strong hover:underline";
  return (
    <section aria-labelledby="fields" className="mt-10 border-t border-ink/10 pt-8">
      <h2 id="fields" className="text-2xl">
        {inquiryCopy.fieldsHeading}
      </h2>
      <h3 className="mt-4 font-sans text-sm text-muted">{fields.message}</h3>
      <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{inquiry.message}</p>
      <dl className="mt-6 divide-y divide-ink/10 border-t border-ink/10">
        <div className={rowClass}>
          <dt className={labelClass}>{fields.email}</dt>
          <dd className="min-w-0">
            <a href={`mailto:${inquiry.email}`} className={contact}>
              <MailIcon className="size-5 shrink-0 text-muted" />
              {inquiry.email}
            </a>
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={labelClass}>{fields.phone}</dt>
          <dd className="min-w-0">
            {inquiry.phone ? (
              <a href={telHref(inquiry.phone)} className={contact}>
                <PhoneIcon className="size-5 shrink-0 text-muted" />
                {inquiry.phone}
              </a>
            ) : (
              <span className="text-muted">{inquiryCopy.none}</span>
            )}
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={labelClass}>{fields.source}</dt>
          <dd>{sourceLabel(inquiry.source)}</dd>
        </div>
        <div className={rowClass}>
          <dt className={labelClass}>{fields.installmentInfo}</dt>
          <dd>
            {inquiry.installmentInfo ? inquiryCopy.installment.yes : inquiryCopy.installment.no}
          </dd>
        </div>
      </dl>
    </section>
  );
}
