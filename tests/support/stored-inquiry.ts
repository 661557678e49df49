/**
 * Inquiries as the public form's use case stores them, for the unit tests of everything that
 * reads them (the inbox, replies, the calendar, alerts, privacy). A test names only the fields it
 * is about; the rest are a plausible visitor's.
 */
import { defaultContent } from "#app/content/website/defaults.ts";
import { renderInquiryMails, type MailSettings } from "#app/inquiry/mail/mails.server.ts";
import type { Inquiry } from "#app/inquiry/schema.ts";
import {
  storeInquiries,
  type InquiryRecord,
  type OutgoingMail,
  type StoreEntry,
} from "#app/inquiry/store/store.server.ts";
import type { Database } from "#app/lib/db.server.ts";

/**
 * The mails stored with an inquiry: none (the inbox does not care), the two the form renders
 * (`rendered`, or only the studio's), or two `placeholders` whose text says only their kind.
 * Spam gets none, as the use case stores it.
 */
export type StoredMails = "none" | "placeholders" | "rendered" | "studio only";

export type StoredInquiryOptions = {
  mails?: StoredMails;
  /** The addresses the rendered mails use. */
  mailSettings?: MailSettings;
};

export const testMailSettings: MailSettings = {
  studioEmail: "studio@atelier.example",
  mailFrom: "Atelier Website <web@atelier.example>",
};

let counter = 0;

/** A stored inquiry's row, with a fresh id unless `fields` names one. */
export function inquiryRecord(fields: Partial<InquiryRecord> = {}): InquiryRecord {
  counter += 1;
  return {
    id: `inquiry-${counter}`,
    submissionId: null,
    payloadHash: null,
    createdAt: Date.parse("2026-11-20T09:00:00Z"),
    status: "received",
    spamReason: null,
    channel: "api",
    firstName: "Anna",
    lastName: "Müller",
    email: "anna@example.com",
    phone: null,
    package: "lumiere",
    preferredDate: null,
    message: "Ich freue mich auf ein Shooting.",
    source: "instagram",
    installmentInfo: false,
    ...fields,
  };
}

function mailsOf(record: InquiryRecord, options: StoredInquiryOptions): OutgoingMail[] {
  const { mails = "none", mailSettings = testMailSettings } = options;
  if (mails === "none" || record.status === "spam") return [];
  if (mails === "placeholders") {
    return (["studio", "confirmation"] as const).map((kind) => ({
      kind,
      messageId: `<${kind}-${record.id}@atelier.example>`,
      recipient: kind === "studio" ? mailSettings.studioEmail : record.email,
      replyTo: null,
      subject: kind,
      text: kind,
      html: `<p>${kind}</p>`,
    }));
  }
  const inquiry = {
    ...record,
    phone: record.phone ?? undefined,
    preferredDate: record.preferredDate ?? undefined,
  } as Inquiry;
  const rendered = renderInquiryMails(
    inquiry,
    { id: record.id, createdAt: record.createdAt },
    mailSettings,
    defaultContent,
  );
  return mails === "studio only" ? rendered.slice(0, 1) : rendered;
}

/** What the use case hands to the committer: the inquiry and its mails (placeholders unless said). */
export function storeEntry(
  fields: Partial<InquiryRecord> = {},
  options: StoredInquiryOptions = { mails: "placeholders" },
): StoreEntry {
  const inquiry = inquiryRecord(fields);
  return { inquiry, mails: mailsOf(inquiry, options) };
}

/** Stores one inquiry (no mails unless asked for) and returns its id. */
export function storedInquiry(
  db: Database,
  fields: Partial<InquiryRecord> = {},
  options: StoredInquiryOptions = {},
): string {
  const entry = storeEntry(fields, options);
  storeInquiries(db, [entry]);
  return entry.inquiry.id;
}
