import { bffConfig, serverProcess } from "./lib/bff/config";

/**
 * Next calls register() once when a server process starts. The BFF's handlers learn each connection's address
 * from here on (lib/bff/peer-address.ts). With the embedded backend, start it now rather than on the first
 * request: its task workers must resume interrupted tasks after a restart even if nobody visits. The settings are
 * validated here, so a bad one stops the start instead of failing every request.
 */
export async function register() {
  const { nodeServer, building } = serverProcess();
  if (!nodeServer || building) return;
  const { stampPeerAddresses } = await import("./lib/bff/peer-address");
  stampPeerAddresses();
  if (bffConfig().upstreamUrl) return;
  const { bootEmbeddedBackend } = await import("./lib/backend/boot");
  await bootEmbeddedBackend();
}
