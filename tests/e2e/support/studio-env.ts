/**
 * Where the studio's browser tests run (playwright.config.ts, the "studio" project): a second
 * production server on `http://localhost:<port>` (WebAuthn refuses IP addresses as relying party
 * ids), with PUBLIC_SITE_URL set to that origin and its mail going to a real SMTP sink that keeps
 * every mail as an .eml file in `mailDir`. The port is E2E_STUDIO_PORT, or E2E_PORT + 200.
 */
const publicPort = Number(process.env.E2E_PORT ?? 4173);

export const studioPort = Number(process.env.E2E_STUDIO_PORT ?? publicPort + 200);
export const studioOrigin = `http://localhost:${studioPort}`;
export const studioDataDir = `data/e2e-studio-${studioPort}`;
export const studioDatabase = `${studioDataDir}/studio.sqlite`;
export const studioMailDir = `${studioDataDir}/mails`;
/** OUTBOX_DIR of the studio's server: with SMTP no `.eml` copies go there, but it is its own. */
export const studioOutboxDir = `${studioDataDir}/outbox`;
