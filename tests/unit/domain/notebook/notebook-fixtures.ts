/** Reads a committed notebook fixture (tests/fixtures/notebooks) as the viewer receives it: parsed JSON. */
import { readFileSync } from "node:fs";
import path from "node:path";

export function notebookFixture(name: string): unknown {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../fixtures/notebooks", name), "utf8"));
}
