/**
 * Next calls register() once when a server process starts. The BFF's handlers learn each connection's address
 * from here on (lib/bff/peer-address.ts). With the embedded backend, start it now rather than on the first
 * request: its task workers must resume interrupted tasks after a restart even if nobody visits.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { stampPeerAddresses } = await import("./lib/bff/peer-address");
  stampPeerAddresses();
  if (process.env.API_UPSTREAM_URL?.trim()) return;
  const { bootEmbeddedBackend } = await import("./lib/backend/boot");
  await bootEmbeddedBackend();
}
