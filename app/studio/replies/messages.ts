/**
 * How the replies feature answers the owner, in one place: for each outcome of "Antwort senden"
 * and of the Textbausteine page, the HTTP status and the words she reads (app/content).
 */
import { replyCopy, templatesCopy } from "#app/content/studio/replies.ts";
import { replyLimits } from "#app/studio/replies/replies.ts";
import type {
  ReplyField,
  ReplyProblem,
  TemplateField,
  TemplateProblem,
} from "#app/studio/replies/schema.ts";

const limits = {
  name: replyLimits.templateName,
  subject: replyLimits.subject,
  body: replyLimits.body,
} as const;

function templateMessage(problem: TemplateProblem): string {
  const { errors } = templatesCopy;
  switch (problem.reason) {
    case "empty":
      return errors.empty[problem.field];
    case "too_long":
      return errors.tooLong[problem.field](limits[problem.field]);
    case "unknown_placeholder":
      return errors.unknownPlaceholder(problem.tokens);
  }
}

function replyMessage(problem: ReplyProblem): string {
  const { errors } = replyCopy;
  switch (problem.reason) {
    case "empty":
      return errors.empty[problem.field];
    case "too_long":
      return errors.tooLong[problem.field](limits[problem.field]);
    case "placeholder":
      return errors.placeholder(problem.placeholders.map((name) => `{${name}}`));
  }
}

/** A field's first problem in words, per field. */
export function templateErrors(
  problems: TemplateProblem[],
): Partial<Record<TemplateField, string>> {
  return Object.fromEntries(problems.map((problem) => [problem.field, templateMessage(problem)]));
}

export function replyErrors(problems: ReplyProblem[]): Partial<Record<ReplyField, string>> {
  return Object.fromEntries(problems.map((problem) => [problem.field, replyMessage(problem)]));
}

/**
 * A reply that was not sent: an invalid field (its words are per field, `replyErrors`), spam
 * (which gets no reply), a key from no form of this page (a stale or forged form), or a promise
 * of a preferred day that is not free, not confirmed ("Trotzdem senden").
 */
export const replyRefusals = {
  invalid: { status: 400 },
  spam: { status: 409, message: replyCopy.spam },
  bad_key: { status: 400, message: replyCopy.errors.expired },
  date_taken: { status: 409, message: replyCopy.conflict.refused },
} as const;

/** A Textbaustein that was not saved: an invalid field, or one deleted meanwhile. */
export const templateRefusals = {
  invalid: { status: 400 },
  not_found: { status: 404, message: templatesCopy.notFound },
} as const;

/**
 * What the Textbausteine page says after a form that redirected back to it: the search parameter
 * the redirect names, and its words.
 */
const templateNotices = {
  gespeichert: templatesCopy.saved,
  geloescht: templatesCopy.removed,
  vorschlaege: templatesCopy.offer.done,
} as const;

export type TemplateNotice = keyof typeof templateNotices;

export function templateNotice(params: URLSearchParams): string | null {
  const found = (Object.keys(templateNotices) as TemplateNotice[]).find((key) => params.has(key));
  return found ? templateNotices[found] : null;
}
