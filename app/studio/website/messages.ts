/**
 * How the website editor answers the owner, in one place: for each outcome of saving, publishing,
 * discarding and restoring, the HTTP status and the words she reads (app/content).
 */
import { websiteCopy } from "#app/content/studio/website.ts";

const { refusals, notices } = websiteCopy;

export const websiteRefusals = {
  invalid: { status: 400, message: refusals.invalid },
  "no-draft": { status: 409, message: refusals.noDraft },
  "render-failed": { status: 500, message: refusals.renderFailed },
  "not-found": { status: 404, message: refusals.notFound },
  blocked: { status: 409, message: refusals.blocked },
  // The route sends her to the passkey confirmation instead (http.server.ts).
  "confirmation-required": { status: 403, message: refusals.confirmationRequired },
} as const;

/** Restoring answers as publishing does; a release refused for its photos says so in its words. */
export const restoreRefusals = {
  ...websiteRefusals,
  blocked: { status: 409, message: refusals.restoreBlocked },
} as const;

/** What a page says after a form that redirected back to it: the search parameter and its words. */
const websiteNotices = {
  veroeffentlicht: notices.published,
  verworfen: notices.discarded,
  wiederhergestellt: notices.restored,
} as const;

export type WebsiteNotice = keyof typeof websiteNotices;

export function websiteNotice(params: URLSearchParams): string | null {
  const found = (Object.keys(websiteNotices) as WebsiteNotice[]).find((key) => params.has(key));
  return found ? websiteNotices[found] : null;
}
