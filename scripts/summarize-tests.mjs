// Prints the failed tests by name (CI shows only the tail of the log, so the names must be near the end), then one
// closing line, "tests: N passed, N failed", from vitest's and Playwright's JSON reports.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const relative = (path) => path.replace(`${process.cwd()}/`, "");
const firstLine = (message) => String(message ?? "").split("\n").find((line) => line.trim()) ?? "";

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(`${[...path, spec.title].join(" › ")} — ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const failedTests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failedTests) failures.push(`${relative(result.name)} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
      // A file that fails before any test runs (an import or hook error) has no failed assertion to name.
      if (result.status === "failed" && failedTests.length === 0) failures.push(`${relative(result.name)} — ${firstLine(result.message)}`);
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  }
}
if (failures.length) console.log(`failed tests:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
