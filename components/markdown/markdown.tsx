"use client";

/**
 * Agent Markdown, rendered safely (DESIGN §3 "markdown"; rules in markdown-safety.ts): GFM tables and lists, TeX
 * math through KaTeX, numbered citations linked to their References entries, sanitised last. Outside links open in
 * a new tab without referrer or opener; in-page links (citations, footnotes) scroll within this report.
 */
import "katex/dist/katex.min.css";
import "./markdown.css";
import { type MouseEvent, memo, useMemo } from "react";
import ReactMarkdown, { type Components, type Options } from "react-markdown";
import rehypeKatex from "rehype-katex";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import { type PluggableList, unified } from "unified";
import { katexOptions, markdownSanitizeSchema, safeMarkdownUrl } from "./markdown-safety";
import { markdownParts } from "./markdown-parts";
import { referenceEntryNumbers, remarkCitations } from "./remark-citations";

export type MarkdownProps = {
  /** The Markdown text (a report, notes, a tool result). */
  text: string;
  /** Where citation [n] leads when the report has no References entry n: the cited papers' pages, in order. */
  citedPaperLinks?: readonly (string | undefined)[];
  className?: string;
};

/** The Markdown syntax a report is read with: by the renderer, and by the parse that finds its References entries. */
const syntaxPlugins: PluggableList = [remarkGfm, remarkMath];

/** The References entries of the part holding them, parsed as the renderer parses it. */
function entryNumbersOf(referencesPart: string): Set<number> {
  return referenceEntryNumbers(unified().use(remarkParse).use(syntaxPlugins).parse(referencesPart));
}

const rehypePlugins: Options["rehypePlugins"] = [
  [rehypeKatex, katexOptions],
  // Last, so nothing added after it escapes the allow-list.
  [rehypeSanitize, markdownSanitizeSchema],
];

/** Footnote ids get no prefix from remark-rehype; the sanitizer adds `user-content-` to every id (see jumpToAnchor). */
const remarkRehypeOptions: Options["remarkRehypeOptions"] = { clobberPrefix: "" };

/** The sanitizer prefixes ids (so a heading can never clobber a page global); in-page links name them without it. */
const SANITIZED_ID_PREFIX = "user-content-";

const components: Components = {
  // A link whose URL the rules dropped is just its text.
  a: ({ node: _node, href, children, ...rest }) =>
    !href ? (
      <span>{children}</span>
    ) : href.startsWith("#") ? (
      <a {...rest} href={href}>
        {children}
      </a>
    ) : (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  // Remote images would leak the reader's address to any host a source names, and taint the PDF export's canvas.
  img: ({ src, alt }) => {
    const link = typeof src === "string" ? safeMarkdownUrl(src) : undefined;
    const label = `[image${alt ? `: ${alt}` : ""}]`;
    return link ? (
      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
  // Wide tables scroll on their own instead of widening the panel.
  table: ({ node: _node, ...rest }) => (
    <div className="md-table-scroll">
      <table {...rest} />
    </div>
  ),
};

/** In-page links scroll this report's own target into view, without touching the address or the router. */
function jumpToAnchor(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest("a");
  const hash = link?.getAttribute("href");
  if (!link || !hash?.startsWith("#") || hash.length < 2) return;
  event.preventDefault();
  const id = decodeURIComponent(hash.slice(1));
  const target = event.currentTarget.querySelector(`[id="${CSS.escape(SANITIZED_ID_PREFIX + id)}"]`);
  target?.scrollIntoView({ block: "start", behavior: "smooth" });
}

/** One part of the text (markdown-parts.ts): memoised, so a part that did not change is not processed again. */
const MarkdownPart = memo(function MarkdownPart({ text, remarkPlugins }: { text: string; remarkPlugins: Options["remarkPlugins"] }) {
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      remarkRehypeOptions={remarkRehypeOptions}
      components={components}
      skipHtml
      urlTransform={safeMarkdownUrl}
    >
      {text}
    </ReactMarkdown>
  );
});

export function Markdown({ text, citedPaperLinks, className = "" }: MarkdownProps) {
  const { parts, referencesPart } = useMemo(() => markdownParts(text), [text]);
  const referencesText = parts.length > 1 && referencesPart !== undefined ? parts[referencesPart] : undefined;
  // Keyed by the numbers themselves, so a report flowing in keeps its plugins (and its finished parts) unchanged.
  const entryList = useMemo(() => (referencesText === undefined ? "" : [...entryNumbersOf(referencesText)].join(",")), [referencesText]);
  const remarkPlugins = useMemo<Options["remarkPlugins"]>(() => {
    const entryNumbers = entryList === "" ? undefined : new Set(entryList.split(",").map(Number));
    return [...syntaxPlugins, [remarkCitations, { paperLinks: citedPaperLinks, entryNumbers }]];
  }, [citedPaperLinks, entryList]);
  return (
    // The container only routes clicks on in-page links (Enter on a focused link clicks it too).
    <div className={`md-report ${className}`} onClick={jumpToAnchor}>
      {parts.map((part, index) => (
        // A part is known by its place (the parts are positions in one text): while a report flows in, only the last changes.
        <MarkdownPart key={index} text={part} remarkPlugins={remarkPlugins} />
      ))}
    </div>
  );
}
