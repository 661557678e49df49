/**
 * The rule of "Tage sperren", as a zod schema (no server code: the page may check with it as well
 * as the server): real days, in order, from today, at most a year at once. The first rule broken
 * is named by its reason (schema-problems.ts), which the calendar turns into the owner's words
 * in one place (messages.ts).
 */
import { z } from "zod";
import { daysBetween, isRealIsoDay, maxRangeDays } from "#app/availability/days.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

const rule = (reason: string) => ({ params: { reason }, abort: true });

/** Days from `from` to `to` (ISO dates) that may be blocked on `today`. */
export const blockRangeSchema = (today: string) =>
  z
    .object({ from: z.string(), to: z.string() })
    .refine(({ from, to }) => isRealIsoDay(from) && isRealIsoDay(to), rule("invalid"))
    .refine(({ from }) => from >= today, rule("past"))
    .refine(({ from, to }) => to >= from, rule("order"))
    .refine(({ from, to }) => daysBetween(from, to).length <= maxRangeDays, rule("too_long"));

export type BlockRangeReason = "invalid" | "past" | "order" | "too_long";
