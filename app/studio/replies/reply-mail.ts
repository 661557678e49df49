/**
 * How a reply looks as a mail, for the mail itself (reply-mail.server.ts) and for its preview in
 * the reply sheet alike (no server code), so the owner sees exactly what the visitor gets: her
 * text as written (line breaks kept), as plain text and as HTML in the style of the inquiry's
 * confirmation, every character of it escaped.
 */
import { escapeHtml } from "#app/lib/html.ts";
import type { Facts } from "#app/website/schema.ts";

/** A mail address with its display name, as a mail program shows it. */
export type MailParty = { name: string; address: string };

/**
 * Who a reply comes from: the owner by name (the studio's founder in the live facts; the studio's
 * name when none is given) at the site's sending address.
 */
export function replySender(facts: Pick<Facts, "founder" | "studioName">, address: string) {
  // One line, whatever the facts hold: a display name never carries a second header line.
  const name = (facts.founder.trim() || facts.studioName).replace(/[\r\n\t]+/g, " ");
  return { name, address } satisfies MailParty;
}

/** "Erika Mustermann <website@example.com>" */
export const partyLine = (party: MailParty) => `${party.name} <${party.address}>`;

/** The reply's body as HTML: blank lines separate paragraphs, a single line break stays one. */
export function replyBodyHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");
}

/** The whole HTML mail of a reply. */
export function replyMailHtml(subject: string, body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f2eb;color:#2b2320;font-family:Georgia,serif">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;font-size:16px;line-height:1.6">
${replyBodyHtml(body)}
</div></body></html>
`;
}

/** The plain-text part of a reply. */
export const replyMailText = (body: string) => `${body}\n`;
