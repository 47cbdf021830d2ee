/**
 * patch_file's rule: the search text must occur exactly once, so a patch never lands in the wrong place. When it
 * does not, the answer says why and what to do, since the model's next move depends on which case it was.
 */
export type PatchOutcome = { ok: true; text: string } | { ok: false; reason: string };

export function patchText(text: string, search: string, replacement: string, path: string): PatchOutcome {
  if (search === "") return { ok: false, reason: "The search text is empty: give the exact lines to replace." };
  const first = text.indexOf(search);
  if (first < 0) {
    return {
      ok: false,
      reason: `The search text was not found in ${path}. Read the file with read_file and copy the lines exactly, whitespace and indentation included.`,
    };
  }
  let count = 0;
  for (let at = first; at >= 0; at = text.indexOf(search, at + search.length)) count += 1;
  if (count > 1) {
    return {
      ok: false,
      reason: `The search text occurs ${count} times in ${path}; nothing was changed. Include more of the surrounding lines so it occurs once.`,
    };
  }
  return { ok: true, text: text.slice(0, first) + replacement + text.slice(first + search.length) };
}
