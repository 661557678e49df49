/**
 * What the reply form, the Textbausteine page and their server modules share (no server code:
 * the pages use it too): the limits, the placeholders and how a text is cleaned before it is
 * stored or sent.
 */
import type { DayStatus } from "#app/availability/availability.server.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import type { MailParty } from "#app/studio/replies/reply-mail.ts";

export const replyLimits = { subject: 200, body: 10_000, templateName: 80 } as const;

/** The Textbausteine page. */
export const templatesPath = "/studio/textbausteine";

/** A Textbaustein, already filled for one inquiry. */
export type FilledTemplate = {
  id: number;
  name: string;
  subject: string;
  body: string;
  /** "Sagt den Wunschtermin zu". */
  promisesDate: boolean;
  /** Its sentences that name the date, filled: a reply that still holds one promises the day. */
  promises: string[];
};

/** The inquiry's preferred day (as the form stored it, "14.03.2027") and its status. */
export type PreferredDay = { day: string; status: DayStatus };

/** What the reply form on an inquiry's page starts with. */
export type ReplyDraft = {
  /** The form's idempotency key (reply.server.ts). */
  key: string;
  studioEmail: string;
  /** The reply's From (her name, the site's address), To and Reply-To (the studio). */
  from: MailParty;
  to: string;
  replyTo: MailParty;
  /** What each placeholder becomes for this inquiry. */
  values: Record<Placeholder, string | null>;
  /** The preferred day and whether it is free; null without a preferred date. */
  day: PreferredDay | null;
  templates: FilledTemplate[];
  /** The Textbaustein the page was asked for (`?vorlage=`), if any. */
  chosenId: number | null;
  subject: string;
  body: string;
};

/** The placeholders a Textbaustein may hold, filled from the inquiry when it is used. */
export const placeholders = ["vorname", "paket", "datum"] as const;
export type Placeholder = (typeof placeholders)[number];

const longDate = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" });

/** "14.03.2027" (as the form stores it) as "14. März 2027"; anything else as it is. */
export function longGermanDate(value: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return value;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? longDate.format(date) : value;
}

/**
 * What the placeholders stand for in one inquiry: the visitor's first name, the package's name
 * as the site shows it, and the preferred date written out; null when there is none.
 */
export function placeholderValues(inquiry: {
  firstName: string;
  package: string;
  preferredDate: string | null;
}): Record<Placeholder, string | null> {
  return {
    vorname: inquiry.firstName,
    paket: packageLabel(inquiry.package),
    datum: inquiry.preferredDate ? longGermanDate(inquiry.preferredDate) : null,
  };
}

/** "14.03.2027" (as the form stores it) as "2027-03-14"; null for anything else. */
export function isoDay(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

const oneSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The sentences of a Textbaustein that promises the date which name the date ({datum}), filled
 * for one inquiry: "Dein Wunschtermin am 14. März 2027 ist noch frei, …".
 */
export function promiseSentences(
  template: { body: string; promisesDate: boolean },
  values: Record<Placeholder, string | null>,
): string[] {
  if (!template.promisesDate) return [];
  return template.body
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => /\{\s*datum\s*\}/iu.test(sentence))
    .map((sentence) => oneSpace(fillPlaceholders(sentence, values)));
}

/**
 * Whether a reply promises the preferred date: it was started from a Textbaustein that does
 * (`templateId`), or its text still holds such a Textbaustein's promise.
 */
export function promisesTheDate(
  body: string,
  templateId: number | null,
  templates: Pick<FilledTemplate, "id" | "promisesDate" | "promises">[],
): boolean {
  const text = oneSpace(body);
  return templates.some(
    (template) =>
      template.promisesDate &&
      (template.id === templateId || template.promises.some((promise) => text.includes(promise))),
  );
}

/** `{vorname}`, `{Paket}`, `{ datum }`: any word in braces (letters only, as typed by people). */
const braced = /\{\s*([\p{L}_]+)\s*\}/gu;

const isPlaceholder = (name: string): name is Placeholder =>
  (placeholders as readonly string[]).includes(name.toLowerCase());

/**
 * Fills the placeholders. A value that is null (an inquiry without a preferred date) leaves its
 * placeholder in the text, for the owner to replace: a reply never guesses a date.
 */
export function fillPlaceholders(text: string, values: Record<Placeholder, string | null>): string {
  return text.replace(braced, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    return values[name.toLowerCase() as Placeholder] ?? `{${name.toLowerCase()}}`;
  });
}

/** The known placeholders still in a text, each once, in order (a reply with one is not sent). */
export function unfilledPlaceholders(text: string): Placeholder[] {
  const found = [...text.matchAll(braced)]
    .map((match) => match[1]!.toLowerCase())
    .filter(isPlaceholder);
  return [...new Set(found)];
}

/** Words in braces that are no placeholder: a typo like `{vornme}` in a Textbaustein. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(braced)]
    .map((match) => match[0].replace(/\s+/g, ""))
    .filter((token) => !isPlaceholder(token.slice(1, -1)));
  return [...new Set(found)];
}

// Bidirectional controls reorder what follows them (the inquiry form refuses them too, see
// app/inquiry/schema.ts); other control characters have no business in a mail either.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A one-line text (a subject, a name): line breaks and tabs become spaces, other control
 * characters go, spaces are collapsed. A subject can therefore never carry a second header line.
 */
export function cleanLine(text: string): string {
  return text
    .replace(/[\r\n\t\u0085\u2028\u2029]+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .replace(bidiControls, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A multi-line text (a reply's body): line breaks normalised and kept, control characters go. */
export function cleanBody(text: string): string {
  return text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/\t/g, "    ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .replace(bidiControls, "")
    .replace(/[ \u00a0]+$/gm, "")
    .replace(/^\n+|\s+$/g, "");
}
