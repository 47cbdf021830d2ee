import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notServedYet } from "@/lib/backend/routes/not-served-yet";
import { callIds } from "@/lib/contract";

/**
 * The browser never makes a call the backend does not serve yet (issue 14): such a call only ever answers 404,
 * which the page would swallow and a reader would take for a working feature. Every call the browser makes is
 * found by its id: `callApi("<id>"`, or a raw transport's `callUrl(…Calls["<id>"]` / `callPath(…Calls["<id>"]`.
 */
const ROOTS = ["lib/client", "components", "app"];
const CALL_SITE = /\bcallApi\(\s*["']([\w.]+)["']|\bcall(?:Url|Path)\(\s*\w+\[\s*["']([\w.]+)["']\s*\]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function calledIds(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of ROOTS.flatMap((root) => sourceFiles(path.resolve(root)))) {
    for (const match of readFileSync(file, "utf8").matchAll(CALL_SITE)) {
      const id = match[1] ?? match[2] ?? "";
      found.set(id, [...(found.get(id) ?? []), path.relative(process.cwd(), file)]);
    }
  }
  return found;
}

describe("calls the browser makes", () => {
  const called = calledIds();

  it("are found at all (the scan still matches how the client calls)", () => {
    for (const id of ["chatSession.list", "task.getTask", "task.createTask", "file.batchTempUrls", "chat.stream"]) {
      expect(called.has(id), id).toBe(true);
    }
  });

  it("are contract calls", () => {
    const known = new Set<string>(callIds);
    expect([...called.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  it("are all served by the backend: none is on its notServedYet list", () => {
    const unserved = new Set<string>(notServedYet);
    const offending = [...called].filter(([id]) => unserved.has(id)).map(([id, files]) => `${id} in ${files.join(", ")}`);
    expect(offending).toEqual([]);
  });
});
