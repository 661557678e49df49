/**
 * The rules of the reply form and of the Textbausteine form, one zod schema each (no server code:
 * the pages may check with them as well as the server). A text is cleaned as it will be stored or
 * sent, then checked; a field that breaks a rule reports its first problem as a reason
 * (schema-problems.ts), which the feature turns into the owner's words in one place (messages.ts).
 */
import { z } from "zod";
import { problemsOf } from "#app/studio/schema-problems.ts";
import {
  cleanBody,
  cleanLine,
  replyLimits,
  unfilledPlaceholders,
  unknownPlaceholders,
  type Placeholder,
} from "#app/studio/replies/replies.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

export type TemplateInput = {
  name: string;
  subject: string;
  body: string;
  /** "Sagt den Wunschtermin zu": a reply from it is checked against the day's status. */
  promisesDate?: boolean;
};
export type TemplateField = "name" | "subject" | "body";

/** What is wrong with a field of a Textbaustein; `tokens` names the unknown placeholders. */
export type TemplateProblem =
  | { field: TemplateField; reason: "empty" | "too_long" }
  | { field: "subject" | "body"; reason: "unknown_placeholder"; tokens: string[] };

export type ReplyText = { subject: string; body: string };
export type ReplyField = keyof ReplyText;

/** What is wrong with a field of a reply; `placeholders` names the ones still to replace. */
export type ReplyProblem =
  | { field: ReplyField; reason: "empty" | "too_long" }
  | { field: ReplyField; reason: "placeholder"; placeholders: Placeholder[] };

/** A text cleaned by `clean`, then neither empty nor longer than `max`; the first problem only. */
function text(clean: (value: string) => string, max: number) {
  return z
    .string()
    .transform(clean)
    .pipe(z.string().min(1, { abort: true }).max(max, { abort: true }));
}

/** Words in braces must be placeholders: `{vornme}` is a typo the owner is told about. */
const knownPlaceholders = (value: string, ctx: z.RefinementCtx) => {
  const tokens = unknownPlaceholders(value);
  if (tokens.length) {
    ctx.addIssue({ code: "custom", params: { reason: "unknown_placeholder", tokens } });
  }
};

/** A reply goes out with every placeholder filled in: none may be left. */
const noPlaceholdersLeft = (value: string, ctx: z.RefinementCtx) => {
  const placeholders = unfilledPlaceholders(value);
  if (placeholders.length) {
    ctx.addIssue({ code: "custom", params: { reason: "placeholder", placeholders } });
  }
};

export const templateSchema = z.object({
  name: text(cleanLine, replyLimits.templateName),
  subject: text(cleanLine, replyLimits.subject).superRefine(knownPlaceholders),
  body: text(cleanBody, replyLimits.body).superRefine(knownPlaceholders),
  promisesDate: z.boolean().default(false),
});

export const replySchema = z.object({
  subject: text(cleanLine, replyLimits.subject).superRefine(noPlaceholdersLeft),
  body: text(cleanBody, replyLimits.body).superRefine(noPlaceholdersLeft),
});

/** A Textbaustein as it will be stored, or what keeps it from being stored. */
export function checkTemplate(
  input: TemplateInput,
): { ok: true; value: TemplateInput } | { ok: false; problems: TemplateProblem[] } {
  const parsed = templateSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, problems: problemsOf(parsed.error) as TemplateProblem[] };
}

/** A reply as it will be sent, or what keeps it from being sent. */
export function checkReply(
  input: ReplyText,
): { value: ReplyText; problems: [] } | { value: null; problems: ReplyProblem[] } {
  const parsed = replySchema.safeParse(input);
  if (parsed.success) return { value: parsed.data, problems: [] };
  return { value: null, problems: problemsOf(parsed.error) as ReplyProblem[] };
}
