import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import regexpPlugin from "eslint-plugin-regexp";

/** Keeps the house rules of DESIGN.md §2 true: which layer may import which. Each rule is [patterns, message]. */
const forbidEach = (...rules) => ({
  "no-restricted-imports": ["error", { patterns: rules.map(([group, message]) => ({ group, message })) }],
});
const forbid = (patterns, message) => forbidEach([patterns, message]);

const browserImportsNoServer = [
  ["@/lib/backend/*", "@/lib/bff/*", "**/lib/backend/*", "**/lib/bff/*"],
  "Browser code never imports the server (DESIGN §2).",
];
const backendStandsAlone = [
  ["@/app/*", "@/components/*", "@/lib/client/*", "@/lib/bff/*", "**/lib/client/*", "**/lib/bff/*"],
  "The embedded backend stands alone (DESIGN §2).",
];
/** Chat and canvas share their reveal and scroll pieces through components/reveal; the session page composes both. */
const screenApart = (other) => [
  [`@/components/${other}/*`, `../${other}/*`, `../../${other}/*`],
  "components/chat and components/canvas never import each other: shared pieces live in components/reveal.",
];

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
    rules: forbidEach(browserImportsNoServer),
  },
  // A later block replaces the rule for its files, so these repeat the browser rule.
  { files: ["components/chat/**"], rules: forbidEach(browserImportsNoServer, screenApart("canvas")) },
  { files: ["components/canvas/**"], rules: forbidEach(browserImportsNoServer, screenApart("chat")) },
  { files: ["lib/backend/**"], rules: forbidEach(backendStandsAlone) },
  // Inside the backend (issue 14): services emit events and return plain values, the route (http/mount.ts) owns
  // the HTTP answer; the http layer sits below the services and gets what it needs from them through ports.
  {
    files: ["lib/backend/services/**"],
    rules: forbidEach(backendStandsAlone, [
      ["hono", "hono/*", "@hono/*", "**/http/sse", "**/http/mount", "**/http/answer-call", "**/routes/*"],
      "Services never build HTTP answers: emit into an EventChannel (event-channel.ts) or return a value; mount answers.",
    ]),
  },
  {
    files: ["lib/backend/http/**"],
    rules: forbidEach(backendStandsAlone, [
      ["**/services/*", "**/routes/*"],
      "The http layer sits below the services: take what it needs through a port (e.g. AccountsPort, wired in app.ts).",
    ]),
  },
  {
    files: ["lib/contract/**"],
    rules: forbid(["@/lib/*", "@/components/*", "@/app/*", "node:*"], "The contract imports nothing of ours and does no I/O."),
  },
  {
    // Pure rules both sides use: no React, no browser or server code, no I/O, no timers or browser storage.
    files: ["lib/domain/**"],
    rules: {
      ...forbid(
        [
          "react",
          "react-dom",
          "react/*",
          "react-dom/*",
          "next",
          "next/*",
          "server-only",
          "node:*",
          "@/app/*",
          "@/components/*",
          "@/lib/client/*",
          "@/lib/bff/*",
          "@/lib/backend/*",
          "**/lib/client/*",
          "**/lib/bff/*",
          "**/lib/backend/*",
        ],
        "lib/domain holds pure rules: it imports only lib/contract, lib/domain and pure packages (DESIGN §2).",
      ),
      "no-restricted-globals": [
        "error",
        ...["window", "document", "localStorage", "sessionStorage", "navigator", "fetch", "setTimeout", "setInterval", "requestAnimationFrame"].map(
          (name) => ({ name, message: "lib/domain is pure: timers, storage and the browser belong in lib/client." }),
        ),
      ],
    },
  },
]);
