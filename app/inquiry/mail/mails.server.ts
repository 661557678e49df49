/**
 * Renders the two mails of an inquiry: the studio's notification (every field, Reply-To set to
 * the visitor) and the visitor's fixed confirmation. All visitor text is HTML-escaped; header
 * values come from the schema, which already refuses line breaks and control characters, and
 * nodemailer encodes them on top. Packages and the studio's name come from the owner's content
 * as it is live when the inquiry is accepted.
 */
import { escapeHtml } from "#app/lib/html.ts";
import { sourceOptions } from "#app/content/contact-form.ts";
import {
  confirmationMail,
  confirmationSignature,
  confirmationSubject,
  studioMail,
} from "#app/content/inquiry-mails.ts";
import { packageChoices } from "#app/content/packages.ts";
import { formatEuro } from "#app/lib/format.ts";
import type { Inquiry } from "#app/inquiry/schema.ts";
import type { OutgoingMail } from "#app/inquiry/store/store.server.ts";
import type { ShootPackage, SiteContent } from "#app/website/schema.ts";

export type MailSettings = { studioEmail: string; mailFrom: string };

const received = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

/** The domain of MAIL_FROM's address: the right-hand side of every Message-ID the app makes. */
export function mailDomain(mailFrom: string): string {
  return /@([^>\s]+)/.exec(mailFrom)?.[1] ?? "localhost";
}

/** The bare address of MAIL_FROM ("Atelier Website <website@…>" or just "website@…"). */
export function mailAddress(mailFrom: string): string {
  return (/<([^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/** Message-IDs are derived from the inquiry, so a resent mail is recognisably the same mail. */
function messageId(inquiryId: string, kind: string, mailFrom: string) {
  return `<${inquiryId}.${kind}@${mailDomain(mailFrom)}>`;
}

/** The package's name, or its id when the live content no longer offers it. */
function packageLabel(value: Inquiry["package"], packages: readonly ShootPackage[]) {
  return packageChoices(packages).find((choice) => choice.value === value)?.label ?? value;
}

function packageText(value: Inquiry["package"], packages: readonly ShootPackage[]) {
  const offer = packages.find((item) => item.id === value);
  const label = packageLabel(value, packages);
  return offer ? `${label} (${formatEuro(offer.price)})` : label;
}

export function studioSubject(inquiry: Inquiry, packages: readonly ShootPackage[]): string {
  const label = packageLabel(inquiry.package, packages);
  const date = inquiry.preferredDate
    ? `${studioMail.preferredDatePrefix} ${inquiry.preferredDate}`
    : studioMail.noPreferredDate;
  return `${studioMail.subjectPrefix}: ${inquiry.firstName} ${inquiry.lastName} · ${label} · ${date}`;
}

function renderStudioMail(
  inquiry: Inquiry,
  meta: { id: string; createdAt: number },
  settings: MailSettings,
  packages: readonly ShootPackage[],
): OutgoingMail {
  const subject = studioSubject(inquiry, packages);
  const { labels } = studioMail;
  const fields: [string, string][] = [
    [labels.name, `${inquiry.firstName} ${inquiry.lastName}`],
    [labels.email, inquiry.email],
    [labels.phone, inquiry.phone ?? studioMail.empty],
    [labels.package, packageText(inquiry.package, packages)],
    [labels.preferredDate, inquiry.preferredDate ?? studioMail.empty],
    [labels.source, sourceOptions.find((option) => option.value === inquiry.source)?.label ?? ""],
    [labels.installmentInfo, inquiry.installmentInfo ? studioMail.yes : studioMail.no],
  ];
  const footer: [string, string][] = [
    [labels.received, `${received.format(new Date(meta.createdAt))} Uhr`],
    [labels.reference, meta.id],
  ];
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const text = [
    studioMail.heading,
    "",
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    `${labels.message}:`,
    inquiry.message,
    "",
    ...footer.map(([label, value]) => `${label}: ${value}`),
    "",
    studioMail.replyHint,
    "",
  ].join("\n");

  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#6b5d52;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f2eb;color:#2b2320;font-family:Georgia,serif">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:32px">
<h1 style="font-size:22px;font-weight:normal;margin:0 0 24px">${escapeHtml(studioMail.heading)}</h1>
<table role="presentation" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:15px">
${fields.map(row).join("\n")}
</table>
<h2 style="font-size:17px;font-weight:normal;margin:28px 0 8px">${escapeHtml(labels.message)}</h2>
<p style="font-family:Arial,sans-serif;font-size:15px;line-height:1.6;white-space:pre-wrap;margin:0">${escapeHtml(inquiry.message)}</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b5d52;margin:28px 0 0">${footer.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join("<br>")}</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b5d52">${escapeHtml(studioMail.replyHint)}</p>
</div></body></html>
`;
  return {
    kind: "studio",
    messageId: messageId(meta.id, "studio", settings.mailFrom),
    recipient: settings.studioEmail,
    replyTo: JSON.stringify({
      name: `${inquiry.firstName} ${inquiry.lastName}`,
      address: inquiry.email,
    }),
    subject,
    text,
    html,
  };
}

function renderConfirmation(
  inquiry: Inquiry,
  meta: { id: string },
  settings: MailSettings,
  facts: SiteContent["facts"],
): OutgoingMail {
  const { greeting, paragraphs, closing } = confirmationMail;
  const subject = confirmationSubject(facts.studioName);
  const signature = confirmationSignature(facts);
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    closing,
    ...signature,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f2eb;color:#2b2320;font-family:Georgia,serif">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;font-size:16px;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${escapeHtml(closing)}<br>${signature.map(escapeHtml).join("<br>")}</p>
</div></body></html>
`;
  return {
    kind: "confirmation",
    messageId: messageId(meta.id, "confirmation", settings.mailFrom),
    recipient: inquiry.email,
    // Answers to the confirmation reach the studio even when MAIL_FROM is a no-reply address.
    replyTo: JSON.stringify({ name: facts.studioName, address: settings.studioEmail }),
    subject,
    text,
    html,
  };
}

export function renderInquiryMails(
  inquiry: Inquiry,
  meta: { id: string; createdAt: number },
  settings: MailSettings,
  content: SiteContent,
): OutgoingMail[] {
  return [
    renderStudioMail(inquiry, meta, settings, content.home.packages.items),
    renderConfirmation(inquiry, meta, settings, content.facts),
  ];
}
