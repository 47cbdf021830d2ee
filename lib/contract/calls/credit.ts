import { z } from "zod";
import { billingPeriods, ProductCode } from "../constants";
import { inviteInfoListSchema, inviteSchema } from "../entities/user";
import { InputLimit } from "../limits";
import { isEmailAddress } from "../patterns";
import { ValidationMessage as M } from "../messages";
import { ackSchema, idSchema } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

/**
 * Credit and lab management (spec §7: "payload not shown" for most). Where the spec names an operation but not
 * its path, it is mapped onto the /credit/* path whose name fits, and the mapping is recorded in `invented`.
 */
export const createPaymentRequestSchema = z.object({
  productCode: z.enum([ProductCode.pro, ProductCode.ultra]),
  billingPeriod: z.enum(billingPeriods).nullish(),
  /** The pay invitation code (spec §2 dialog), checked by the server when PAY_INVITATION_CODE is set (ours: §5 held it in the client). */
  inviteCode: z.string().max(InputLimit.code).nullish(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const createPaymentResultSchema = z.looseObject({ payUrl: z.string() });

export const creditCalls = {
  "credit.list": defineCall({
    ...callRoutes["credit.list"],
    result: inviteInfoListSchema,
    response: "json",
    auth: "required",
    invented: "spec §7: invite list (answer inviteInfoList) has no path shown; /credit/list is the listing call",
  }),
  "credit.remove": defineCall({
    ...callRoutes["credit.remove"],
    body: z.object({ userId: idSchema }),
    result: ackSchema,
    response: "json",
    auth: "required",
    invented: "spec §7: remove labmate (input userId) has no path shown; payload of /credit/remove not shown",
  }),
  "credit.upgradePlan": defineCall({
    ...callRoutes["credit.upgradePlan"],
    body: createPaymentRequestSchema,
    result: createPaymentResultSchema,
    response: "json",
    auth: "required",
    invented:
      "spec §7: 'Create payment' (productCode → payUrl) has no path and /credit/upgrade_plan no payload; they are the same operation",
  }),
  "credit.invite": defineCall({
    ...callRoutes["credit.invite"],
    body: z
      .object({
        email: z.string().max(InputLimit.email, { error: M.emailInvalid, abort: true }).refine(isEmailAddress, M.emailInvalid).nullish(),
      })
      .optional(),
    result: inviteSchema,
    response: "json",
    auth: "required",
    invented: "spec §7: create invite link has no path shown; payload of /credit/invite not shown (optional labmate email is ours)",
  }),
  "credit.cancel": defineCall({
    ...callRoutes["credit.cancel"],
    result: ackSchema,
    response: "json",
    auth: "required",
    invented: "spec §7: switch to free (unsubscribe) has no path shown; payload of /credit/cancel not shown",
  }),
  "credit.join": defineCall({
    ...callRoutes["credit.join"],
    query: z.object({ inviteId: z.string().min(1, "inviteId is required").max(InputLimit.id) }),
    result: ackSchema,
    response: "json",
    auth: "required",
  }),
} as const;
