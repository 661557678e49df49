/**
 * What routes get from the running app through React Router's context (app.server.ts fills it for
 * every request): the app's services, and the values of this one request. Routes read it; features
 * never do, they get what they need as arguments.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { InquiryServices } from "#app/composition/inquiries.server.ts";
import type { StudioServices } from "#app/composition/studio.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { StudioSession } from "#app/studio/auth/sessions.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import type { SiteContent } from "#app/website/schema.ts";
import { builtinLookup, resolvePhotos, type SitePhotos } from "#app/photos/resolve.ts";
import type { WebsiteDeps } from "#app/website/publish.server.ts";
import type { PhotoDeps } from "#app/photos/library.server.ts";
import type { GalleryDeps } from "#app/galleries/galleries.server.ts";
import type { ClientGalleryDeps } from "#app/galleries/client/access.server.ts";

export type AppServices = {
  env: Env;
  log: Log;
  /** The owner's website content: drafts, releases, publishing (app/website/). */
  website: WebsiteDeps;
  /** Her photo library: uploads, descriptions, consent, places (app/photos/). */
  photos: PhotoDeps;
  /** Her clients' galleries: settings, uploads, revoking, deleting (app/galleries/). */
  galleries: GalleryDeps;
  /** A client's own gallery: its PIN, session and signed files (app/galleries/client/). */
  clientGalleries: ClientGalleryDeps;
} & InquiryServices &
  StudioServices;

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
