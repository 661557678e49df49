/**
 * How the calendar answers the owner, in one place. A refused block is answered like any other
 * of its forms, with 200 and the page again, the schema's message above the grid.
 */
export const calendarRefusals = {
  invalid: { status: 200 },
} as const;
