import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // PUBLIC_API_KEY (and PUBLIC_SITE_URL) are public by design and baked into the prerendered
  // pages at build time; the server refuses to start with a different key (lifecycle.server.ts).
  envPrefix: ["VITE_", "PUBLIC_"],
});
