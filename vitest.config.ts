import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const unitTests = { include: ["tests/unit/**/*.test.ts"], environment: "node", setupFiles: ["tests/fixtures/step-schemas.ts"] };

/**
 * Unit test files that mock modules or change the environment: what they change would stay in a module graph
 * shared with other files (a BFF setting read once per process, a mocked module), so they get a graph of their own.
 * Found by reading the files, so a new one is never missed.
 */
const processChangingUnitTests = readdirSync(path.join(import.meta.dirname, "tests/unit"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => path.posix.join("tests/unit", file.split(path.sep).join("/")))
  .filter((file) =>
    /\bvi\.(?:mock|doMock|stubEnv|stubGlobal)\(|\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|\bdelete process\.env\b/.test(
      readFileSync(path.join(import.meta.dirname, file), "utf8"),
    ),
  );

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
    // Vitest's default is one worker fewer than the cores: one, on the two cores CI and this project's machines have.
    // The API tests spend much of their time waiting on PostgreSQL, kernels and real clocks, so two share them well.
    maxWorkers: 2,
    projects: [
      {
        // Unit tests share one module graph per worker: loading the contract afresh for each of ~170 files was most
        // of their time (100 s against 19 s here). The files that change the process for their modules run apart.
        extends: true,
        test: { ...unitTests, name: "unit", exclude: processChangingUnitTests, isolate: false },
      },
      {
        extends: true,
        test: { ...unitTests, name: "unit-isolated", include: processChangingUnitTests },
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
