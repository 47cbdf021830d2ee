/**
 * Next calls register() once when a server process starts; the Node server's start is lib/bff/server-start.ts.
 * NEXT_RUNTIME is no setting: Next writes its value into each bundle at build time, and only this literal test,
 * here beside the import, lets the edge bundle drop the Node-only modules behind it (the embedded backend).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startNodeServer } = await import("./lib/bff/server-start");
  await startNodeServer();
}
