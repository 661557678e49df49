/**
 * What a client's gallery (`/galerie/<id>`) gets (ADR 0041, part B): the database, the keys its
 * file addresses and address hashes are made with (both derived from SESSION_SECRET), the
 * galleries' folder, and the owner's push and mail for a gallery that locks.
 */
import { addressKeyOf, type ClientGalleryDeps } from "#app/galleries/client/access.server.ts";
import { galleryFileKey } from "#app/galleries/access/signed-files.server.ts";
import { mailSettingsOf } from "#app/composition/inquiries.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { pushToAll, type PushDeps } from "#app/studio/push/push.server.ts";
import type { SiteContent } from "#app/website/schema.ts";

export function clientGalleryServices(
  env: Env,
  running: {
    db: Database;
    log: Log;
    push: PushDeps;
    liveContent: () => SiteContent;
    wakeMailWorker: () => void;
  },
): ClientGalleryDeps {
  return {
    db: running.db,
    clock: Date.now,
    log: running.log,
    galleriesDir: env.GALLERIES_DIR,
    fileKey: galleryFileKey(env.SESSION_SECRET),
    addressKey: addressKeyOf(env.SESSION_SECRET),
    push: (message) => pushToAll(running.push, message),
    mail: {
      ...mailSettingsOf(env),
      studioName: () => running.liveContent().facts.studioName,
      siteOrigin: new URL(env.PUBLIC_SITE_URL).origin,
    },
    wakeMailWorker: running.wakeMailWorker,
  };
}
