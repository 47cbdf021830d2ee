/**
 * BibTeX of a run's sources (issue 7 item 5, beyond the spec): one entry per paper and repository. A paper that
 * names its journal is an @article, any other paper a @misc (arXiv preprints with eprint and archivePrefix), a
 * repository a @misc with howpublished. Field text is escaped so that agent-supplied titles can neither break the
 * file's brace structure nor run LaTeX commands.
 */
import type { GithubRepo, Paper } from "@/lib/contract/entities/trajectory";
import { paperAuthors } from "@/lib/contract/entities/paper-authors";
import type { ResearchSources } from "./research-sources";
import { arxivId, paperLink, repositoryLink } from "./source-links";

const LATEX_SPECIALS: Record<string, string> = {
  "\\": "\\textbackslash{}",
  // A lone brace escaped as \{ still counts for BibTeX's brace matching, so braces become commands.
  "{": "\\textbraceleft{}",
  "}": "\\textbraceright{}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "^": "\\textasciicircum{}",
  "~": "\\textasciitilde{}",
};

/** Text for a BibTeX field: one line, LaTeX specials escaped. */
export function escapeBibtex(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}&%$#_^~]/g, (char) => LATEX_SPECIALS[char] ?? char);
}

/** A URL for a url field: braces, backslashes and spaces percent-encoded, the rest as it is (the url package reads it raw). */
export function bibtexUrl(url: string): string {
  return url.replace(/[{}\\\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** Authors joined by 'and'; a name that itself contains the word 'and' (an organisation) is kept whole in braces. */
export function bibtexAuthors(authors: readonly string[]): string {
  return authors
    .map(escapeBibtex)
    .filter((name) => name !== "")
    .map((name) => (/\band\b/i.test(name) ? `{${name}}` : name))
    .join(" and ");
}

function asciiWord(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^A-Z0-9]/gi, "")
    .toLowerCase();
}

const KEY_SKIP_WORDS = new Set(["a", "an", "the", "on", "of", "in", "for", "and", "to", "with", "towards", "toward"]);

/** A citation key like `vaswani2017attention`: first author's family name, year, first significant title word. */
export function citationKey(author: string | undefined, year: string, title: string): string {
  const family = author?.includes(",") ? author.split(",")[0] : author?.trim().split(/\s+/).at(-1);
  const word = title.split(/\s+/).map(asciiWord).find((w) => w !== "" && !KEY_SKIP_WORDS.has(w)) ?? "";
  const key = `${asciiWord(family ?? "")}${asciiWord(year)}${word}`;
  return key === "" ? "source" : key;
}

type Field = [name: string, value: string | undefined];

function entry(type: string, key: string, fields: readonly Field[]): string {
  const lines = fields.filter((field): field is [string, string] => field[1] !== undefined && field[1] !== "").map(([name, value]) => `  ${name} = {${value}},`);
  return `@${type}{${key},\n${lines.join("\n")}\n}`;
}

const yearOf = (value: unknown) => (typeof value === "number" || typeof value === "string" ? String(value).trim().slice(0, 4) : "");
const textField = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? escapeBibtex(value) : undefined);

function paperEntry(paper: Paper, key: string): string {
  const eprint = arxivId(paper);
  const link = paperLink(paper);
  const journal = textField(paper.journal) ?? textField(paper.venue);
  return entry(journal ? "article" : "misc", key, [
    ["title", escapeBibtex(paper.title)],
    ["author", bibtexAuthors(paperAuthors(paper))],
    ["journal", journal],
    ["year", escapeBibtex(yearOf(paper.year))],
    ["eprint", eprint ? escapeBibtex(eprint) : undefined],
    ["archivePrefix", eprint ? "arXiv" : undefined],
    ["url", link ? bibtexUrl(link) : undefined],
  ]);
}

function repositoryEntry(repository: GithubRepo, key: string): string {
  const link = repositoryLink(repository);
  const description = repository.description?.trim();
  return entry("misc", key, [
    ["title", escapeBibtex(description ? `${repository.name}: ${description}` : repository.name)],
    ["author", repository.author ? bibtexAuthors([repository.author]) : undefined],
    ["year", escapeBibtex(yearOf(repository.year))],
    ["howpublished", link ? `\\url{${bibtexUrl(link)}}` : undefined],
    ["url", link ? bibtexUrl(link) : undefined],
    ["note", "GitHub repository"],
  ]);
}

/** The .bib text of the sources, keys made unique with a, b, c… suffixes. Empty when there are none. */
export function bibtexOf(sources: Pick<ResearchSources, "papers" | "repositories">): string {
  const used = new Map<string, number>();
  const unique = (base: string) => {
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}${String.fromCharCode(97 + ((seen - 1) % 26))}${seen > 26 ? Math.floor((seen - 1) / 26) : ""}`;
  };
  const papers = sources.papers.map((paper) =>
    paperEntry(paper, unique(citationKey(paperAuthors(paper)[0], yearOf(paper.year), paper.title))),
  );
  const repositories = sources.repositories.map((repository) =>
    repositoryEntry(repository, unique(citationKey(repository.author ?? undefined, yearOf(repository.year), repository.name))),
  );
  const entries = [...papers, ...repositories];
  return entries.length === 0 ? "" : `${entries.join("\n\n")}\n`;
}
