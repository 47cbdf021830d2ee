/**
 * The research profile rules of spec §5, checked in the form before anything is sent. The patterns are the
 * contract's, so the form and the backend's 400 answers accept exactly the same input and say the same words.
 */
import type { ResearchProfileClient } from "@/lib/contract/entities/user";
import { ValidationMessage as M } from "@/lib/contract/messages";
import { ARXIV_LINK_PATTERN, SCHOLAR_LINK_PATTERN } from "@/lib/contract/patterns";
import { fileKindOf } from "@/lib/domain/files/attachments";

/** Why the profile cannot be saved, or undefined when it can. */
export function profileProblem(profile: ResearchProfileClient): string | undefined {
  const scholar = profile.googleScholarUrls.map((entry) => entry.google_scholar_url.trim()).filter((url) => url !== "");
  const empty =
    profile.choose.length === 0 &&
    profile.text.trim() === "" &&
    profile.links.length === 0 &&
    profile.files.length === 0 &&
    scholar.length === 0;
  if (empty) return M.profileEmpty;
  if (scholar.some((url) => !SCHOLAR_LINK_PATTERN.test(url))) return M.scholarLinkInvalid;
  return undefined;
}

/** Why a preprint link cannot join the list before its title is looked up, or undefined when it can. */
export function arxivLinkProblem(url: string, links: ResearchProfileClient["links"]): string | undefined {
  const trimmed = url.trim();
  if (!ARXIV_LINK_PATTERN.test(trimmed)) return M.arxivLinkInvalid;
  if (links.some((link) => sameLink(link.url, trimmed))) return M.linkExists;
  return undefined;
}

/** Why a looked-up title cannot join the list, or undefined when it can. */
export function linkTitleProblem(title: string | undefined, links: ResearchProfileClient["links"]): string | undefined {
  const trimmed = title?.trim() ?? "";
  if (trimmed === "") return M.linkTitleFailed;
  if (links.some((link) => link.title.trim() === trimmed)) return M.sameTitleExists;
  return undefined;
}

/** Only PDF files may be uploaded (spec §5), told by extension or media type like the upload chips. */
export function pdfUploadProblem(file: { name: string; type: string }): string | undefined {
  return fileKindOf(file) === "pdf" ? undefined : M.pdfOnly;
}

/** The tag picker needs at least one selection. */
export function tagPickProblem(chosen: readonly string[]): string | undefined {
  return chosen.length === 0 ? M.selectAtLeastOne : undefined;
}

/** "arxiv.org/abs/1" and "https://www.arxiv.org/abs/1/" are the same link. */
function sameLink(a: string, b: string): boolean {
  return comparableLink(a) === comparableLink(b);
}

function comparableLink(url: string): string {
  let link = url.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "");
  while (link.endsWith("/")) link = link.slice(0, -1);
  return link;
}
