import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/reliability/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
      "tests/proxy/**/*.test.ts",
      "server/**/*.test.ts",
    ],
    environment: "node",
    // The migrated database that testDatabase() copies for each test.
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
