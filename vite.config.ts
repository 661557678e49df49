import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { parsePublicSettings } from "#app/lib/public-settings.ts";
import { imageSetDir, manifestPath, publicDir } from "./scripts/images/paths.ts";

const iconFiles = /\/app\/components\/ui\/icons\//;

export default defineConfig(({ mode }) => {
  // A bad build-time setting stops the build here, with a message naming the variable.
  parsePublicSettings({ ...loadEnv(mode, process.cwd(), ""), ...process.env });
  // A build with another image set (IMAGE_SET_DIR, scripts/images/paths.ts) reads that set's
  // manifest and serves its images; the committed ones stay untouched.
  const imageSetAlias: Record<string, string> = imageSetDir
    ? { "#app/generated/image-manifest.json": manifestPath }
    : {};
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: imageSetAlias },
    publicDir,
    build: {
      assetsInlineLimit: 0,
      // The icon files only define components. Said so, the bundler places each where its icons
      // are drawn, although everything imports them through one module (components/ui/icons.tsx):
      // a visitor's browser then gets the site's icons and none of the studio's.
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id: string) => !iconFiles.test(id) },
      },
    },
    // The page loads the inquiry schema on demand (contact-form.tsx); the server imports it
    // statically, which is right there and not worth a warning.
    environments: {
      ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
    },
    // Prerendered pages are static: the canonical origin and the retention period they state are
    // fixed at build time (read and checked by app/lib/public-settings.ts).
    define: {
      "import.meta.env.PUBLIC_SITE_URL": JSON.stringify(process.env.PUBLIC_SITE_URL ?? ""),
      "import.meta.env.RETENTION_DAYS": JSON.stringify(process.env.RETENTION_DAYS ?? ""),
    },
    // PUBLIC_API_KEY (and PUBLIC_SITE_URL) are public by design and baked into the prerendered
    // pages at build time; the server refuses to start with a different key (app/app.server.ts).
    envPrefix: ["VITE_", "PUBLIC_"],
  };
});
