/**
 * Where the public site's browser tests run (playwright.config.ts, the "chromium" project): the
 * production build on `http://127.0.0.1:<E2E_PORT>`, with its own data directory, which specs
 * read to count what the server stored.
 */
export const sitePort = Number(process.env.E2E_PORT ?? 4173);
export const siteDataDir = `data/e2e-${sitePort}`;
export const siteDatabase = `${siteDataDir}/studio.sqlite`;
