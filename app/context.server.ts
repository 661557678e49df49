/**
 * What routes get from the running app through React Router's context (app.server.ts fills it for
 * every request): the app's services, and the values of this one request. Routes read it; features
 * never do, they get what they need as arguments.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { AcceptDeps } from "#app/inquiry/intake/accept-inquiry.server.ts";
import type { FormSessionSettings } from "#app/inquiry/intake/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { RateLimiter } from "#app/lib/rate-limit.server.ts";
import type { StudioAuthDeps } from "#app/studio/auth/auth.server.ts";
import type { ReplyDeps } from "#app/studio/replies/reply.server.ts";
import type { PrivacyDeps } from "#app/studio/privacy/person.server.ts";
import type { PushDeps } from "#app/studio/push/push.server.ts";
import type { PackagePrice, WorkflowDeps } from "#app/studio/inbox/workflow.server.ts";
import type { StudioSession } from "#app/studio/auth/sessions.server.ts";
import { defaultContent } from "#app/content/defaults.ts";
import type { SiteContent } from "#app/website/schema.ts";
import { builtinLookup, resolvePhotos, type SitePhotos } from "#app/photos/resolve.ts";
import type { WebsiteDeps } from "#app/website/publish.server.ts";
import type { PhotoDeps } from "#app/photos/library.server.ts";

export type AppServices = {
  env: Env;
  log: Log;
  /** The inquiry use case's dependencies (database, committer, limiter, mails, worker). */
  inquiries: AcceptDeps;
  sessions: FormSessionSettings;
  /** Form sessions issued per client address: generous, but no token farming. */
  sessionLimiter: RateLimiter;
  /** The studio's sign-in use cases' dependencies. */
  studio: StudioAuthDeps;
  /** Taken days: blocked by the owner, or booked (the public form's calendar, the studio's). */
  availability: { db: Database; clock: () => number };
  /** Web Push to the owner's devices: subscriptions and sending. */
  push: PushDeps;
  /**
   * The studio's inbox: inquiries, their history, notes, stages, "Kein Spam", replies and their
   * Textbausteine, the overview. A booking records its package's live price (`packagePrice`).
   */
  inbox: WorkflowDeps & ReplyDeps & { packagePrice: PackagePrice };
  /** Export and erasure of one person's data on request (DSGVO Art. 15 and 17). */
  privacy: PrivacyDeps;
  /** The owner's website content: drafts, releases, publishing (app/website/). */
  website: WebsiteDeps;
  /** Her photo library: uploads, descriptions, consent, places (app/photos/). */
  photos: PhotoDeps;
};

/**
 * Per request, from the HTTP server: the client's address (the socket's peer, or what a trusted
 * proxy says it forwarded, see lib/client-address.server.ts) and the response's CSP nonce.
 */
export type RequestValues = { clientAddress: string; nonce: string | undefined };

export const servicesContext = createContext<AppServices>();

// Prerendering renders pages without a request from a visitor: no client, no nonce.
export const requestContext = createContext<RequestValues | null>(null);

/**
 * The website content a public page is rendered with: the live release for visitors, a new
 * release while it is being published, the draft in the owner's Vorschau. Prerendering at build
 * time gets the defaults, which a fresh install publishes as its first release.
 */
export const siteContentContext = createContext<SiteContent>(defaultContent);

/**
 * The pictures of that content, looked up when a page asks (most requests never do): the build's
 * files for the pictures a fresh install ships with, the library's for her uploads.
 */
export const sitePhotosContext = createContext<() => SitePhotos>(() =>
  resolvePhotos(defaultContent.photos, builtinLookup),
);

/** The client's address, as rate limits count it ("unknown" when no visitor sent the request). */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(requestContext)?.clientAddress ?? "unknown";
}

/** The owner's session, set by the studio's guard (routes/studio/shell.tsx) for the pages behind it. */
export const studioSessionContext = createContext<StudioSession>();
