/**
 * The rule of "Tage sperren", as a zod schema (no server code: the page may check with it as well
 * as the server): real days, in order, from today, at most a year at once and at most three
 * years ahead. Ranges are checked from their two dates, never by listing their days. The first
 * rule broken says so in the owner's words (app/content), at the field it is about.
 */
import { z } from "zod";
import {
  addMonthsIso,
  blockHorizonYears,
  dayCount,
  isRealIsoDay,
  maxRangeDays,
} from "#app/availability/days.ts";
import { calendarCopy } from "#app/content/studio/calendar.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

const { block } = calendarCopy;

/** A broken rule: its message at the field "Von" or "Bis", and no rule after it is checked. */
const rule = (field: BlockField, message: string) => ({
  path: [field],
  error: message,
  abort: true,
});

export type BlockField = "from" | "to";

/** Days from `from` to `to` (ISO dates) that may be blocked on `today`. */
export const blockRangeSchema = (today: string) =>
  z
    .object({ from: z.string(), to: z.string() })
    .refine(({ from, to }) => isRealIsoDay(from) && isRealIsoDay(to), rule("from", block.invalid))
    .refine(({ from }) => from >= today, rule("from", block.past))
    .refine(({ from }) => from <= horizon(today), rule("from", block.beyond))
    .refine(({ from, to }) => to >= from, rule("to", block.order))
    .refine(({ to }) => to <= horizon(today), rule("to", block.beyond))
    .refine(({ from, to }) => dayCount(from, to) <= maxRangeDays, rule("to", block.tooLong));

/** "Freigeben": two real days; a range without a blocked day frees nothing. */
export const freeRangeSchema = z.object({
  from: z.string().refine(isRealIsoDay),
  to: z.string().refine(isRealIsoDay),
});

/** The last day that may be blocked. */
const horizon = (today: string) => addMonthsIso(today, 12 * blockHorizonYears);
