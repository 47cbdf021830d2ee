/**
 * Patterns behind the §5 rules, shared by request schemas (backend) and forms (lib/domain) so both sides accept
 * exactly the same input.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** The reset form's looser "simple address pattern". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LETTER_PATTERN = /[A-Za-z]/;
export const DIGIT_PATTERN = /\d/;
export const SIX_DIGIT_CODE_PATTERN = /^\d{6}$/;
/** Scholar host with or without scheme and www (spec §5). */
export const SCHOLAR_LINK_PATTERN = /^(https?:\/\/)?(www\.)?scholar\.google\.[a-z.]+\//i;
/** Preprint-server host forms (spec §5). */
export const ARXIV_LINK_PATTERN = /^(https?:\/\/)?(www\.)?(export\.)?arxiv\.org\//i;
/** Research profile stores preprint links as "url->title" (spec §3). */
export const ARXIV_ENTRY_SEPARATOR = "->";
