/**
 * The spec §8 error catalogue as data: `decideErrorAction` maps a failed call to what the user should see, and
 * `applyErrorAction` carries it out through injected effects. Every failed api call goes through here once.
 */
import { ResultCode, ResultMessage } from "@/lib/contract/codes";
import type { DialogName } from "../shell/dialogs";
import type { ToastLevel, ToastOptions } from "../shell/toast-store";

export type ErrorInput = {
  /** The envelope's code, when the answer was an envelope. */
  code?: number;
  /** The HTTP status, when an answer arrived at all. */
  httpStatus?: number;
  /** The envelope's text, whichever field carried it. */
  message?: string;
  online: boolean;
};

export const WHITELIST_NOTICE_URL = "/?isNotWhiteName=true";

export type ErrorAction =
  | { kind: "logout"; message?: string }
  | { kind: "redirect"; to: typeof WHITELIST_NOTICE_URL }
  | { kind: "dialog"; dialog: Extract<DialogName, "insufficientCredit" | "freeUserCodeAgent"> }
  | { kind: "toast"; level: ToastLevel; message: string; contactLink?: boolean };

const NO_PERMISSION = "No permission";
const NETWORK_ERROR = "Network error";

/** §8 "HTTP status toasts", in sentence case; 400 shows the server's text instead. */
export const HttpStatusMessage: Readonly<Partial<Record<number, string>>> = {
  401: NO_PERMISSION,
  403: "No access",
  404: NETWORK_ERROR,
  405: NETWORK_ERROR,
  408: "Request timeout",
  500: "Server error",
  501: "Not implemented",
  502: NETWORK_ERROR,
  503: "No service",
  504: "Network timeout",
  505: "Unsupported request",
};

function fromCode(code: number, message: string | undefined): ErrorAction {
  switch (code) {
    case ResultCode.notWhitelisted:
      return { kind: "redirect", to: WHITELIST_NOTICE_URL };
    case ResultCode.insufficientCredit:
      return { kind: "dialog", dialog: "insufficientCredit" };
    case ResultCode.freeUserCannotUseCodeAgent:
      return { kind: "dialog", dialog: "freeUserCodeAgent" };
    case ResultCode.maxConcurrentQueries:
      return { kind: "toast", level: "warning", message: ResultMessage.maxConcurrentQueries };
    case ResultCode.exceedingLimit:
      return { kind: "toast", level: "warning", message: message ?? ResultMessage.requestError, contactLink: true };
    default:
      return { kind: "toast", level: "warning", message: message ?? ResultMessage.requestError };
  }
}

function fromHttpStatus(status: number, message: string | undefined): ErrorAction {
  const fixed = status === 400 ? undefined : HttpStatusMessage[status];
  return { kind: "toast", level: "error", message: fixed ?? message ?? ResultMessage.requestError };
}

export function decideErrorAction(input: ErrorInput): ErrorAction {
  const message = input.message?.trim() || undefined;
  // Code 0 with a failing status (or an unreadable result) is judged by the status alone.
  const code = input.code === ResultCode.success ? undefined : input.code;

  if (code === ResultCode.unauthorized) return { kind: "logout", ...(message ? { message } : {}) };
  if (input.httpStatus === ResultCode.unauthorized) {
    return { kind: "logout", message: message ?? NO_PERMISSION };
  }
  // Our backend sends its codes with a matching HTTP status; the envelope is the more precise of the two.
  if (code !== undefined) return fromCode(code, message);
  if (input.httpStatus !== undefined) return fromHttpStatus(input.httpStatus, message);
  // No answer at all: the request never reached a server.
  return { kind: "toast", level: "error", message: input.online ? NETWORK_ERROR : ResultMessage.disconnected };
}

export type ErrorEffects = {
  closeAllModals: () => void;
  dismissAllToasts: () => void;
  toast: (level: ToastLevel, message: string, options?: ToastOptions) => void;
  logout: (message?: string) => void;
  navigate: (url: string) => void;
  openDialog: (name: DialogName) => void;
};

export function applyErrorAction(action: ErrorAction, effects: ErrorEffects): void {
  switch (action.kind) {
    case "logout":
      effects.closeAllModals();
      effects.dismissAllToasts();
      if (action.message) effects.toast("warning", action.message);
      effects.logout(action.message);
      return;
    case "redirect":
      effects.navigate(action.to);
      return;
    case "dialog":
      effects.openDialog(action.dialog);
      return;
    case "toast":
      effects.toast(action.level, action.message, action.contactLink ? { contactLink: true } : undefined);
      return;
  }
}

/** The text an action shows, for FailedCallError messages. */
/** Spec §8: the business codes are the 5xxx ones; the rest mirror HTTP statuses. */
const BUSINESS_CODES_FROM = 5000;

/**
 * What a failed reply or agent start keeps saying once its toast is gone: the words of a business refusal told in a
 * toast (no model configured, too many queries at once), which sending again would not change. A refusal answered
 * by a dialog (credits) says what to do there; a status or network failure keeps the advice to send again.
 */
export function lastingRefusal(code: number | undefined, action: ErrorAction): string | undefined {
  return code !== undefined && code >= BUSINESS_CODES_FROM && action.kind === "toast" ? action.message : undefined;
}

export function errorActionMessage(action: ErrorAction): string | undefined {
  return action.kind === "toast" || action.kind === "logout" ? action.message : undefined;
}
