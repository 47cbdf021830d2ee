/**
 * Upper bounds on what a request may carry (issue 13, defect 1). Every string and list a request schema accepts
 * is capped by one of these, so no input can make a handler, a pattern or the database work without bound. They
 * sit far above anything a real user sends; a person who hits one is doing something else than using the product.
 * Passwords are capped by their own rule (PASSWORD_MAX_LENGTH in constants.ts), whose message a user reads.
 */

/** JSON request bodies, checked from Content-Length and again while the bytes arrive (uploads stream and are exempt). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const InputLimit = {
  /** The longest address SMTP carries (RFC 5321 path, 256 with the angle brackets). */
  email: 254,
  /** Ids, task ids, file ids, invite ids, the client's request_id. */
  id: 128,
  /** Codes typed by people (email codes) and the OAuth code of a redirect. */
  code: 512,
  /** Provider access tokens and id tokens (Google's are a few hundred to ~2,000 characters). */
  token: 4096,
  /** Names, titles, tags, event names, file names, model names, enum-like words. */
  name: 200,
  /** Links in a profile or a tempUrl: browsers and servers stop around 2,000 to 8,000. */
  url: 2048,
  /** File names as a disk stores them (most file systems stop at 255 bytes). */
  fileName: 255,
  /** Chat messages, questions, profile text: several pages of prose. */
  text: 20_000,
  /** Upload error messages, etags and other free text the client reports about itself. */
  note: 1000,
  /** Items in one list a person builds (tags, links, attached files). */
  listItems: 100,
  /** Files reported in one upload batch. */
  uploadFiles: 1000,
} as const;
