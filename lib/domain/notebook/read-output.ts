/**
 * One code cell output, nbformat 3 or 4, reduced to what the viewer shows. An output never stops the notebook:
 * whatever cannot be shown becomes the spec's message in its place (§5, §8).
 */
import { notebookOutputSchema, notebookOutputTypes } from "@/lib/contract/entities/notebook";
import { NotebookMessage } from "./notebook-messages";
import type { NotebookOutputView } from "./notebook-view-model";
import { choosePayload, imageSize, joinedText, v3MimeBundle } from "./output-mime";
import { streamText } from "./stream-text";

const isKnownType = (type: unknown) => notebookOutputTypes.some((known) => known === type);

export function readOutput(raw: unknown, nbformat: number): NotebookOutputView {
  const type = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).output_type : undefined;
  if (!isKnownType(type)) return { kind: "unsupported", message: NotebookMessage.unsupportedOutputType };
  const parsed = notebookOutputSchema.safeParse(raw);
  if (!parsed.success) return { kind: "unsupported", message: NotebookMessage.unsupportedFormat };
  const output = parsed.data;
  switch (output.output_type) {
    case "stream":
      return { kind: "stream", name: (output.name ?? output.stream) === "stderr" ? "stderr" : "stdout", text: streamText(joinedText(output.text) ?? "") };
    case "error":
    case "pyerr":
      return {
        kind: "error",
        ename: output.ename,
        evalue: output.evalue,
        // Without a traceback Jupyter still shows the exception's name and value.
        traceback: output.traceback?.length ? output.traceback.join("\n") : `${output.ename}: ${output.evalue}`,
      };
    case "pyout":
      return richOutput(v3MimeBundle(output), output.metadata, output.prompt_number ?? null, true);
    case "execute_result":
      return richOutput(output.data ?? {}, output.metadata, output.execution_count ?? null, false);
    case "display_data":
      // nbformat 3's display_data carries its payloads at the top level, like pyout.
      return nbformat < 4 ? richOutput(v3MimeBundle(output), output.metadata, null, true) : richOutput(output.data ?? {}, output.metadata, null, false);
  }
}

function richOutput(bundle: Record<string, unknown>, metadata: unknown, prompt: number | null, v3: boolean): NotebookOutputView {
  const chosen = choosePayload(bundle);
  if (chosen.kind === "script-only") return { kind: "script-skipped" };
  if (chosen.kind === "none") return { kind: "unsupported", message: v3 ? NotebookMessage.unsupportedPyoutFormat : NotebookMessage.unsupportedFormat };
  // nbformat 3 keys image metadata by the short names too (`metadata.png.width`).
  const sizes = v3 && isRecord(metadata) ? v3MimeBundle(metadata) : metadata;
  return { kind: "rich", mime: chosen.mime, value: chosen.value, prompt, ...imageSize(sizes, chosen.mime) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
