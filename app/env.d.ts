/**
 * Values vite.config.ts bakes into the bundles at build time (`define` and `envPrefix`); read only
 * by app/lib/public-settings.ts.
 */
interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_API_KEY?: string;
  readonly RETENTION_DAYS?: string;
}
