import { z } from "zod";
import { ValidationMessage } from "../messages";
import { multilineTextSchema } from "../primitives";

/** Payload of a `notebook` step: the stored notebook files, newest last (shown newest first as V1, V2, ...). */
export const notebookContentSchema = z.looseObject({
  notebooks: z.array(z.string()),
});
export type NotebookContent = z.infer<typeof notebookContentSchema>;

/**
 * Notebook JSON (nbformat 3 and 4). Only what rendering needs is typed; metadata stays loose. Unknown cell or
 * output types fail to parse, which is the spec's "unsupported cell or output type is an error" (§5).
 */
const mimeBundleSchema = z.record(z.string(), z.unknown());

export const notebookOutputTypes = ["execute_result", "stream", "error", "display_data", "pyout", "pyerr"] as const;

export const notebookOutputSchema = z.discriminatedUnion("output_type", [
  z.looseObject({
    output_type: z.literal("execute_result"),
    data: mimeBundleSchema.nullish(),
    execution_count: z.number().int().nullish(),
    metadata: mimeBundleSchema.nullish(),
  }),
  z.looseObject({
    output_type: z.literal("stream"),
    name: z.string().nullish(),
    /** nbformat 3 calls the stream name `stream`. */
    stream: z.string().nullish(),
    text: multilineTextSchema,
  }),
  z.looseObject({
    /** `pyerr` is nbformat 3's name for it. */
    output_type: z.enum(["error", "pyerr"]),
    ename: z.string(),
    evalue: z.string(),
    traceback: z.array(z.string()).nullish(),
  }),
  /** nbformat 4 keeps mime payloads under `data`; nbformat 3 puts them at the top level (text, html, png, ...). */
  z.looseObject({
    output_type: z.literal("display_data"),
    data: mimeBundleSchema.nullish(),
    metadata: mimeBundleSchema.nullish(),
  }),
  /** nbformat 3: mime payloads sit at the top level (text, html, png, ...). */
  z.looseObject({
    output_type: z.literal("pyout"),
    prompt_number: z.number().int().nullish(),
  }),
]);
export type NotebookOutput = z.infer<typeof notebookOutputSchema>;

export const notebookCellTypes = ["code", "markdown", "heading", "raw"] as const;

const codeCellFields = {
  cell_type: z.literal("code"),
  source: multilineTextSchema.nullish(),
  /** nbformat 3 keeps code in `input` and its prompt in `prompt_number`. */
  input: multilineTextSchema.nullish(),
  prompt_number: z.number().int().nullish(),
  execution_count: z.number().int().nullish(),
  metadata: mimeBundleSchema.nullish(),
};

const textCellSchemas = [
  z.looseObject({
    cell_type: z.literal("markdown"),
    source: multilineTextSchema,
    metadata: mimeBundleSchema.nullish(),
  }),
  z.looseObject({
    cell_type: z.literal("heading"),
    source: multilineTextSchema,
    level: z.number().int().nullish(),
    metadata: mimeBundleSchema.nullish(),
  }),
  z.looseObject({
    cell_type: z.literal("raw"),
    source: multilineTextSchema,
    metadata: mimeBundleSchema.nullish(),
  }),
] as const;

export const notebookCellSchema = z.discriminatedUnion("cell_type", [
  z.looseObject({ ...codeCellFields, outputs: z.array(notebookOutputSchema).nullish() }),
  ...textCellSchemas,
]);
export type NotebookCell = z.infer<typeof notebookCellSchema>;

/**
 * A cell as the renderer reads it: a code cell's outputs are left unread here and read one by one, so that one
 * unsupported output shows its message in place while the rest of the notebook still renders.
 */
export const notebookCellShellSchema = z.discriminatedUnion("cell_type", [
  z.looseObject({ ...codeCellFields, outputs: z.array(z.unknown()).nullish() }),
  ...textCellSchemas,
]);
export type NotebookCellShell = z.infer<typeof notebookCellShellSchema>;

/** The notebook around its cells: the version (below 3 is refused, §5) and where the cells are. */
export const notebookEnvelopeSchema = z.looseObject({
  nbformat: z.number().int().min(3, ValidationMessage.notebookTooOld),
  nbformat_minor: z.number().int().nullish(),
  metadata: mimeBundleSchema.nullish(),
  /** nbformat 4. */
  cells: z.array(z.unknown()).nullish(),
  /** nbformat 3. */
  worksheets: z.array(z.looseObject({ cells: z.array(z.unknown()) })).nullish(),
});

export const notebookJsonSchema = notebookEnvelopeSchema.extend({
  cells: z.array(notebookCellSchema).nullish(),
  worksheets: z.array(z.looseObject({ cells: z.array(notebookCellSchema) })).nullish(),
});
export type NotebookJson = z.infer<typeof notebookJsonSchema>;

/** Cells in order whichever format version the notebook uses. */
export function notebookCells<Cell>(notebook: { cells?: Cell[] | null; worksheets?: { cells: Cell[] }[] | null }): Cell[] {
  return notebook.cells ?? (notebook.worksheets ?? []).flatMap((sheet) => sheet.cells);
}
