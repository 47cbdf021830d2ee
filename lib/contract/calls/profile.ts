import { z } from "zod";
import { linkTitleSchema } from "../entities/papers";
import { InputLimit } from "../limits";
import { researchProfileServerSchema } from "../entities/user";
import { ValidationMessage as M } from "../messages";
import { ARXIV_ENTRY_SEPARATOR, ARXIV_LINK_PATTERN, SCHOLAR_LINK_PATTERN } from "../patterns";
import { researchTopics } from "../research-topics";
import { ackSchema, cacheBusterShape } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

function splitArxivEntry(entry: string): { url: string; title: string } {
  const at = entry.indexOf(ARXIV_ENTRY_SEPARATOR);
  if (at < 0) return { url: entry.trim(), title: "" };
  return { url: entry.slice(0, at).trim(), title: entry.slice(at + ARXIV_ENTRY_SEPARATOR.length).trim() };
}

/** Each preprint link is "url->title"; the title comes from /getTitleByUrl, so a missing one means that failed. */
const arxivEntriesSchema = z
  .array(
    z
      .string()
      .max(InputLimit.url, { error: M.arxivLinkInvalid, abort: true })
      .refine((e) => ARXIV_LINK_PATTERN.test(splitArxivEntry(e).url), { error: M.arxivLinkInvalid, abort: true })
      .refine((e) => splitArxivEntry(e).title.length > 0, M.linkTitleFailed),
  )
  .max(InputLimit.listItems)
  .superRefine((entries, ctx) => {
    const urls = new Set<string>();
    const titles = new Set<string>();
    for (const [i, entry] of entries.entries()) {
      const { url, title } = splitArxivEntry(entry);
      if (urls.has(url)) ctx.addIssue({ code: "custom", message: M.linkExists, path: [i] });
      else if (title !== "" && titles.has(title)) ctx.addIssue({ code: "custom", message: M.sameTitleExists, path: [i] });
      urls.add(url);
      titles.add(title);
    }
  });

export const researchProfileSubmitSchema = z
  .object({
    tags: z.array(z.enum(researchTopics, { error: "Tags come only from the fixed topic list" })).max(InputLimit.listItems).nullish(),
    content: z.string().max(InputLimit.text).nullish(),
    pdfUrls: z.array(z.string().min(1).max(InputLimit.url)).max(InputLimit.listItems).nullish(),
    arxivUrls: arxivEntriesSchema.nullish(),
    googleScholarUrls: z
      .array(
        z.object({
          google_scholar_url: z
            .string()
            .max(InputLimit.url, { error: M.scholarLinkInvalid, abort: true })
            .regex(SCHOLAR_LINK_PATTERN, M.scholarLinkInvalid),
        }),
      )
      .max(InputLimit.listItems)
      .nullish(),
  })
  .refine(
    (p) =>
      (p.tags?.length ?? 0) > 0 ||
      (p.content?.trim().length ?? 0) > 0 ||
      (p.pdfUrls?.length ?? 0) > 0 ||
      (p.arxivUrls?.length ?? 0) > 0 ||
      (p.googleScholarUrls?.length ?? 0) > 0,
    M.profileEmpty,
  );
export type ResearchProfileSubmit = z.infer<typeof researchProfileSubmitSchema>;

export const profileCalls = {
  "profile.submitPreference": defineCall({
    ...callRoutes["profile.submitPreference"],
    body: researchProfileSubmitSchema,
    result: ackSchema,
    response: "json",
    auth: "required",
  }),
  "profile.getPreference": defineCall({
    ...callRoutes["profile.getPreference"],
    query: z.object(cacheBusterShape),
    /** null until the user saved a profile. */
    result: researchProfileServerSchema.nullable(),
    response: "json",
    auth: "required",
    invented:
      "spec §4 fetches the research profile after login but §7 lists no read call; GET /getPreference mirrors POST /submitPreference",
  }),
  "profile.getTitleByUrl": defineCall({
    ...callRoutes["profile.getTitleByUrl"],
    /** Preprint links only: the backend fetches this URL, so an open URL would be a server-side request forgery hole. */
    query: z.object({
      url: z.string().max(InputLimit.url, { error: M.arxivLinkInvalid, abort: true }).regex(ARXIV_LINK_PATTERN, M.arxivLinkInvalid),
      ...cacheBusterShape,
    }),
    result: z.array(linkTitleSchema),
    response: "json",
    auth: "required",
  }),
} as const;
