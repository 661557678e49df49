/**
 * Where the studio's browser tests run (playwright.config.ts, the "studio" project, and the
 * `studio` fixture in tests/e2e/studio/fixtures.ts): each Playwright worker has its own
 * production server on `http://localhost:<port>` (WebAuthn refuses IP addresses as relying party
 * ids), with PUBLIC_SITE_URL set to that origin, its own data directory, and its mail going to a
 * real SMTP sink that keeps every mail as an .eml file in its mail folder. The first worker's port
 * is E2E_STUDIO_PORT, or E2E_PORT + 200; the next worker's is one more.
 */
const publicPort = Number(process.env.E2E_PORT ?? 4173);

export const studioBasePort = Number(process.env.E2E_STUDIO_PORT ?? publicPort + 200);

/** The port of the studio server of the worker with this parallel index. */
export const studioServerPort = (parallelIndex: number) => studioBasePort + parallelIndex;

/** What tests/e2e/support/studio-server.ts is started with for the server on `port`. */
export function studioServerEnv(port: number) {
  const dataDir = `data/e2e-studio-${port}`;
  return {
    dataDir,
    variables: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: `${dataDir}/studio.sqlite`,
      STUDIO_MAIL_DIR: `${dataDir}/mails`,
      // With SMTP no `.eml` copies go there, but it is the server's own.
      OUTBOX_DIR: `${dataDir}/outbox`,
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      STUDIO_EMAIL: "studio@atelier.example",
      STUDIO_SIGN_IN_MAX: "10000",
      // The studio's tests send several inquiries from one address, some right after the form
      // opens; spam is made on purpose (the honeypot), never by the clock.
      RATE_LIMIT_MAX: "10000",
      MIN_FILL_MS: "0",
      LOG_LEVEL: "silent",
      // An off-site backup is configured (the studio's Datensicherung and its reminder show); the
      // server itself never opens the repository, and no test runs restic against it.
      RESTIC_REPOSITORY: `${dataDir}/restic`,
      BACKUP_REQUEST_DIR: `${dataDir}/backup-requests`,
      ERASURE_JOURNAL_DIR: `${dataDir}/erasure-journal`,
    },
  };
}
