/**
 * The rules of the inbox's forms, as zod schemas (no server code: the pages may check with them
 * as well as the server). A note that breaks a rule says so in the owner's words (app/content).
 */
import { z } from "zod";
import { inquiryCopy } from "#app/content/studio/inbox.ts";
import { bulkActions, bulkMaxIds, noteMaxLength, stages } from "#app/studio/inbox/inbox.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

const { noteErrors } = inquiryCopy;

/** A note as it is stored (line breaks as "\n", trimmed): neither empty nor too long. */
export const noteSchema = z.object({
  note: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: noteErrors.empty, abort: true })
        .max(noteMaxLength, { error: noteErrors.tooLong(noteMaxLength), abort: true }),
    ),
});

/** The stage a status button posts. */
export const stageSchema = z.object({ stage: z.enum(stages) });

/** The bulk action's request: which inquiries (ids from one page of the list) and what to do. */
export const bulkSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(bulkMaxIds),
  action: z.enum(bulkActions),
});
