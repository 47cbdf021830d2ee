/**
 * One toast as the app shows it: the Toaster's queue (toaster.tsx) and a visitor's connection notices, which are
 * server markup (components/visitor/visitor-connection-notices.tsx). No hooks, so a server component can draw it.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import type { ToastLevel } from "@/lib/client/shell/toast-store";

/** The stack the toasts sit in, at the top centre of the window. */
export const TOAST_STACK_CLASS = "pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4";

const LEVEL_CLASSES: Record<ToastLevel, { box: string; dot: string }> = {
  info: { box: "border-surface-line bg-surface text-gray-900", dot: "bg-brand" },
  success: { box: "border-green-200 bg-green-50 text-green-900", dot: "bg-green-600" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", dot: "bg-amber-500" },
  error: { box: "border-red-200 bg-red-50 text-red-900", dot: "bg-red-600" },
};

export type ToastBoxProps = {
  level: ToastLevel;
  children: ReactNode;
  /** The Dismiss button's handler in the Toaster; none in server markup, whose page script listens on the button. */
  dismiss?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Further attributes of the box (a marker, `hidden`). */
  box?: Record<`data-${string}`, string> & { hidden?: boolean };
};

export function ToastBox({ level, children, dismiss, box }: ToastBoxProps) {
  const colours = LEVEL_CLASSES[level];
  // Errors and warnings interrupt a screen reader; info and success wait for a pause.
  const live = level === "error" || level === "warning" ? ({ role: "alert" } as const) : ({ role: "status", "aria-live": "polite" } as const);
  return (
    <div
      {...live}
      aria-atomic="true"
      {...box}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-md ${colours.box}`}
    >
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${colours.dot}`} />
      <p className="min-w-0 flex-1 break-words">{children}</p>
      <button
        type="button"
        aria-label="Dismiss"
        {...dismiss}
        className="-m-1 shrink-0 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
