"use client";

/**
 * A project file's preview (spec §2, §8): text and code fetched from storage and highlighted by the notebook's
 * highlighter (loaded on demand), folded at 280 px; files that are not text, or are too large, get the notice to
 * download them. A failed fetch shows an empty preview. Each file has its own Download link.
 */
import dynamic from "next/dynamic";
import useSWR from "swr";
import { Foldable } from "@/components/canvas/process/foldable";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { EXPERIMENT_VIEW } from "@/lib/domain/task/experiment-view";
import { isPreviewable, isTooLargeToPreview, NOT_PREVIEWABLE_NOTICE, previewLanguage } from "@/lib/domain/task/project-preview";
import { withShareScope } from "@/lib/client/api/share-scope";
import { projectFileUrl } from "@/lib/domain/task/project-urls";

const plainCode = (source: string) => <pre className="overflow-x-auto px-3 py-2 font-mono text-[13px] leading-5 text-neutral-900">{source}</pre>;
const HighlightedCode = dynamic(() => importRetrying(() => import("@/components/notebook/highlighted-code")).then((module) => module.HighlightedCode), { ssr: false });

type FetchedText = { text: string } | { tooLarge: true };

async function fetchProjectText(url: string): Promise<FetchedText> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  return isTooLargeToPreview(blob.size) ? { tooLarge: true } : { text: await blob.text() };
}

const foldLabels = { expand: "Expand code", collapse: "Collapse code" };

export function ProjectFilePreview({ path, ossPath }: { path: string; ossPath: string }) {
  // A visitor of a shared session reads the file with the link's shareId.
  const url = withShareScope(projectFileUrl(ossPath));
  const name = path.split("/").at(-1) ?? path;
  const previewable = isPreviewable(path);
  // A stored version never changes: fetched once per file, never revalidated, a refusal not retried.
  const { data, error, isLoading } = useSWR(previewable ? url : null, fetchProjectText, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const language = previewLanguage(path);
  return (
    <section aria-label={`Preview of ${path}`} className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 items-center justify-between gap-2 border-b border-surface-line px-4 py-2">
        <p className="truncate font-mono text-xs font-semibold text-neutral-700">{path}</p>
        <a
          href={url}
          download={name}
          aria-label={`Download ${path}`}
          className="inline-flex h-7 shrink-0 items-center rounded-lg border border-surface-line bg-white px-2.5 text-xs font-semibold text-neutral-700 hover:border-brand/40 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        >
          Download
        </a>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" aria-busy={isLoading || undefined}>
        {!previewable || (data && "tooLarge" in data) ? (
          <p className="py-10 text-center text-sm text-neutral-500">{NOT_PREVIEWABLE_NOTICE}</p>
        ) : error || !data ? null : (
          <div className="rounded-lg border border-surface-line bg-surface-muted/40">
            <Foldable maxHeightPx={EXPERIMENT_VIEW.codeFoldHeightPx} labels={foldLabels} coverClassName="from-white">
              {language ? <HighlightedCode source={data.text} language={language} /> : plainCode(data.text)}
            </Foldable>
          </div>
        )}
      </div>
    </section>
  );
}
