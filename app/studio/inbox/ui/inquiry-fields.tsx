import { inquiryCopy, packageLabel, sourceLabel } from "#app/content/studio/inbox.ts";
import type { InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { linkClass } from "#app/studio/ui/styles.ts";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-4 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 break-words sm:mt-0">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted">{inquiryCopy.none}</span>;

/** "Angaben": everything the person entered in the form. */
export function InquiryFields({ inquiry }: { inquiry: InquiryDetail }) {
  const { fields } = inquiryCopy;
  return (
    <section aria-labelledby="fields" className="mt-10">
      <h2 id="fields" className="text-3xl">
        {inquiryCopy.fieldsHeading}
      </h2>
      <dl className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
        <Row label={fields.name}>
          {inquiry.firstName} {inquiry.lastName}
        </Row>
        <Row label={fields.email}>
          <a href={`mailto:${inquiry.email}`} className={linkClass}>
            {inquiry.email}
          </a>
        </Row>
        <Row label={fields.phone}>
          {inquiry.phone ? (
            <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {inquiry.phone}
            </a>
          ) : (
            none
          )}
        </Row>
        <Row label={fields.package}>{packageLabel(inquiry.package)}</Row>
        <Row label={fields.preferredDate}>{inquiry.preferredDate ?? none}</Row>
        <Row label={fields.source}>{sourceLabel(inquiry.source)}</Row>
        <Row label={fields.installmentInfo}>
          {inquiry.installmentInfo ? inquiryCopy.installment.yes : inquiryCopy.installment.no}
        </Row>
        <Row label={fields.message}>
          <p className="leading-relaxed whitespace-pre-line">{inquiry.message}</p>
        </Row>
      </dl>
    </section>
  );
}
