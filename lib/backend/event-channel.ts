import "server-only";

/**
 * Where a streaming service sends its events. Services only emit; the route (mount, response kind "sse") owns the
 * answer, and http/sse.ts turns what is sent here into server-sent events with heartbeat and cleanup.
 */
export type EventChannel = {
  send(event: string, data: string, id?: string): void;
  comment(text: string): void;
  /** Aborted when the reader goes away (browser closed, proxy aborted) or the request is aborted. */
  signal: AbortSignal;
};

/** A stream a service produces: it sends into the channel until it settles or `channel.signal` aborts. */
export type EventProducer = (channel: EventChannel) => Promise<void>;
