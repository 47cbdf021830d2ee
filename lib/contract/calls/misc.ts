import { z } from "zod";
import { InputLimit } from "../limits";
import { ackSchema } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

/** An analytics event's properties (path, utm_* …): a few are all a page sends; more is someone filling the table. */
export const MAX_EVENT_PROPERTIES = 30;
export const trackEventRequestSchema = z.object({
  event: z.string().min(1).max(100),
  properties: z
    .record(z.string().max(InputLimit.name), z.union([z.string().max(InputLimit.note), z.number(), z.boolean()]))
    .refine((properties) => Object.keys(properties).length <= MAX_EVENT_PROPERTIES, { error: `properties: at most ${MAX_EVENT_PROPERTIES} keys` })
    .optional(),
});
export type TrackEventRequest = z.infer<typeof trackEventRequestSchema>;

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  db: z.enum(["up", "down"]),
  /** Event streams open in this process right now. */
  streams: z.number().int().min(0),
});
export type Health = z.infer<typeof healthSchema>;

/** A diagnostic stream's longest life: long enough for the e2e and bench checks, too short to hold a socket for hours. */
export const MAX_HEALTH_STREAM_MS = 5 * 60_000;
export const healthStreamQuerySchema = z
  .object({
    count: z.coerce.number<string | number>().int().min(1).max(1000).default(10),
    interval: z.coerce.number<string | number>().int().min(10).max(10_000).default(100),
  })
  .refine((query) => query.count * query.interval <= MAX_HEALTH_STREAM_MS, {
    error: `count × interval: at most ${MAX_HEALTH_STREAM_MS} ms (a diagnostic stream is short)`,
  });
export type HealthStreamQuery = z.infer<typeof healthStreamQuerySchema>;

/** `tick` events (seq from 1, send time in epoch ms), then one `done`; tests measure spacing and buffering. */
export const healthStreamEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("tick"), data: z.object({ seq: z.number().int().min(1), at: z.number() }) }),
  z.object({ event: z.literal("done"), data: z.object({ count: z.number().int().min(0) }) }),
]);
export type HealthStreamEvent = z.infer<typeof healthStreamEventSchema>;

export const miscCalls = {
  "event.track": defineCall({
    ...callRoutes["event.track"],
    body: trackEventRequestSchema,
    result: ackSchema,
    response: "json",
    auth: "optional",
    invented: "spec §7: 'Analytics event post' has no method or path shown",
  }),
  "health.get": defineCall({
    ...callRoutes["health.get"],
    result: healthSchema,
    response: "json",
    auth: "none",
    invented: "ours, for monitoring and tests; not in spec §7",
  }),
  "health.stream": defineCall({
    ...callRoutes["health.stream"],
    query: healthStreamQuerySchema,
    result: healthStreamEventSchema,
    response: "sse",
    auth: "none",
    invented: "ours: a diagnostic event stream proving SSE passes unbuffered through every layer; not in spec §7",
  }),
} as const;
