/** Renders the mail that carries a sign-in link; it goes to the studio's own address only. */
import { randomUUID } from "node:crypto";
import { signInLinkMail } from "#app/content/studio/mails.ts";
import { mailDomain } from "#app/inquiry/mail/mails.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import type { QueuedMail } from "#app/inquiry/mail/outbox.server.ts";
import type { Facts } from "#app/website/schema.ts";

export type StudioMailSettings = { studioEmail: string; mailFrom: string };

export function renderSignInLinkMail(
  link: string,
  settings: StudioMailSettings,
  facts: Pick<Facts, "studioName">,
): QueuedMail {
  const { subject, greeting, intro, button, validity, ignore } = signInLinkMail(facts);
  const text = [greeting, "", intro, "", link, "", validity, ignore, ""].join("\n");
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f2eb;color:#2b2320;font-family:Georgia,serif">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;font-size:16px;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#231d1a;color:#f7f2eb;padding:14px 24px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;letter-spacing:0.1em;text-transform:uppercase">${escapeHtml(button)}</a></p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b5d52;word-break:break-all">${escapeHtml(link)}</p>
<p style="font-family:Arial,sans-serif;font-size:14px">${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>
</div></body></html>
`;
  return {
    kind: "sign_in_link",
    messageId: `<sign-in.${randomUUID()}@${mailDomain(settings.mailFrom)}>`,
    recipient: settings.studioEmail,
    replyTo: null,
    subject,
    text,
    html,
  };
}
