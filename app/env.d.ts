/** Values vite.config.ts bakes into the bundles at build time (see `define` there). */
interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly RETENTION_DAYS?: string;
}
