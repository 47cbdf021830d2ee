import { describe, expect, it, vi } from "vitest";
import { ResultCode, ResultMessage } from "@/lib/contract/codes";
import {
  applyErrorAction,
  decideErrorAction,
  type ErrorAction,
  type ErrorEffects,
  type ErrorInput,
  lastingRefusal,
} from "@/lib/client/api/error-policy";

// A wrong row here means the user sees the wrong text, or no dialog, when a call fails (spec §8).
describe("decideErrorAction: envelope codes", () => {
  const rows: Array<[string, Omit<ErrorInput, "online">, ErrorAction]> = [
    ["401 with a message", { code: 401, message: "Please log in first" }, { kind: "logout", message: "Please log in first" }],
    ["401 without a message", { code: 401 }, { kind: "logout" }],
    ["403", { code: 403, message: "not whitelisted" }, { kind: "redirect", to: "/?isNotWhiteName=true" }],
    ["5016", { code: ResultCode.insufficientCredit, message: "no credit" }, { kind: "dialog", dialog: "insufficientCredit" }],
    ["5019", { code: ResultCode.freeUserCannotUseCodeAgent }, { kind: "dialog", dialog: "freeUserCodeAgent" }],
    ["5102", { code: 5102, message: "busy" }, { kind: "toast", level: "warning", message: "Max 2 queries can run at once." }],
    [
      "exceeding limit with a message",
      { code: ResultCode.exceedingLimit, message: "Daily limit reached" },
      { kind: "toast", level: "warning", message: "Daily limit reached", contactLink: true },
    ],
    [
      "exceeding limit without a message",
      { code: ResultCode.exceedingLimit },
      { kind: "toast", level: "warning", message: "Request error", contactLink: true },
    ],
    ["other code with a message", { code: 5201, message: "Set LLM_MODEL" }, { kind: "toast", level: "warning", message: "Set LLM_MODEL" }],
    ["other code without a message", { code: 1234 }, { kind: "toast", level: "warning", message: "Request error" }],
    ["other code with a blank message", { code: 1234, message: "  " }, { kind: "toast", level: "warning", message: "Request error" }],
    [
      "envelope code wins over its HTTP status",
      { code: 500, httpStatus: 500, message: "Internal server error" },
      { kind: "toast", level: "warning", message: "Internal server error" },
    ],
    ["403 code sent with HTTP 403", { code: 403, httpStatus: 403 }, { kind: "redirect", to: "/?isNotWhiteName=true" }],
    ["5102 sent with HTTP 200", { code: 5102, httpStatus: 200 }, { kind: "toast", level: "warning", message: "Max 2 queries can run at once." }],
  ];

  it.each(rows)("%s", (_name, input, expected) => {
    expect(decideErrorAction({ ...input, online: true })).toEqual(expected);
  });
});

describe("decideErrorAction: HTTP statuses without an envelope", () => {
  const rows: Array<[number, string | undefined, ErrorAction]> = [
    [400, "Query is required", { kind: "toast", level: "error", message: "Query is required" }],
    [400, undefined, { kind: "toast", level: "error", message: "Request error" }],
    [401, undefined, { kind: "logout", message: "No permission" }],
    [403, undefined, { kind: "toast", level: "error", message: "No access" }],
    [404, undefined, { kind: "toast", level: "error", message: "Network error" }],
    [405, undefined, { kind: "toast", level: "error", message: "Network error" }],
    [408, undefined, { kind: "toast", level: "error", message: "Request timeout" }],
    [500, undefined, { kind: "toast", level: "error", message: "Server error" }],
    [501, undefined, { kind: "toast", level: "error", message: "Not implemented" }],
    [502, undefined, { kind: "toast", level: "error", message: "Network error" }],
    [503, undefined, { kind: "toast", level: "error", message: "No service" }],
    [504, undefined, { kind: "toast", level: "error", message: "Network timeout" }],
    [505, undefined, { kind: "toast", level: "error", message: "Unsupported request" }],
    [429, undefined, { kind: "toast", level: "error", message: "Request error" }],
    [200, undefined, { kind: "toast", level: "error", message: "Request error" }],
  ];

  it.each(rows)("status %i (message %s)", (httpStatus, message, expected) => {
    expect(decideErrorAction({ httpStatus, ...(message ? { message } : {}), online: true })).toEqual(expected);
  });

  it("judges a code-0 envelope with a failing status by the status", () => {
    expect(decideErrorAction({ code: 0, httpStatus: 503, online: true })).toEqual({
      kind: "toast",
      level: "error",
      message: "No service",
    });
  });
});

describe("decideErrorAction: no answer at all", () => {
  it("says 'Disconnected from server' when the browser is offline", () => {
    expect(decideErrorAction({ online: false })).toEqual({ kind: "toast", level: "error", message: "Disconnected from server" });
  });

  it("says 'Network error' when online", () => {
    expect(decideErrorAction({ online: true })).toEqual({ kind: "toast", level: "error", message: "Network error" });
  });
});

function fakeEffects() {
  const calls: string[] = [];
  const effects: ErrorEffects = {
    closeAllModals: vi.fn(() => void calls.push("closeAllModals")),
    dismissAllToasts: vi.fn(() => void calls.push("dismissAllToasts")),
    toast: vi.fn((level, message) => void calls.push(`toast:${level}:${message}`)),
    logout: vi.fn((message) => void calls.push(`logout:${message ?? ""}`)),
    navigate: vi.fn((url) => void calls.push(`navigate:${url}`)),
    openDialog: vi.fn((name) => void calls.push(`openDialog:${name}`)),
  };
  return { effects, calls };
}

describe("applyErrorAction", () => {
  it("on logout closes modals and toasts, shows the message, then logs out", () => {
    const { effects, calls } = fakeEffects();
    applyErrorAction({ kind: "logout", message: "Session expired" }, effects);
    expect(calls).toEqual(["closeAllModals", "dismissAllToasts", "toast:warning:Session expired", "logout:Session expired"]);
  });

  it("on logout without a message shows no toast", () => {
    const { effects, calls } = fakeEffects();
    applyErrorAction({ kind: "logout" }, effects);
    expect(calls).toEqual(["closeAllModals", "dismissAllToasts", "logout:"]);
  });

  it("redirects non-whitelisted users to the notice", () => {
    const { effects, calls } = fakeEffects();
    applyErrorAction({ kind: "redirect", to: "/?isNotWhiteName=true" }, effects);
    expect(calls).toEqual(["navigate:/?isNotWhiteName=true"]);
  });

  it("opens the named dialog", () => {
    const { effects, calls } = fakeEffects();
    applyErrorAction({ kind: "dialog", dialog: "insufficientCredit" }, effects);
    expect(calls).toEqual(["openDialog:insufficientCredit"]);
  });

  it("passes the contact link to the toast", () => {
    const { effects } = fakeEffects();
    applyErrorAction({ kind: "toast", level: "warning", message: "Limit", contactLink: true }, effects);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("warning", "Limit", { contactLink: true });
  });
});

// If this fails, a reply or an agent start refused for good (no model configured) tells the user to send again.
describe("lastingRefusal", () => {
  const online = true;
  it.each([
    ["no model configured", ResultCode.modelNotConfigured, 503, "No language model is configured.", "No language model is configured."],
    ["too many queries at once", ResultCode.maxConcurrentQueries, 200, "busy", ResultMessage.maxConcurrentQueries],
    ["insufficient credit (a dialog)", ResultCode.insufficientCredit, 200, "Insufficient credit", undefined],
    ["a server error", ResultCode.serverError, 500, "Server error", undefined],
    ["signed out", ResultCode.unauthorized, 401, "Please log in", undefined],
  ])("%s: %s", (_name, code, httpStatus, message, kept) => {
    expect(lastingRefusal(code, decideErrorAction({ code, httpStatus, message, online }))).toBe(kept);
  });

  it("keeps nothing when no envelope said a code", () => {
    expect(lastingRefusal(undefined, decideErrorAction({ httpStatus: 503, online }))).toBeUndefined();
  });
});
