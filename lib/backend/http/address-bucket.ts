import "server-only";
import ipaddr from "ipaddr.js";

/**
 * The subject a per-address limit counts for a client address. An IPv4 address counts alone (an IPv4-mapped IPv6
 * address is that IPv4 address); an IPv6 address counts as its /64, because one subscriber is routinely given a
 * whole /64 and could otherwise take a fresh limit for every address in it. Anything that is not an address (the
 * shared 'unknown') is its own bucket.
 */
export function addressBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
