/**
 * What the studio's inbox pages and its server modules share (no server code: the pages use it
 * too): the workflow stages, the inbox's views and a note's limit.
 */
export type Stage = "new" | "answered" | "booked" | "declined";
export const stages = ["new", "answered", "booked", "declined"] as const satisfies readonly Stage[];

/** What the inbox shows: everything that is not spam, one stage of it, or the spam. */
export type InboxView = "all" | Stage | "spam";

export function parseView(value: string | null): InboxView {
  return value === "spam" || stages.includes(value as Stage) ? (value as InboxView) : "all";
}

export const noteMaxLength = 5000;
