import "server-only";

/**
 * What handlers of the contract's byte-answering calls return (response kinds "file" and "empty"). Plain values,
 * so services never build HTTP answers; http/answer-call.ts turns them into one.
 */
export type Attachment = {
  body: ReadableStream<Uint8Array>;
  /** Unknown for bytes made while they are sent (a project zip): the answer is then sent without a length. */
  size?: number;
  fileName: string;
  contentType: string;
};

/** A "file" call answers a redirect to a signed link, or the bytes themselves as an attachment. */
export type FileAnswer = { redirectTo: string } | { attachment: Attachment };

/** An "empty" call answers no body, with the headers given (an upload's ETag). */
export type EmptyAnswer = { headers?: Record<string, string> };
