/**
 * The rules of the inquiry page's forms, as zod schemas (no server code: the pages may check with
 * them as well as the server). What breaks a rule is named by a reason (schema-problems.ts),
 * which the inbox turns into the owner's words in one place (messages.ts).
 */
import { z } from "zod";
import { bulkActions, bulkMaxIds, noteMaxLength, stages } from "#app/studio/inbox/inbox.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

/** A note as it is stored (line breaks as "\n", trimmed): neither empty nor too long. */
export const noteSchema = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().min(1, { abort: true }).max(noteMaxLength, { abort: true }));

/** A stage the status buttons post. */
export const stageSchema = z.enum(stages);

/** The bulk action's request: which inquiries (ids from one page of the list) and what to do. */
export const bulkSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(bulkMaxIds),
  action: z.enum(bulkActions),
});
