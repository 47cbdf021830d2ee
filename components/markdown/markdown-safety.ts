/**
 * The safety rules of agent Markdown (DESIGN §3 "markdown", issue 7 item 5). Reports and notes come from a model
 * that reads untrusted papers, so they are treated as hostile: no raw HTML at all, KaTeX without `trust` (no
 * \href, \url, \htmlData, \includegraphics) and with size and macro-expansion limits, then a sanitizer that keeps
 * GitHub's allow-list plus exactly what KaTeX emits, and links limited to http(s), mailto and in-page anchors.
 */
import type { KatexOptions } from "katex";
import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

export const katexOptions: KatexOptions = {
  trust: false,
  strict: "ignore",
  maxSize: 10,
  maxExpand: 100,
  throwOnError: false,
};

/** Only these URLs survive; anything else (javascript:, data:, vbscript:, relative paths) is dropped. */
export function safeMarkdownUrl(url: string): string | undefined {
  const value = url.trim();
  if (value.startsWith("#")) return value;
  return /^(?:https?:\/\/|mailto:)/i.test(value) ? value : undefined;
}

/** KaTeX's MathML output (read by screen readers) with the attributes it sets, by hast property name. */
const mathmlAttributes: Record<string, string[]> = {
  math: ["xmlns", "display"],
  annotation: ["encoding"],
  semantics: [],
  mrow: [],
  mi: ["mathvariant"],
  mn: ["mathvariant"],
  mo: ["fence", "stretchy", "separator", "lspace", "rspace", "minsize", "maxsize", "accent", "movablelimits", "mathvariant"],
  ms: [],
  mtext: ["mathvariant"],
  mspace: ["width", "height", "depth", "mathbackground", "linebreak"],
  msup: [],
  msub: [],
  msubsup: [],
  mfrac: ["linethickness"],
  msqrt: [],
  mroot: [],
  mover: ["accent"],
  munder: ["accentunder"],
  munderover: ["accent", "accentunder"],
  mtable: ["rowspacing", "columnalign", "columnspacing", "columnlines", "rowlines", "frame", "framespacing", "width"],
  mtr: [],
  mtd: ["columnalign", "columnspan", "rowspan"],
  mstyle: ["scriptlevel", "displaystyle", "mathcolor", "mathsize", "mathbackground"],
  mpadded: ["width", "height", "depth", "lspace", "voffset"],
  mphantom: [],
  menclose: ["notation"],
  mlabeledtr: [],
};

/** KaTeX draws radicals, wide accents, arrows and strikes as inline SVG: paths and lines only. */
const svgAttributes: Record<string, string[]> = {
  svg: ["xmlns", "width", "height", "viewBox", "preserveAspectRatio", "style"],
  path: ["d"],
  line: ["x1", "y1", "x2", "y2", "strokeWidth"],
};

const defaultAttributes = defaultSchema.attributes ?? {};

type AttributeRule = NonNullable<SanitizeSchema["attributes"]>[string][number];
/** The sanitizer reads the first rule of a property, so a widened class rule replaces the default one. */
const withoutClassRule = (rules: readonly AttributeRule[] | undefined) =>
  (rules ?? []).filter((rule) => rule !== "className" && !(Array.isArray(rule) && rule[0] === "className"));

/**
 * GitHub's schema (rehype-sanitize's default) plus KaTeX's spans (classes, inline layout styles, aria-hidden),
 * MathML and SVG. Inline styles are safe to allow because without raw HTML only KaTeX can produce a `style`, and
 * KaTeX builds it from validated sizes and colours. Ids keep the `user-content-` prefix that stops them clobbering
 * page globals; in-page links name them without it (see markdown.tsx).
 */
export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), ...Object.keys(mathmlAttributes), ...Object.keys(svgAttributes)],
  attributes: {
    ...defaultAttributes,
    ...mathmlAttributes,
    ...svgAttributes,
    a: [...withoutClassRule(defaultAttributes.a), ["className", "data-footnote-backref", "report-citation"]],
    span: [...withoutClassRule(defaultAttributes.span), ["className", /^[a-z][\w-]*$/i], "style", "ariaHidden"],
    // The References list of a report (components/markdown/remark-citations.ts).
    ul: [...withoutClassRule(defaultAttributes.ul), ["className", "contains-task-list", "report-sources"]],
  },
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"] },
};
