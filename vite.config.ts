import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imageSetDir, manifestPath, publicDir } from "./scripts/images/paths.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // A build with another image set (IMAGE_SET_DIR, scripts/images/paths.ts) reads that set's
    // manifest and serves its images; the committed ones stay untouched.
    alias: imageSetDir ? { "~/generated/image-manifest.json": manifestPath } : {},
  },
  publicDir,
  build: { assetsInlineLimit: 0 },
  // The page loads the inquiry schema on demand (contact-form.tsx); the server imports it
  // statically, which is right there and not worth a warning.
  environments: {
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  // Prerendered pages are static: the canonical origin and the retention period they state are
  // fixed at build time (app/env.d.ts; validated where they are read).
  define: {
    "import.meta.env.PUBLIC_SITE_URL": JSON.stringify(process.env.PUBLIC_SITE_URL ?? ""),
    "import.meta.env.RETENTION_DAYS": JSON.stringify(process.env.RETENTION_DAYS ?? ""),
  },
  // PUBLIC_API_KEY (and PUBLIC_SITE_URL) are public by design and baked into the prerendered
  // pages at build time; the server refuses to start with a different key (lifecycle.server.ts).
  envPrefix: ["VITE_", "PUBLIC_"],
});
