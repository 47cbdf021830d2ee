import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/site/app-url";

/** Search engines read the landing page and the home variants; the API and private sessions stay out. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await appUrl();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/search-v1/"] },
    sitemap: new URL("/sitemap.xml", base).toString(),
  };
}
