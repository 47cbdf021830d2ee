import "server-only";
import ipaddr from "ipaddr.js";

/**
 * Whether an address is on the public internet, for the guarded fetch (DESIGN §9). Only ipaddr.js's "unicast"
 * range passes: loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT, ULA, multicast,
 * broadcast, unspecified and reserved ranges are all refused. IPv6 forms that carry an IPv4 address inside
 * (mapped, compatible, 6to4, NAT64) are judged by that IPv4 address, so ::ffff:127.0.0.1 is loopback too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:a.b.c.d into a.b.c.d.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const ipv6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIpv4(ipv6);
  if (embedded) return embedded.range() === "unicast";
  return ipv6.range() === "unicast";
}

/** The IPv4 address an IPv6 transition form points at, or undefined for a plain IPv6 address. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  const range = address.range();
  // ::a.b.c.d (deprecated "IPv4-compatible"): ipaddr.js calls it unicast, yet stacks route it to the IPv4 host.
  if (bytes.slice(0, 12).every((byte) => byte === 0)) return ipv4(bytes.slice(12, 16));
  if (range === "6to4") return ipv4(bytes.slice(2, 6));
  // 64:ff9b::/96 is the well-known NAT64 prefix; the local-use 64:ff9b:1::/48 has no fixed layout and stays refused.
  if (range === "rfc6052" && bytes.slice(4, 12).every((byte) => byte === 0)) return ipv4(bytes.slice(12, 16));
  return undefined;
}

function ipv4(bytes: number[]): ipaddr.IPv4 {
  return ipaddr.IPv4.parse(bytes.join("."));
}
