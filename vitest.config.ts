import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside a react-server bundle; in tests every module is server-side anyway.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
      // Its lazy `require` is for the bundler; the file there says why.
      "./answer-reading-steps": path.resolve(import.meta.dirname, "tests/fixtures/answer-reading-steps.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", setupFiles: ["tests/fixtures/step-schemas.ts"] },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          setupFiles: ["tests/fixtures/step-schemas.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
