/**
 * A labelled input with its validation message underneath (aria-invalid + aria-describedby), and an optional
 * control beside it (the "Send code" button).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** Shown under the input and announced with it; undefined when the value is acceptable or not judged yet. */
  error?: string;
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, trailing, className = "", readOnly, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const border = error
    ? "border-red-400 focus:border-red-500 focus:ring-red-100"
    : "border-surface-line focus:border-brand focus:ring-brand/15";
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-full min-w-0 flex-1 rounded-lg border px-3 text-sm text-neutral-900 shadow-xs outline-none transition placeholder:text-neutral-400 focus:ring-4 ${border} ${
            readOnly ? "cursor-default bg-surface-muted text-neutral-600" : "bg-white"
          }`}
          {...input}
        />
        {trailing}
      </div>
      <p id={errorId} className="mt-1 min-h-5 text-xs leading-5 text-red-600">
        {error}
      </p>
    </div>
  );
}
