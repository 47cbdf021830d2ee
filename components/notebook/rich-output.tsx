/**
 * One displayed payload (execute_result, display_data, pyout) in the form Jupyter would pick for it. HTML and SVG
 * are sanitized (sanitize-output.ts), Markdown and LaTeX go through the reports' safe Markdown pipeline (KaTeX
 * without trust, sanitized last), images are data: URLs from validated base64, and text stays text.
 */
import { useMemo } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { NotebookMessage } from "@/lib/domain/notebook/notebook-messages";
import type { NotebookOutputView } from "@/lib/domain/notebook/notebook-view-model";
import { latexAsMarkdown } from "@/lib/domain/notebook/output-mime";
import { AnsiText } from "./ansi-text";
import { sanitizeOutputHtml, sanitizeOutputSvg } from "./sanitize-output";
import { UnsupportedNotice } from "./unsupported-notice";

type RichOutputView = Extract<NotebookOutputView, { kind: "rich" }>;

/**
 * Tables as Jupyter draws a DataFrame. The box clips and isolates what it holds (`contain: paint` also makes it
 * the frame of anything `fixed` inside), so no markup an output keeps, a class of ours included, can cover the page.
 */
const htmlBoxClassName =
  "relative isolate overflow-auto text-sm text-neutral-800 [contain:paint] [&_a]:text-brand [&_a]:underline [&_table]:border-collapse [&_table]:text-xs [&_thead]:border-b [&_thead]:border-neutral-400 [&_th]:px-2 [&_th]:py-1 [&_th]:text-right [&_th]:font-semibold [&_td]:px-2 [&_td]:py-1 [&_td]:text-right [&_tbody_tr:nth-child(odd)]:bg-neutral-50";

const textBlockClassName = "overflow-x-auto font-mono text-[13px] leading-5 whitespace-pre-wrap break-words text-neutral-800";

function HtmlOutput({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeOutputHtml(html), [html]);
  return <div className={htmlBoxClassName} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** SVG drawn as an image, like JupyterLab does: in an image the browser runs no script and loads nothing. */
function SvgOutput({ svg }: { svg: string }) {
  const safe = useMemo(() => sanitizeOutputSvg(svg), [svg]);
  if (safe === undefined) return <UnsupportedNotice message={NotebookMessage.unsupportedFormat} />;
  // A data: URL of our own making, so next/image (which fetches and resizes remote images) has nothing to add.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(safe)}`} alt="SVG output" className="block h-auto max-w-full" />;
}

export function RichOutput({ output }: { output: RichOutputView }) {
  switch (output.mime) {
    case "text/html":
      return <HtmlOutput html={output.value} />;
    case "text/markdown":
      return <Markdown text={output.value} />;
    case "text/latex":
      return <Markdown text={latexAsMarkdown(output.value)} />;
    case "image/svg+xml":
      return <SvgOutput svg={output.value} />;
    case "image/png":
    case "image/jpeg":
      return (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={output.value} alt="Output image" width={output.width} height={output.height} className="block h-auto max-w-full" />
      );
    case "application/json":
      return <pre className={textBlockClassName}>{output.value}</pre>;
    case "text/plain":
      return (
        <pre className={textBlockClassName}>
          <AnsiText text={output.value} />
        </pre>
      );
  }
}
