/**
 * Putting content live: the use cases behind Veröffentlichen and Wiederherstellen, and the watch
 * that notices a release made by another process (`npm run content -- import --publish`).
 *
 * The pages are rendered before the release is committed: a release whose pages cannot be
 * rendered never goes live, and the swap after the commit is a single assignment (the server's
 * live pages, server/live-pages.ts), so a visitor gets either the old release or the new one.
 */
import { retryWhileBusy, transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import {
  liveRelease,
  rewriteAllContent,
  liveReleaseId,
  publishDraft,
  readDraft,
  readRelease,
  replaceLiveRelease,
  restoreRelease,
  type Release,
} from "#app/website/store.server.ts";
import { changesImpressum } from "#app/website/legal-facts.ts";
import type { SiteContent } from "#app/website/schema.ts";

/** The public pages of one content, rendered and ready to be swapped in (the server's own type). */
export type RenderedPages = { readonly count: number };

/** What the server platform does with releases (server/live-pages.ts implements it). */
export type LivePages = {
  /** One public page rendered with `content`, as it would be served (the owner's Vorschau). */
  renderPage(path: string, content: SiteContent): Promise<Response>;
  /** Renders every public page for `content`; throws when a page cannot be rendered. */
  render(content: SiteContent): Promise<RenderedPages>;
  /** The pages the build prerendered (from the defaults), without rendering anything. */
  prerendered(): RenderedPages;
  /** Serves `pages` as release `id` from the next request on. */
  swap(id: number, pages: RenderedPages): void;
  /** The release the server serves now. */
  shownId(): number | null;
};

/**
 * What keeps a draft from going live although it passes the schema: a photo still encoding or
 * without its description (app/photos/publishable.server.ts), named by its field's path.
 */
export type PublishBlocker = {
  path: string;
  reason: "photo-missing" | "photo-encoding" | "photo-alt" | "photo-consent";
};

export type WebsiteDeps = {
  db: Database;
  clock: () => number;
  pages: LivePages;
  log: Log;
  /** Checked before a draft is published (the photos feature passes its check in). */
  blockers?: (content: SiteContent) => PublishBlocker[];
};

export type PublishOutcome =
  | { ok: true; release: Release }
  | { ok: false; reason: "no-draft" | "render-failed" | "confirmation-required" }
  | { ok: false; reason: "blocked"; blockers: PublishBlocker[] };

/**
 * `confirmed`: whether the person asking has confirmed with her passkey just now (the studio's
 * session, ADR 0030), or is the operator (the CLI). Without it, content that changes the
 * Impressum's facts or the contact e-mail is refused (`confirmation-required`).
 */
export type PutLiveOptions = { confirmed?: boolean };

/** Renders `content`, or says it could not (logged for the operator, not shown to visitors). */
async function renderOrNull(deps: WebsiteDeps, content: SiteContent) {
  try {
    return await deps.pages.render(content);
  } catch (error) {
    deps.log("error", "website.render_failed", {
      message: error instanceof Error ? error.message : "unknown",
    });
    return null;
  }
}

/**
 * Whether content may go live as it was rendered: unchanged since (a withdrawal rewrites every
 * release and the draft), and none of its photos blocked now (a consent narrowed meanwhile).
 * Run again inside the transaction that puts it live.
 */
function stillAcceptable(deps: WebsiteDeps, rendered: SiteContent, confirmed: boolean) {
  const expected = JSON.stringify(rendered);
  return (content: SiteContent) =>
    JSON.stringify(content) === expected &&
    (deps.blockers?.(content) ?? []).length === 0 &&
    !needsConfirmation(deps, content, confirmed);
}

/** Content that changes the live Impressum or contact e-mail, asked for without a confirmation. */
const needsConfirmation = (deps: WebsiteDeps, content: SiteContent, confirmed: boolean) =>
  !confirmed && changesImpressum(liveRelease(deps.db).content, content);

/**
 * The draft as a new release, live. The draft may change while its pages render (an autosave
 * from a second tab, a photo withdrawn): then the commit refuses and the newer draft is checked
 * and rendered instead.
 */
export async function publish(
  deps: WebsiteDeps,
  origin: "studio" | "cli",
  { confirmed = true }: PutLiveOptions = {},
): Promise<PublishOutcome> {
  for (;;) {
    const draft = readDraft(deps.db);
    if (!draft) return { ok: false, reason: "no-draft" };
    const blockers = deps.blockers?.(draft.content) ?? [];
    if (blockers.length) return { ok: false, reason: "blocked", blockers };
    if (needsConfirmation(deps, draft.content, confirmed)) {
      return { ok: false, reason: "confirmation-required" };
    }
    const pages = await renderOrNull(deps, draft.content);
    if (!pages) return { ok: false, reason: "render-failed" };
    const accept = stillAcceptable(deps, draft.content, confirmed);
    const result = await retryWhileBusy(() =>
      publishDraft(deps.db, origin, deps.clock(), draft.updatedAt, accept),
    );
    if (!result.ok) {
      if (result.reason === "draft-changed") continue;
      return { ok: false, reason: result.reason };
    }
    deps.pages.swap(result.release.id, pages);
    deps.log("info", "website.published", { release: result.release.id, origin });
    return result;
  }
}

export type RestoreOutcome =
  | { ok: true; release: Release }
  | { ok: false; reason: "not-found" | "render-failed" | "confirmation-required" }
  | { ok: false; reason: "blocked"; blockers: PublishBlocker[] };

/**
 * An earlier release live again, as a new release, checked as publishing checks a draft: a photo
 * in it whose consent no longer covers the website (or that is gone) refuses the restore, with the
 * same blockers. A withdrawal while its pages render rewrites the release: it is rendered again.
 */
export async function restore(
  deps: WebsiteDeps,
  id: number,
  { confirmed = true }: PutLiveOptions = {},
): Promise<RestoreOutcome> {
  for (;;) {
    const earlier = readRelease(deps.db, id);
    if (!earlier) return { ok: false, reason: "not-found" };
    const blockers = deps.blockers?.(earlier.content) ?? [];
    if (blockers.length) return { ok: false, reason: "blocked", blockers };
    if (needsConfirmation(deps, earlier.content, confirmed)) {
      return { ok: false, reason: "confirmation-required" };
    }
    const pages = await renderOrNull(deps, earlier.content);
    if (!pages) return { ok: false, reason: "render-failed" };
    const accept = stillAcceptable(deps, earlier.content, confirmed);
    const result = await retryWhileBusy(() => restoreRelease(deps.db, id, deps.clock(), accept));
    if (!result.ok) {
      if (result.reason === "release-changed") continue;
      return { ok: false, reason: result.reason };
    }
    deps.pages.swap(result.release.id, pages);
    deps.log("info", "website.restored", { release: result.release.id, from: id });
    return result;
  }
}

/**
 * Serves the live release if another process changed it (the CLI's `--publish`, a restored
 * backup): called on a timer and once at start-up. Returns when the pages are swapped in; a
 * release that cannot be rendered is logged, and the pages served so far stay.
 */
export async function showLiveRelease(deps: WebsiteDeps): Promise<void> {
  const id = liveReleaseId(deps.db);
  if (id === null || id === deps.pages.shownId()) return;
  const release = liveRelease(deps.db);
  const pages = await renderOrNull(deps, release.content);
  // Published again meanwhile: the next call renders the newer one.
  if (!pages || liveReleaseId(deps.db) !== release.id) return;
  deps.pages.swap(release.id, pages);
  deps.log("info", "website.shown", { release: release.id });
}

type ContentChange = (content: SiteContent) => SiteContent | null;

/**
 * Changes every release and the draft (rewriteAllContent) and, in the same transaction, runs
 * `alsoInTransaction` (deleting the photo). When the live content changes, its pages are rendered
 * first and swapped in right after the commit, so the change is on the site from the next request.
 */
export function changeEverywhere(
  deps: WebsiteDeps,
  change: ContentChange,
  alsoInTransaction: () => void,
): Promise<Release | null> {
  return changeLiveWith(deps, change, alsoInTransaction, rewriteAllContent);
}

/**
 * Changes only the live content, as a new release (replaceLiveRelease), with `alsoInTransaction`
 * (recording a consent that no longer covers the website) in the same transaction. Older
 * releases and the draft stay: publishing and restoring check them (`blockers`).
 */
export function changeLive(
  deps: WebsiteDeps,
  change: ContentChange,
  alsoInTransaction: () => void,
): Promise<Release | null> {
  return changeLiveWith(deps, change, alsoInTransaction, replaceLiveRelease);
}

async function changeLiveWith(
  deps: WebsiteDeps,
  change: ContentChange,
  alsoInTransaction: () => void,
  write: (db: Database, change: ContentChange, now: number) => Release | null,
): Promise<Release | null> {
  const planned = change(liveRelease(deps.db).content);
  const pages = planned ? await renderOrNull(deps, planned) : null;
  const release = await retryWhileBusy(() =>
    transaction(deps.db, () => {
      const made = write(deps.db, change, deps.clock());
      alsoInTransaction();
      return made;
    }),
  );
  if (!release) return null;
  const same = pages && JSON.stringify(release.content) === JSON.stringify(planned);
  if (same) deps.pages.swap(release.id, pages);
  // Published meanwhile, or the rendering failed: render what is live now.
  else await showLiveRelease(deps);
  deps.log("info", "website.changed_everywhere", { release: release.id });
  return release;
}
