import { InputLimit } from "./limits";

/**
 * Patterns behind the §5 rules, shared by request schemas (backend) and forms (lib/domain) so both sides accept
 * exactly the same input.
 *
 * Emails are checked by splitting at "@" and the last "." and testing each part against one character class:
 * every check is linear in the length, and the length is capped before any of them runs. (The single patterns
 * they replace let two quantifiers compete for the same dots, and a 40,000-character address froze the server.)
 */
const EMAIL_LOCAL_PART = /^[\w%+.-]+$/;
const EMAIL_DOMAIN_NAME = /^[\d.A-Z-]+$/i;
const EMAIL_TOP_LEVEL_DOMAIN = /^[A-Z]{2,}$/i;
const NO_SPACE_OR_AT = /^[^\s@]+$/;

/** Splits "local@domain" at its only "@"; undefined when there is none, more than one, or the address is too long. */
function emailParts(value: string): { local: string; domain: string } | undefined {
  if (value.length > InputLimit.email) return undefined;
  const at = value.indexOf("@");
  if (at < 0 || at !== value.lastIndexOf("@")) return undefined;
  return { local: value.slice(0, at), domain: value.slice(at + 1) };
}

/** The login, sign-up and invite email rule: letters, digits and ._%+- before "@", a dotted name with a 2+ letter ending after. */
export function isEmailAddress(value: string): boolean {
  const parts = emailParts(value);
  if (!parts || !EMAIL_LOCAL_PART.test(parts.local)) return false;
  const dot = parts.domain.lastIndexOf(".");
  return (
    dot > 0 && EMAIL_DOMAIN_NAME.test(parts.domain.slice(0, dot)) && EMAIL_TOP_LEVEL_DOMAIN.test(parts.domain.slice(dot + 1))
  );
}

/** The reset form's looser "simple address pattern": something@something.something, without spaces. */
export function isSimpleEmailAddress(value: string): boolean {
  const parts = emailParts(value);
  if (!parts || !NO_SPACE_OR_AT.test(parts.local) || !NO_SPACE_OR_AT.test(parts.domain)) return false;
  // A dot with at least one character on each side of it.
  return parts.domain.slice(1, -1).includes(".");
}

export const LETTER_PATTERN = /[A-Z]/i;
export const DIGIT_PATTERN = /\d/;
export const SIX_DIGIT_CODE_PATTERN = /^\d{6}$/;
/** Scholar host with or without scheme and www (spec §5). */
export const SCHOLAR_LINK_PATTERN = /^(https?:\/\/)?(www\.)?scholar\.google\.[a-z.]+\//i;
/** Preprint-server host forms (spec §5). */
export const ARXIV_LINK_PATTERN = /^(https?:\/\/)?(www\.)?(export\.)?arxiv\.org\//i;
/** Research profile stores preprint links as "url->title" (spec §3). */
export const ARXIV_ENTRY_SEPARATOR = "->";
