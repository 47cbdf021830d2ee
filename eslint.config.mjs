import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import regexpPlugin from "eslint-plugin-regexp";

/** Keeps the house rules of DESIGN.md §2 true: which layer may import which. */
const forbid = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", ".next-*/**", "out/**", "build/**", "next-env.d.ts", "data/**", "test-results/**", "playwright-report/**"]),
  // Patterns run on user and model input: one that backtracks can freeze the server (issue 13, defect 1).
  regexpPlugin.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: forbid(["@/lib/backend/*", "@/lib/bff/*", "**/lib/backend/*", "**/lib/bff/*"], "Browser code never imports the server (DESIGN §2)."),
  },
  {
    files: ["lib/backend/**"],
    rules: forbid(
      ["@/app/*", "@/components/*", "@/lib/client/*", "@/lib/bff/*", "**/lib/client/*", "**/lib/bff/*"],
      "The embedded backend stands alone (DESIGN §2).",
    ),
  },
  {
    files: ["lib/contract/**"],
    rules: forbid(["@/lib/*", "@/components/*", "@/app/*", "node:*"], "The contract imports nothing of ours and does no I/O."),
  },
]);
