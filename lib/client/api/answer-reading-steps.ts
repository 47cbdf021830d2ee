/**
 * The code of answer-reading.ts (zod and the contract's schemas) as one download, evaluated in steps: this module is
 * the StepwiseCode that load-answer-reading.ts runs. A `require` inside a function runs its module when the function
 * is called, while the bundler places that module in this file's chunk: so the one import() of this file fetches
 * every part at once (one round trip, where an import() per group cost one each), and the loader evaluates the parts
 * a step at a time with the browser free in between. The steps follow the order the modules depend on each other; a
 * module a step leaves out runs with the first step that needs it, so the list only sets where the breaks fall.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a lazy require is the point: it defers evaluation, not download */
export const steps: ReadonlyArray<() => unknown> = [
  () => require("./zod-core"),
  () => require("@/lib/contract/primitives"),
  () => require("@/lib/contract/entities/paper-authors"),
  () => require("@/lib/contract/entities/papers"),
  () => require("@/lib/contract/entities/user"),
  () => require("@/lib/contract/entities/chat"),
  () => require("@/lib/contract/entities/files"),
  () => require("@/lib/contract/entities/notebook"),
  () => require("@/lib/contract/entities/trajectory"),
  () => require("@/lib/contract/entities/task"),
  () => require("@/lib/contract/entities"),
  () => require("@/lib/contract/calls"),
];

export const last = (): typeof import("./answer-reading") => require("./answer-reading");
