/**
 * The client's address for the backend's per-IP limits: the hop nearest to us in X-Forwarded-For. Next fills
 * the header with the peer address when nobody in front has set it; behind a load balancer, the balancer's own
 * entry is last.
 */
export function clientIpFrom(forwardedFor: string | null | undefined): string | undefined {
  return forwardedFor?.split(",").map((hop) => hop.trim()).filter(Boolean).at(-1);
}
