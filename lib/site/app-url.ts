import "server-only";
import { connection } from "next/server";
import { siteSettings } from "@/lib/bff/config";
import { localAppUrl } from "@/lib/domain/site/local-app-url";

/**
 * The public base URL (APP_URL, DESIGN §4) for canonical links, Open Graph, robots.txt and sitemap.xml. Read at
 * request time, not at build time, so one build serves any host; pages that call it render on each request.
 */
export function parseAppUrl(raw: string): URL {
  try {
    return new URL(raw.trim());
  } catch {
    // An empty or malformed setting must not take the landing page down; sign-in's settings reject it loudly.
    return new URL(localAppUrl(undefined));
  }
}

export async function appUrl(): Promise<URL> {
  await connection();
  return parseAppUrl(siteSettings().appUrl);
}
