import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Pinning stays true: every dependency in package.json names one exact version (no ^, ~, *, x, ranges, tags or
 * URLs), and .npmrc keeps `npm install <name>` writing exact versions.
 */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

type Manifest = Partial<Record<"dependencies" | "devDependencies" | "optionalDependencies" | "peerDependencies", Record<string, string>>>;

function unpinned(manifest: Manifest): string[] {
  const sections = [manifest.dependencies, manifest.devDependencies, manifest.optionalDependencies, manifest.peerDependencies];
  return sections.flatMap((section) => Object.entries(section ?? {}).filter(([, version]) => !EXACT_VERSION.test(version)).map(([name, version]) => `${name}@${version}`));
}

const root = process.cwd();

describe("exact versions", () => {
  it("package.json pins every dependency", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Manifest;
    expect(unpinned(manifest)).toEqual([]);
  });

  it("catches ranges, tags and wildcards", () => {
    const ranges = { a: "^1.2.3", b: "~1.2.3", c: "*", d: "latest", e: "1.x", f: ">=1.0.0", g: "1.2.3 - 1.4.0", h: "github:owner/repo" };
    expect(unpinned({ dependencies: ranges, devDependencies: { ok: "1.2.3", pre: "18.4.0-beta.17" } })).toEqual(
      Object.entries(ranges).map(([name, version]) => `${name}@${version}`),
    );
  });

  it(".npmrc saves exact versions", () => {
    expect(readFileSync(path.join(root, ".npmrc"), "utf8")).toMatch(/^save-exact\s*=\s*true$/m);
  });
});
