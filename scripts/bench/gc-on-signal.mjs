/**
 * Preloaded (NODE_OPTIONS="--expose-gc --import …") into the processes `npm run bench:chat` measures, and only
 * there: SIGUSR2 runs a full garbage collection, so the bench reads the resident memory of live objects, not of
 * garbage V8 has not collected yet (which made the per-stream figure read 65 or 119 KB on the same build).
 */
process.on("SIGUSR2", () => globalThis.gc?.());
