import { z } from "zod";
import { idSchema, timestampSchema } from "../primitives";

export const paperSearchItemSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  tag: z.string().nullish(),
  date: timestampSchema.nullish(),
  authors: z.union([z.array(z.string()), z.string()]).nullish(),
  abstract_info: z.string().nullish(),
  image: z.string().nullish(),
});
export type PaperSearchItem = z.infer<typeof paperSearchItemSchema>;

export const arxivListItemSchema = z.looseObject({
  title: z.string(),
  arxiv_id: z.string(),
  /** Which source the item came from (e.g. arxiv, github). */
  from: z.string().nullish(),
});
export type ArxivListItem = z.infer<typeof arxivListItemSchema>;

export const topicTagSchema = z.looseObject({
  id: idSchema.nullish(),
  name: z.string(),
  count: z.number().nullish(),
});
export type TopicTag = z.infer<typeof topicTagSchema>;

/** A link title lookup row (GET /getTitleByUrl): the UI reads the first item's title. */
export const linkTitleSchema = z.looseObject({ title: z.string(), url: z.string().nullish() });
export type LinkTitle = z.infer<typeof linkTitleSchema>;
