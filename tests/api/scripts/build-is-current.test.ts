import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/**
 * `npm run app` and the benches build again only when scripts/build-is-current.sh says so. Run here on a copy of the
 * script in a folder laid out like the project, with every file older than the build but the one a case touches.
 */
const INPUTS = {
  folders: ["app", "components", "lib", "types"],
  files: ["proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.mjs", "tsconfig.json",
    "tailwind.config.ts", "postcss.config.mjs", "package.json", "package-lock.json"],
};
const BUILT_AT = new Date("2026-01-02T00:00:00Z");
const BEFORE_BUILD = new Date("2026-01-01T00:00:00Z");
const AFTER_BUILD = new Date("2026-01-03T00:00:00Z");

let project: string;

beforeEach(() => {
  project = mkdtempSync(path.join(os.tmpdir(), "build-is-current-"));
  mkdirSync(path.join(project, "scripts"));
  copyFileSync("scripts/build-is-current.sh", path.join(project, "scripts/build-is-current.sh"));
  for (const folder of INPUTS.folders) {
    mkdirSync(path.join(project, folder));
    writeAt(path.join(folder, "source.ts"), BEFORE_BUILD);
    utimesSync(path.join(project, folder), BEFORE_BUILD, BEFORE_BUILD);
  }
  for (const file of INPUTS.files) writeAt(file, BEFORE_BUILD);
  mkdirSync(path.join(project, ".next"));
  writeAt(".next/BUILD_ID", BUILT_AT);
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function writeAt(file: string, time: Date): void {
  writeFileSync(path.join(project, file), "x");
  utimesSync(path.join(project, file), time, time);
}

function buildIsCurrent(...args: string[]): number | null {
  return spawnSync("bash", [path.join(project, "scripts/build-is-current.sh"), ...args], { stdio: "ignore" }).status;
}

describe("scripts/build-is-current.sh", () => {
  it("says current when no file the build reads is newer than it", () => {
    expect(buildIsCurrent(".next")).toBe(0);
  });

  it.each([...INPUTS.files, "app/source.ts", "lib/source.ts", "types/source.ts"])("asks for a build when %s is newer", (file) => {
    writeAt(file, AFTER_BUILD);
    expect(buildIsCurrent(".next")).toBe(1);
  });

  it("asks for a build when the folder holds no complete build", () => {
    expect(buildIsCurrent(".next-other")).toBe(1);
  });

  it("asks for a build, never says current, when an input is missing or the call is wrong", () => {
    rmSync(path.join(project, "instrumentation-client.ts"));
    expect(buildIsCurrent(".next")).not.toBe(0);
    expect(buildIsCurrent()).toBe(2);
  });

  it("does not count files the build does not read", () => {
    writeAt("README.md", AFTER_BUILD);
    mkdirSync(path.join(project, "tests"));
    writeAt("tests/page.spec.ts", AFTER_BUILD);
    expect(buildIsCurrent(".next")).toBe(0);
  });
});
