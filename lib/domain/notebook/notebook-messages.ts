/**
 * What the notebook viewer says when it cannot show something (spec §5, §8), verbatim. The version refusal lives in
 * lib/contract/messages because the contract's notebook schema uses it too.
 */
import { ValidationMessage } from "@/lib/contract/messages";

export const NotebookMessage = {
  /** nbformat below 3. */
  tooOld: ValidationMessage.notebookTooOld,
  /** Well-formed JSON that is not a notebook we can read, a cell of an unknown type, or an output with no usable payload. */
  unsupportedFormat: "Valid, but unsupported format",
  /** An output whose output_type is none of execute_result, stream, error, display_data, pyout (pyerr). */
  unsupportedOutputType: "Not supported output_type",
  /** An nbformat 3 pyout or display_data with none of the payload keys Jupyter defines. */
  unsupportedPyoutFormat: "unsupported pyout format",
} as const;

export type NotebookMessageText = (typeof NotebookMessage)[keyof typeof NotebookMessage];
