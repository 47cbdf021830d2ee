import { describe, expect, it, vi } from "vitest";
import { createDialogBus } from "@/lib/client/shell/dialogs";
import { watchNetworkStatus } from "@/lib/client/api/network-status";

describe("dialog bus", () => {
  it("opens a registered dialog and reports an unregistered one as not opened", () => {
    const bus = createDialogBus();
    const open = vi.fn();
    const unregister = bus.registerDialog("insufficientCredit", open);
    expect(bus.openDialog("insufficientCredit")).toBe(true);
    expect(bus.openDialog("freeUserCodeAgent")).toBe(false);
    unregister();
    expect(bus.openDialog("insufficientCredit")).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("keeps a newer opener when an older one unregisters", () => {
    const bus = createDialogBus();
    const older = bus.registerDialog("login", vi.fn());
    const newer = vi.fn();
    bus.registerDialog("login", newer);
    older();
    bus.openDialog("login");
    expect(newer).toHaveBeenCalledTimes(1);
  });

  it("closes one named dialog when it registered a closer", () => {
    const bus = createDialogBus();
    const close = vi.fn();
    bus.registerDialog("gpuConfirm", vi.fn(), close);
    bus.registerDialog("login", vi.fn());
    bus.closeDialog("gpuConfirm");
    bus.closeDialog("login");
    bus.closeDialog("insufficientCredit");
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("closes every subscribed modal", () => {
    const bus = createDialogBus();
    const closeShare = vi.fn();
    const closeLogin = vi.fn();
    bus.onCloseAllDialogs(closeShare);
    const stop = bus.onCloseAllDialogs(closeLogin);
    stop();
    bus.closeAllDialogs();
    expect(closeShare).toHaveBeenCalledTimes(1);
    expect(closeLogin).not.toHaveBeenCalled();
  });
});

// Spec §4: offline shows 'Disconnected from server', online shows 'Connection resumed'.
describe("watchNetworkStatus", () => {
  it("toasts on offline and online until unsubscribed", () => {
    const target = new EventTarget();
    const toast = vi.fn();
    const stop = watchNetworkStatus({ target, toast });
    target.dispatchEvent(new Event("offline"));
    target.dispatchEvent(new Event("online"));
    stop();
    target.dispatchEvent(new Event("offline"));
    expect(toast.mock.calls).toEqual([
      ["error", "Disconnected from server"],
      ["success", "Connection resumed"],
    ]);
  });

  it("does nothing outside a browser", () => {
    expect(watchNetworkStatus()).toBeTypeOf("function");
  });
});
