/**
 * zod's core (its schema classes and checks), named so that answer-reading-steps.ts can evaluate it in a step of its
 * own before zod's public API, which builds on it: zod's module set-up was one task of ~70–100 ms at Lighthouse's
 * 4× CPU slowdown, over the 50 ms at which a task starts to block input. An ES import (not a `require` of
 * "zod/v4/core", which resolves to the package's CommonJS build, a second copy) reaches the very modules zod's
 * classic API imports, so they run here once and are only looked up there.
 */
import { $ZodType } from "zod/v4/core";

export const zodCore = $ZodType;
