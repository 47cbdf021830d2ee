import { z } from "zod";
import { agentContractNames } from "./agents";
import { InputLimit } from "./limits";

/** Upstreams send ids as numbers or strings (database ids vs. UUIDs); both are accepted, never coerced. */
export const idSchema = z.union([z.string().min(1).max(InputLimit.id), z.number().int()]);
export type Id = z.infer<typeof idSchema>;

/** Timestamps arrive as epoch milliseconds or as date strings depending on the upstream. */
export const timestampSchema = z.union([z.number(), z.string()]);
export type Timestamp = z.infer<typeof timestampSchema>;

/**
 * The answer of calls the client checks only by envelope code. Our backend sends `true`; upstreams have been seen
 * sending null, a string or a small object, so all of them pass.
 */
export const ackSchema = z.union([z.boolean(), z.string(), z.looseObject({})]).nullish();
export type Ack = z.infer<typeof ackSchema>;

/**
 * GET calls carry a cache-busting timestamp (spec §7). The backend ignores it, so it is declared (for typed
 * clients) but never validated beyond its shape.
 */
export const cacheBusterShape = { timestamp: z.union([z.string().max(InputLimit.name), z.number()]).optional() } as const;

/**
 * Ours (issue 21): the capability of a shared session's public link. The reads a visitor makes (the session's
 * messages, its tasks, their files) carry it; the server admits a caller who is not the owner only when it is the
 * session's active share. The owner's calls leave it out.
 */
export const shareIdShape = { shareId: z.string().min(1).max(InputLimit.id).optional() } as const;

/** Text kept as one string or split into lines (notebook sources, stream outputs). */
export const multilineTextSchema = z.union([z.string(), z.array(z.string())]);

/** Any agent name the contract may carry in `agentName` (lib/contract/agents.ts holds the names without zod). */
export const agentNameSchema = z.enum(agentContractNames);
