/**
 * The research profile as the server stores it (tags, content, pdfUrls, arxivUrls as "url->title",
 * googleScholarUrls) and as the form shows it (choose, text, files, links, googleScholarUrls) — spec §3.
 * An uploaded PDF's original name travels in its link's `name` parameter, so the two shapes round-trip.
 */
import type { ResearchProfileClient, ResearchProfileServer } from "@/lib/contract/entities/user";
import { callRoutes } from "@/lib/contract/calls/routes";
import type { ResearchProfileSubmit } from "@/lib/contract/calls/profile";
import { ARXIV_ENTRY_SEPARATOR } from "@/lib/contract/patterns";
import { isResearchTopic } from "@/lib/contract/research-topics";

export const emptyProfile: ResearchProfileClient = { choose: [], text: "", files: [], links: [], googleScholarUrls: [] };

const NAME_PARAM = "name";
/** Any base will do: only the query of a same-origin path is read. */
const PARSE_BASE = "http://profile.invalid";

/** The link a profile keeps for an uploaded PDF: its download path, carrying the name the user uploaded it under. */
export function pdfLink(fileKey: string, name: string): string {
  const query = new URLSearchParams({ fileKey, [NAME_PARAM]: name });
  return `/api${callRoutes["file.download"].path}?${query.toString()}`;
}

function pdfName(url: string): string {
  try {
    const parsed = new URL(url, PARSE_BASE);
    const named = parsed.searchParams.get(NAME_PARAM);
    if (named) return named;
    const key = parsed.searchParams.get("fileKey") ?? parsed.pathname;
    return decodeURIComponent(key.split("/").at(-1) ?? "") || url;
  } catch {
    return url;
  }
}

function splitLink(entry: string): { url: string; title: string } {
  const at = entry.indexOf(ARXIV_ENTRY_SEPARATOR);
  if (at < 0) return { url: entry.trim(), title: "" };
  return { url: entry.slice(0, at).trim(), title: entry.slice(at + ARXIV_ENTRY_SEPARATOR.length).trim() };
}

export function profileToClient(server: ResearchProfileServer | null | undefined): ResearchProfileClient {
  if (!server) return emptyProfile;
  return {
    // Tags come only from the fixed list (spec §5): one an upstream dropped from the list is not shown as chosen.
    choose: (server.tags ?? []).filter(isResearchTopic),
    text: server.content ?? "",
    files: (server.pdfUrls ?? []).map((url) => ({ url, name: pdfName(url) })),
    links: (server.arxivUrls ?? []).map(splitLink),
    googleScholarUrls: (server.googleScholarUrls ?? []).filter((entry) => entry.google_scholar_url.trim() !== ""),
  };
}

export function profileToServer(client: ResearchProfileClient): ResearchProfileSubmit {
  return {
    tags: client.choose.filter(isResearchTopic),
    content: client.text.trim(),
    pdfUrls: client.files.map((file) => file.url),
    arxivUrls: client.links.map((link) => `${link.url}${ARXIV_ENTRY_SEPARATOR}${link.title}`),
    googleScholarUrls: client.googleScholarUrls
      .map((entry) => ({ google_scholar_url: entry.google_scholar_url.trim() }))
      .filter((entry) => entry.google_scholar_url !== ""),
  };
}
