import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADVISORY_FLOORS, compareVersions, unmetFloors } from "@/scripts/supply-chain/advisory-floors";

/** The offline advisory check: every installed direct dependency with a known advisory is at or above its fix. */
function installedVersion(packageName: string): string {
  const manifest = path.join(process.cwd(), "node_modules", packageName, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

describe("advisory floors", () => {
  it.each([...new Set(ADVISORY_FLOORS.map((floor) => floor.packageName))])("%s in node_modules is at or above every fixed version", (packageName) => {
    const installed = installedVersion(packageName);
    expect(unmetFloors(packageName, installed).map((floor) => `${floor.advisories.join(", ")} (fixed in ${floor.fixedIn})`)).toEqual([]);
  });

  it("flags the versions the advisories were about", () => {
    expect(unmetFloors("next", "15.2.2").flatMap((floor) => floor.advisories)).toContain("CVE-2025-29927");
    expect(unmetFloors("next", "16.0.6").flatMap((floor) => floor.advisories)).toContain("CVE-2025-66478");
    expect(unmetFloors("next", "16.0.9").flatMap((floor) => floor.advisories)).toContain("CVE-2025-67779");
    expect(unmetFloors("next", "16.2.5").flatMap((floor) => floor.advisories)).toEqual(["CVE-2026-23870", "CVE-2026-44578", "CVE-2026-44575", "CVE-2026-45109"]);
    expect(unmetFloors("next", "16.2.6")).toEqual([]);
    expect(unmetFloors("nodemailer", "6.10.1").flatMap((floor) => floor.advisories)).toContain("GHSA-mm7p-fcc7-pg87");
    expect(unmetFloors("nodemailer", "7.0.13").flatMap((floor) => floor.advisories)).toEqual(["GHSA-p6gq-j5cr-w38f", "GHSA-268h-hp4c-crq3"]);
    expect(unmetFloors("nodemailer", "9.0.1")).toEqual([]);
  });

  it("compares versions by number, a pre-release below its release", () => {
    expect(compareVersions("16.10.0", "16.9.9")).toBe(1);
    expect(compareVersions("16.2.6", "16.2.6")).toBe(0);
    expect(compareVersions("16.2.6-canary.3", "16.2.6")).toBe(-1);
    expect(compareVersions("4.24.15", "4.10.3")).toBe(1);
  });
});
