import { describe, expect, it, vi } from "vitest";
import { createDialogBus } from "@/lib/client/shell/dialogs";
import { createGpuConfirmation, gpuConfirmedBeforeSend } from "@/lib/client/chat-session/gpu-confirm";

// Spec §2 "GPU task confirmation": if these fail, a GPU run starts that nobody confirmed, a dismissed dialog hangs
// the send forever, or the dialog stays up after the page that asked has gone.
function setup() {
  const bus = createDialogBus();
  const open = vi.fn();
  const close = vi.fn();
  const unregister = bus.registerDialog("gpuConfirm", open, close);
  return { bus, open, close, unregister, ...createGpuConfirmation(bus) };
}

describe("the GPU question", () => {
  it("opens the dialog and answers what the user chose", async () => {
    const { open, confirmGpu, answerGpu } = setup();
    const confirmed = confirmGpu();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    answerGpu(1);
    expect(await confirmed).toBe(1);

    const cancelled = confirmGpu();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    answerGpu(0);
    expect(await cancelled).toBe(0);
  });

  it("answers 0 at once when no dialog is mounted to ask", async () => {
    const { unregister, confirmGpu } = setup();
    unregister();
    expect(await confirmGpu()).toBe(0);
  });

  it("withdraws the question when the asker aborts: 0, the dialog closes, a late answer is ignored", async () => {
    const { open, close, confirmGpu, answerGpu } = setup();
    const asker = new AbortController();
    const answer = confirmGpu({ signal: asker.signal });
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    asker.abort();
    expect(await answer).toBe(0);
    expect(close).toHaveBeenCalledTimes(1);
    answerGpu(1);
    expect(await answer).toBe(0);
  });

  it("asks a second question only after the first is answered", async () => {
    const { open, confirmGpu, answerGpu } = setup();
    const first = confirmGpu();
    const second = confirmGpu();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    answerGpu(0);
    expect(await first).toBe(0);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    answerGpu(1);
    expect(await second).toBe(1);
  });
});

describe("gpuConfirmedBeforeSend (spec §4, §6)", () => {
  it.each([
    ["autoExperiment", "pro", 1, true, true],
    ["autoExperiment", "lab", 0, true, false],
    ["autoExperiment", "free", 0, false, true],
    ["deepSurvey", "pro", 0, false, true],
    [null, "lab", 0, false, true],
  ] as const)("%s on %s answering %s: asks %s, goes on %s", async (agent, level, answer, asks, goesOn) => {
    const confirmGpu = vi.fn(async () => answer);
    expect(await gpuConfirmedBeforeSend(agent, { planLevel: async () => level, confirmGpu })).toBe(goesOn);
    expect(confirmGpu).toHaveBeenCalledTimes(asks ? 1 : 0);
  });
});
