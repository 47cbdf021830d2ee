import "server-only";
import { bffConfig, isNextBuild } from "./config";
import { openEventStreamDoor } from "./event-stream-door";
import { stampPeerAddresses } from "./peer-address";
import { letServersStop } from "./server-stop";

/**
 * What a Node server process does once when it starts (instrumentation.ts). The BFF's handlers learn each
 * connection's address from here on (peer-address.ts), and the event streams take their door in front of Next's
 * router (event-stream-door.ts). With the embedded backend, it starts now rather than on the
 * first request: its task workers must resume interrupted tasks after a restart even if nobody visits. The settings
 * are validated here, so a bad one stops the start instead of failing every request. Last, a stop signal is made to
 * end the process even when a connection would hold it open (server-stop.ts).
 */
export async function startNodeServer(): Promise<void> {
  if (isNextBuild()) return;
  stampPeerAddresses();
  openEventStreamDoor();
  if (!bffConfig().upstreamUrl) {
    const { bootEmbeddedBackend } = await import("@/lib/backend/boot");
    await bootEmbeddedBackend();
  }
  letServersStop();
}
