import { z } from "zod";
import { feedTypes, SEARCH_TOP_K } from "../constants";
import { paperSearchItemSchema, topicTagSchema } from "../entities/papers";
import { InputLimit } from "../limits";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

const pagingShape = {
  limit: z.number().int().min(1).max(100).nullish(),
  offset: z.number().int().min(0).nullish(),
  page: z.number().int().min(1).nullish(),
};

export const tagListRequestSchema = z.object({
  ...pagingShape,
  /** Ours: which feed (spec §1: 'hot' logged out, 'my' logged in) and an optional topic filter. */
  type: z.enum(feedTypes).nullish(),
  tag: z.string().max(InputLimit.name).nullish(),
  /** Ours: just this paper (its id from a list, "arxiv:…"), for the ?pid=/fpid=/efpid= detail links (spec §1). */
  id: z.string().max(InputLimit.id).nullish(),
});
export type TagListRequest = z.infer<typeof tagListRequestSchema>;

/**
 * The spec calls the answer "topic tags", yet the call pages (limit/offset/page, page size 30) like the feed's
 * paper list; upstreams differ, so tag names, tag objects and paper items are all accepted (one kind per answer).
 */
export const tagListResultSchema = z.union([
  z.array(z.string()),
  z.array(paperSearchItemSchema),
  z.array(topicTagSchema),
]);

/**
 * Ours: POST /tagList answers code ResultCode.feedWaiting with this message while the feed has no paper at all (a
 * fresh install, or no network yet), so the page can say why it is empty rather than show 'No Data'.
 */
export const FEED_WAITING_MESSAGE = "The daily feed is waiting for its first ingestion of papers.";

export const searchRequestSchema = z.object({
  query: z
    .string()
    .max(InputLimit.text)
    .refine((q) => q.trim().length > 0, "query is required"),
  /** Client-made id so the answer of a superseded search can be told apart. */
  request_id: z.string().max(InputLimit.id).nullish(),
  topK: z.number().int().min(1).max(SEARCH_TOP_K).nullish(),
  ...pagingShape,
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const papersCalls = {
  "papers.tagList": defineCall({
    ...callRoutes["papers.tagList"],
    body: tagListRequestSchema,
    result: tagListResultSchema,
    response: "json",
    /** The hot feed is public (spec §6). */
    auth: "optional",
  }),
  "papers.search": defineCall({
    ...callRoutes["papers.search"],
    body: searchRequestSchema,
    result: z.array(paperSearchItemSchema),
    response: "json",
    auth: "required",
  }),
} as const;
