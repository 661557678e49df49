import path from "node:path";
import { defineConfig } from "vitest/config";

// The deploy suite (npm run test:deploy): one container, its tests in order, minutes each.
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../../.."),
  test: {
    include: ["tests/deploy/server/**/*.e2e.ts"],
    environment: "node",
    reporters: ["verbose"],
    fileParallelism: false,
    testTimeout: 3_000_000,
    hookTimeout: 3_000_000,
  },
});
