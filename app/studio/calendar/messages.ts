/**
 * How the calendar answers the owner, in one place: why days could not be blocked, in her words
 * (app/content), and with which status. The calendar answers a refused block like any other of
 * its forms, with 200 and the form again, its message next to it.
 */
import { calendarCopy } from "#app/content/studio/calendar.ts";
import type { BlockRangeReason } from "#app/studio/calendar/schema.ts";

const { block } = calendarCopy;

export const blockRefusals: Record<BlockRangeReason, { status: number; message: string }> = {
  invalid: { status: 200, message: block.invalid },
  past: { status: 200, message: block.past },
  beyond: { status: 200, message: block.beyond },
  order: { status: 200, message: block.order },
  beyond_to: { status: 200, message: block.beyond },
  too_long: { status: 200, message: block.tooLong },
};
