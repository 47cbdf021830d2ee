/**
 * The client's address for the backend's per-IP limits (issue 13, defect 5). Anyone can write X-Forwarded-For,
 * so with no proxy in front (TRUSTED_PROXY_HOPS=0, the default) the answer is the connection's own peer address.
 * Behind N proxies of ours, each appended the address it was connected from: the N-th entry from the right is the
 * one our outermost proxy saw, and everything left of it is whatever the client claimed.
 */
export function clientIpFrom(forwardedFor: string | null | undefined, peerAddress: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops === 0) return peerAddress;
  const hops = (forwardedFor ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  // Fewer entries than proxies: the request came round one of them; the peer is then the nearest honest answer.
  return hops.length >= trustedHops ? hops.at(-trustedHops) : peerAddress;
}
