/**
 * The website pages' forms beyond the editor's documents (those are app/website/schema.ts), as
 * zod schemas for parseForm (app/forms/).
 */
import { z } from "zod";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

/** "Wiederherstellen": the release it names. */
export const releaseIdSchema = z.object({ id: z.coerce.number().int() });
