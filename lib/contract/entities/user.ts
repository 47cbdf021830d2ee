import { z } from "zod";
import { planLevels } from "../constants";
import { idSchema, timestampSchema } from "../primitives";

/**
 * Account entities (spec §3). Loose objects: upstream user records carry many more fields than the UI reads and
 * the BFF must not drop them on the way through.
 */
export const userInfoSchema = z.looseObject({
  id: idSchema,
  email: z.string().nullish(),
  name: z.string().nullish(),
  userName: z.string().nullish(),
  /** Present only in login answers between backend and BFF; the BFF strips it before the browser (DESIGN §2). */
  token: z.string().nullish(),
  isNewUser: z.boolean().nullish(),
  /** Signed-in method: email, google or github. */
  platform: z.string().nullish(),
  /** Provider-linked addresses, one per third-party sign-in. */
  googleEmail: z.string().nullish(),
  githubEmail: z.string().nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The user as the browser's session holds it: the User info fields, normalised, and never the token. */
export type SessionUser = {
  id: string;
  email: string | null;
  name: string | null;
  userName: string | null;
  platform: string | null;
  isNewUser: boolean;
  googleEmail: string | null;
  githubEmail: string | null;
};

export const planLevelSchema = z.enum(planLevels);

export const creditDataSchema = z.looseObject({
  userLevel: planLevelSchema,
  totalCredit: z.number(),
  usedCredit: z.number(),
  remainingCredit: z.number(),
  resetDate: timestampSchema.nullish(),
  /** Open set; "canceled" is the value the UI acts on. */
  subscriptionStatus: z.string().nullish(),
  /** Spelled this way by the contract; "invite" is the value the UI acts on. */
  userLevelSouce: z.string().nullish(),
});
export type CreditData = z.infer<typeof creditDataSchema>;

export const creditHistoryRowSchema = z.looseObject({
  createdAt: timestampSchema,
  agentName: z.string().nullish(),
  task: z.string().nullish(),
  /** Shown negated; stored positive or negative depending on upstream. */
  creditUsage: z.number(),
});
export type CreditHistoryRow = z.infer<typeof creditHistoryRowSchema>;

export const scholarUrlEntrySchema = z.object({ google_scholar_url: z.string() });

/** The research profile as the server stores it. */
export const researchProfileServerSchema = z.looseObject({
  tags: z.array(z.string()).nullish(),
  content: z.string().nullish(),
  pdfUrls: z.array(z.string()).nullish(),
  /** Each entry is "url->title". */
  arxivUrls: z.array(z.string()).nullish(),
  googleScholarUrls: z.array(scholarUrlEntrySchema).nullish(),
});
export type ResearchProfileServer = z.infer<typeof researchProfileServerSchema>;

/** The research profile form's view of the same data. */
export const researchProfileClientSchema = z.object({
  choose: z.array(z.string()),
  text: z.string(),
  files: z.array(z.object({ url: z.string(), name: z.string() })),
  links: z.array(z.object({ url: z.string(), title: z.string() })),
  googleScholarUrls: z.array(scholarUrlEntrySchema),
});
export type ResearchProfileClient = z.infer<typeof researchProfileClientSchema>;

export const inviteSchema = z.looseObject({
  inviteId: z.string(),
  /** Ours: the ready-to-share /upgrade?inviteId= link, so clients need not build it. */
  inviteUrl: z.string().nullish(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** Only the user id is known (used for removal); the other fields are ours and optional. */
export const inviteInfoSchema = z.looseObject({
  userId: idSchema,
  email: z.string().nullish(),
  userName: z.string().nullish(),
  status: z.string().nullish(),
  createdAt: timestampSchema.nullish(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

export const inviteInfoListSchema = z.looseObject({ inviteInfoList: z.array(inviteInfoSchema) });
export type InviteInfoList = z.infer<typeof inviteInfoListSchema>;

export const stsTokenSchema = z.looseObject({
  accessKeyId: z.string(),
  accessKeySecret: z.string(),
  securityToken: z.string(),
  expiration: timestampSchema,
  /** Ours: where direct uploads go, so the client need not know the storage layout. */
  bucket: z.string().nullish(),
  region: z.string().nullish(),
  endpoint: z.string().nullish(),
});
export type StsToken = z.infer<typeof stsTokenSchema>;
