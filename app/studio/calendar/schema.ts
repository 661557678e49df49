/**
 * The rule of "Tage sperren", as a zod schema (no server code: the page may check with it as well
 * as the server): real days, in order, from today, at most a year at once and at most three
 * years ahead. Ranges are checked from their two dates, never by listing their days. The first rule broken
 * is named by its reason (schema-problems.ts), which the calendar turns into the owner's words
 * in one place (messages.ts).
 */
import { z } from "zod";
import {
  addMonthsIso,
  blockHorizonYears,
  dayCount,
  isRealIsoDay,
  maxRangeDays,
} from "#app/availability/days.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

const rule = (reason: string) => ({ params: { reason }, abort: true });

/** Days from `from` to `to` (ISO dates) that may be blocked on `today`. */
export const blockRangeSchema = (today: string) =>
  z
    .object({ from: z.string(), to: z.string() })
    .refine(({ from, to }) => isRealIsoDay(from) && isRealIsoDay(to), rule("invalid"))
    .refine(({ from }) => from >= today, rule("past"))
    .refine(({ from }) => from <= horizon(today), rule("beyond"))
    .refine(({ from, to }) => to >= from, rule("order"))
    .refine(({ to }) => to <= horizon(today), rule("beyond_to"))
    .refine(({ from, to }) => dayCount(from, to) <= maxRangeDays, rule("too_long"));

/** The last day that may be blocked. */
const horizon = (today: string) => addMonthsIso(today, 12 * blockHorizonYears);

export type BlockRangeReason = "invalid" | "past" | "beyond" | "order" | "beyond_to" | "too_long";

/** Which field a reason belongs to: its message is shown there. */
export const blockRangeField: Record<BlockRangeReason, "from" | "to"> = {
  invalid: "from",
  past: "from",
  beyond: "from",
  order: "to",
  beyond_to: "to",
  too_long: "to",
};
