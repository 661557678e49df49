/**
 * The rules of the reply form and of the Textbausteine form, one zod schema each (no server code:
 * the pages may check with them as well as the server). A text is cleaned as it will be stored or
 * sent, then checked; a field that breaks a rule says so in the owner's words (app/content), the
 * first rule only, and parseForm (app/forms/) names the message by its field.
 */
import { z } from "zod";
import { replyCopy, templatesCopy } from "#app/content/studio/replies.ts";
import {
  cleanBody,
  cleanLine,
  replyLimits,
  unfilledPlaceholders,
  unknownPlaceholders,
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

export type ReplyText = { subject: string; body: string };
export type ReplyField = keyof ReplyText;

/** A text cleaned by `clean`, then neither empty nor longer than `max`; the first problem only. */
function text(
  clean: (value: string) => string,
  max: number,
  messages: { empty: string; tooLong: (max: number) => string },
) {
  return z
    .string()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, { error: messages.empty, abort: true })
        .max(max, { error: messages.tooLong(max), abort: true }),
    );
}

/** Words in braces must be placeholders: `{vornme}` is a typo the owner is told about. */
const knownPlaceholders = (value: string, ctx: z.RefinementCtx) => {
  const tokens = unknownPlaceholders(value);
  if (tokens.length) {
    ctx.addIssue({ code: "custom", message: templatesCopy.errors.unknownPlaceholder(tokens) });
  }
};

/** A reply goes out with every placeholder filled in: none may be left. */
const noPlaceholdersLeft = (value: string, ctx: z.RefinementCtx) => {
  const placeholders = unfilledPlaceholders(value);
  if (placeholders.length) {
    const names = placeholders.map((name) => `{${name}}`);
    ctx.addIssue({ code: "custom", message: replyCopy.errors.placeholder(names) });
  }
};

const templateText = (field: TemplateField, max: number) =>
  text(field === "body" ? cleanBody : cleanLine, max, {
    empty: templatesCopy.errors.empty[field],
    tooLong: templatesCopy.errors.tooLong[field],
  });

const replyText = (field: ReplyField, max: number) =>
  text(field === "body" ? cleanBody : cleanLine, max, {
    empty: replyCopy.errors.empty[field],
    tooLong: replyCopy.errors.tooLong[field],
  });

export const templateSchema = z.object({
  name: templateText("name", replyLimits.templateName),
  subject: templateText("subject", replyLimits.subject).superRefine(knownPlaceholders),
  body: templateText("body", replyLimits.body).superRefine(knownPlaceholders),
  promisesDate: z.boolean().default(false),
});

/** The Textbaustein a form names by its id: "Löschen", and "Speichern" of one edited. */
export const templateIdSchema = z.object({ id: z.coerce.number().int() });

export const replySchema = z.object({
  subject: replyText("subject", replyLimits.subject).superRefine(noPlaceholdersLeft),
  body: replyText("body", replyLimits.body).superRefine(noPlaceholdersLeft),
});
