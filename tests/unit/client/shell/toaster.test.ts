import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastList, Toaster } from "@/components/ui/toaster";
import { VisitorConnectionNotices } from "@/components/visitor/visitor-connection-notices";
import { createToastStore, type Toast } from "@/lib/client/shell/toast-store";

const toast = (overrides: Partial<Toast>): Toast => ({
  id: "t1",
  level: "info",
  message: "Saved",
  contactLink: false,
  ...overrides,
});

function render(toasts: Toast[], contactHref?: string) {
  return renderToStaticMarkup(createElement(ToastList, { toasts, onDismiss: () => {}, contactHref }));
}

// Screen-reader users hear errors at once and info politely; everyone can close a toast and reach the contact link.
describe("ToastList", () => {
  it("announces info and success politely and errors and warnings as alerts", () => {
    const html = render([
      toast({ id: "a", level: "success", message: "Connection resumed" }),
      toast({ id: "b", level: "error", message: "Disconnected from server" }),
      toast({ id: "c", level: "warning", message: "Request error" }),
    ]);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>.*Connection resumed/);
    expect(html.match(/role="alert"/g)).toHaveLength(2);
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(3);
  });

  it("offers 'Contact us' only on toasts that ask for it, with the default or given address", () => {
    expect(render([toast({ contactLink: true })])).toMatch(/<a href="mailto:support@example\.org"[^>]*>Contact us<\/a>/);
    expect(render([toast({ contactLink: true })], "/contact")).toContain('href="/contact"');
    expect(render([toast({})])).not.toContain("Contact us");
  });

  it("renders nothing on the server, where no toast can exist yet", () => {
    const store = createToastStore();
    store.showToast("info", "Saved");
    expect(renderToStaticMarkup(createElement(Toaster, { store }))).not.toContain("Saved");
  });
});

// A visitor's page has no toast code until an account dialog opens: its connection notices are server markup that
// its first-load script shows (components/visitor/visitor-connection.ts), with the toasts' look and roles.
describe("VisitorConnectionNotices", () => {
  it("draws both of the spec's connection messages, hidden, each marked with its state", () => {
    const html = renderToStaticMarkup(createElement(VisitorConnectionNotices));
    expect(html).toMatch(/<div role="alert" aria-atomic="true" data-connection-notice="offline" hidden=""[^>]*>.*Disconnected from server/);
    expect(html).toMatch(/<div role="status" aria-live="polite" aria-atomic="true" data-connection-notice="online" hidden=""[^>]*>.*Connection resumed/);
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(2);
  });
});
