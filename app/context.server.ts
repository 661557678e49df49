/**
 * What routes get from the running app through React Router's context (app.server.ts fills it for
 * every request): the app's services, and the values of this one request. Routes read it; features
 * never do, they get what they need as arguments.
 */
import { createContext } from "react-router";
import type { AcceptDeps } from "./inquiry/accept-inquiry.server";
import type { FormSessionSettings } from "./inquiry/api.server";
import type { Database } from "./lib/db.server";
import type { Env } from "./lib/env.server";
import type { Log } from "./lib/log.server";
import type { RateLimiter } from "./lib/rate-limit.server";
import type { StudioAuthDeps } from "./studio/auth.server";
import type { ReplyDeps } from "./studio/reply.server";
import type { PrivacyDeps } from "./studio/privacy.server";
import type { PushDeps } from "./studio/push/push.server";
import type { WorkflowDeps } from "./studio/workflow.server";
import type { StudioSession } from "./studio/sessions.server";

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
   * Textbausteine, the overview.
   */
  inbox: WorkflowDeps & ReplyDeps;
  /** Export and erasure of one person's data on request (DSGVO Art. 15 and 17). */
  privacy: PrivacyDeps;
};

/** Per request, from the HTTP server: the socket's peer address and the response's CSP nonce. */
export type RequestValues = { peerAddress: string; nonce: string | undefined };

export const servicesContext = createContext<AppServices>();

// Prerendering renders pages without a request from a visitor: no peer, no nonce.
export const requestContext = createContext<RequestValues | null>(null);

/** The owner's session, set by the studio's guard (routes/studio/shell.tsx) for the pages behind it. */
export const studioSessionContext = createContext<StudioSession>();
