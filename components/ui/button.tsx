/** The app's buttons: one look per purpose, and a busy state that keeps the label and tells assistive tech. */
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary:
    "h-11 rounded-lg bg-brand px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand/90 disabled:bg-brand/50",
  secondary:
    "h-11 rounded-lg border border-surface-line bg-white px-4 text-sm font-medium text-neutral-800 shadow-xs hover:bg-surface-muted disabled:text-neutral-400",
  ghost: "h-9 rounded-md px-3 text-sm font-medium text-neutral-700 hover:bg-surface-muted disabled:text-neutral-400",
  link: "rounded text-sm font-semibold text-brand underline-offset-2 hover:underline disabled:text-neutral-400",
};

const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner, disables the button and sets aria-busy; the label stays so the button keeps its name. */
  busy?: boolean;
  /** Fills its row (form submit and provider buttons). */
  block?: boolean;
};

export function Button({ variant = "primary", busy = false, block = false, className = "", children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 transition-colors disabled:cursor-not-allowed ${FOCUS_RING} ${VARIANT_CLASSES[variant]} ${block ? "w-full" : ""} ${className}`}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}
