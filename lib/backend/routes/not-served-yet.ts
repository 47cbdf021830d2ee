import type { CallId } from "@/lib/contract";

/**
 * Contract calls the embedded backend does not serve yet (they answer 404 until then). Each feature that serves
 * one mounts it and takes it off this list; tests/api/contract-coverage.test.ts keeps the two in step, and the
 * client may not call a listed id. The list ends empty.
 */
export const notServedYet: readonly CallId[] = [];
