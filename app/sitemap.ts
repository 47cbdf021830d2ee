import type { MetadataRoute } from "next";
import { agentList } from "@/lib/contract/agents";
import { appUrl } from "@/lib/site/app-url";

/** The public pages: the landing page, the home screen and its agent variants (spec §2 Routes). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await appUrl();
  const paths = ["/", "/chat", ...agentList.map((agent) => `/${agent.slug}`)];
  return paths.map((path) => ({
    url: new URL(path, base).toString(),
    changeFrequency: "weekly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
