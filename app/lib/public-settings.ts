/**
 * The settings baked into the bundles at build time (vite.config.ts: `define` and `envPrefix`).
 * Prerendered pages state them (canonical URLs, the storage period in the privacy notice, the
 * public key the form sends), so they are fixed when the pages are built. This is the one module
 * that reads them; a bad value stops the build (vite.config.ts checks them first), instead of
 * quietly turning into a default.
 */
import { developmentApiKey } from "#app/lib/api-key.ts";

export type PublicSettings = {
  /** The canonical origin, e.g. "https://atelier.example" (no path, no trailing slash). */
  siteUrl: string;
  apiKey: string;
  retentionDays: number;
};

export class PublicSettingsError extends Error {}

type RawSettings = { PUBLIC_SITE_URL?: string; PUBLIC_API_KEY?: string; RETENTION_DAYS?: string };

const fail = (name: string, rule: string, value: string): never => {
  throw new PublicSettingsError(
    `${name} ${rule} (build-time setting, got ${JSON.stringify(value)}): fix it and build again`,
  );
};

/** Unset or empty values take the development defaults, as at run time (app/lib/env.server.ts). */
export function parsePublicSettings(raw: RawSettings): PublicSettings {
  const { PUBLIC_SITE_URL: site, PUBLIC_API_KEY: key, RETENTION_DAYS: days } = raw;
  let siteUrl = "http://localhost:3000";
  if (site) {
    let url: URL | null = null;
    try {
      url = new URL(site);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      fail("PUBLIC_SITE_URL", "must be an http:// or https:// URL", site);
    }
    siteUrl = url!.origin;
  }
  if (key && key.length < 8) fail("PUBLIC_API_KEY", "must be at least 8 characters", key);
  const retentionDays = days ? Number(days) : 180;
  if (!Number.isInteger(retentionDays) || retentionDays <= 0) {
    fail("RETENTION_DAYS", "must be a whole number of days above 0", days ?? "");
  }
  return { siteUrl, apiKey: key || developmentApiKey, retentionDays };
}

// In the bundles Vite replaces `import.meta.env` with the build-time values. Plain Node has none:
// vite.config.ts imports this module to check the values before it builds anything.
export const publicSettings: PublicSettings = parsePublicSettings(import.meta.env ?? {});
