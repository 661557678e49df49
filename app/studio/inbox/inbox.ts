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

/** How the list is ordered: newest inquiry first, or soonest preferred date first. */
export type InboxSort = "received" | "preferred";

/** Inquiries on one page of the list. */
export const inboxPageSize = 25;

/** What the list shows, as its URL says (all GET parameters, German names). */
export type InboxParams = {
  view: InboxView;
  query: string;
  /** A package id as the inquiries hold it, or null for every package. */
  packageId: string | null;
  /** The month of the preferred date, "2026-12", or null for any. */
  month: string | null;
  sort: InboxSort;
  /** 1-based. */
  page: number;
};

export const defaultInboxParams: InboxParams = {
  view: "all",
  query: "",
  packageId: null,
  month: null,
  sort: "received",
  page: 1,
};

const sortParam: Record<InboxSort, string> = { received: "eingang", preferred: "wunschtermin" };
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const packagePattern = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The list's parameters from a URL's query; anything unknown is the default (never an error). */
export function parseInboxParams(search: URLSearchParams): InboxParams {
  const packageId = search.get("paket");
  const month = search.get("monat");
  const page = Number(search.get("seite"));
  return {
    view: parseView(search.get("status")),
    query: (search.get("q") ?? "").trim().slice(0, 200),
    packageId: packageId && packagePattern.test(packageId) ? packageId : null,
    month: month && monthPattern.test(month) ? month : null,
    sort: search.get("sortierung") === sortParam.preferred ? "preferred" : "received",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string ("" or "?status=new&seite=2") for the list's parameters, defaults left out. */
export function inboxSearch(params: InboxParams, changes: Partial<InboxParams> = {}): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  if (next.view !== "all") search.set("status", next.view);
  if (next.query) search.set("q", next.query);
  if (next.packageId) search.set("paket", next.packageId);
  if (next.month) search.set("monat", next.month);
  if (next.sort !== "received") search.set("sortierung", sortParam[next.sort]);
  if (next.page > 1) search.set("seite", String(next.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** What the bulk action does to the chosen inquiries: a stage, or into the spam. */
export const bulkActions = [...stages, "spam"] as const;
export type BulkAction = (typeof bulkActions)[number];
/** At most this many inquiries in one bulk request (a page is 25). */
export const bulkMaxIds = 100;
