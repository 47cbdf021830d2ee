import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./source-lines";

/**
 * Issue 14's shape, kept: lib/client and lib/domain hold area folders only (a newcomer finds a file by the product
 * area it serves), and no file of lib/client grows past 200 lines (DESIGN §2: "most under 200").
 */
const MAX_CLIENT_FILE_LINES = 200;

function entries(folder: string) {
  const at = path.join(repoRoot, folder);
  return readdirSync(at).map((name) => ({ name, isFolder: statSync(path.join(at, name)).isDirectory() }));
}

function filesUnder(folder: string): string[] {
  return entries(folder).flatMap(({ name, isFolder }) => (isFolder ? filesUnder(`${folder}/${name}`) : [`${folder}/${name}`]));
}

describe("folders by product area", () => {
  it.each(["lib/client", "lib/domain"])("%s holds area folders only", (folder) => {
    const loose = entries(folder).filter((entry) => !entry.isFolder).map((entry) => entry.name);
    expect(loose).toEqual([]);
    expect(entries(folder).length).toBeGreaterThan(1);
  });

  it(`no file in lib/client is over ${MAX_CLIENT_FILE_LINES} lines`, () => {
    const files = filesUnder("lib/client");
    const long = files
      .map((file) => ({ file, lines: readFileSync(path.join(repoRoot, file), "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > MAX_CLIENT_FILE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(files.length).toBeGreaterThan(20);
    expect(long).toEqual([]);
  });
});
