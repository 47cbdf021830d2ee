import { describe, expect, it } from "vitest";
import type { SandboxLimitName } from "@/lib/backend/sandbox/executor";
import { limitFromExit, limitMessage, processLimits, type SandboxLimitSettings } from "@/lib/backend/sandbox/limits";
import { pathSegments } from "@/lib/backend/sandbox/workspace-files";

/** What an agent and a researcher read when code hits a limit: the limit, its value and its setting. */
const settings: SandboxLimitSettings = {
  SANDBOX_CPU_SECONDS: 600,
  SANDBOX_MEMORY_MB: 4096,
  SANDBOX_OPEN_FILES: 256,
  SANDBOX_PROCESSES: 128,
  SANDBOX_FILE_SIZE_MB: 1024,
  SANDBOX_DISK_MB: 2048,
  SANDBOX_TMP_MB: 256,
  SANDBOX_COMMAND_SECONDS: 1800,
  SANDBOX_CELL_SECONDS: 300,
  SANDBOX_KERNEL_IDLE_SECONDS: 1800,
  SANDBOX_WORKSPACE_RETENTION_HOURS: 72,
  SANDBOX_SWEEP_SECONDS: 600,
};

describe("limitMessage", () => {
  it.each<[SandboxLimitName, "command" | "cell", string]>([
    ["memory", "command", "The command was stopped: it reached the memory limit of 4096 MB per process (SANDBOX_MEMORY_MB)."],
    ["cpu", "command", "The command was stopped: it used the CPU time limit of 600 s per process (SANDBOX_CPU_SECONDS)."],
    ["processes", "cell", "The cell was stopped: it reached the limit of 128 processes and threads (SANDBOX_PROCESSES)."],
    ["file-size", "command", "The command was stopped: it wrote a file past the limit of 1024 MB per file (SANDBOX_FILE_SIZE_MB)."],
    ["disk", "command", "The command was stopped: the workspace grew past its disk limit of 2048 MB (SANDBOX_DISK_MB); delete files before running more."],
    ["open-files", "command", "The command was stopped: it reached the limit of 256 open files per process (SANDBOX_OPEN_FILES)."],
    ["wall-clock", "command", "The command was stopped: it ran longer than the limit of 1800 s per command (SANDBOX_COMMAND_SECONDS)."],
    ["wall-clock", "cell", "The cell was stopped: it ran longer than the limit of 300 s per cell (SANDBOX_CELL_SECONDS)."],
  ])("%s (%s)", (limit, subject, message) => {
    expect(limitMessage(limit, settings, subject)).toBe(message);
  });
});

describe("limitFromExit", () => {
  it.each<[string, { exitCode: number | null; signal: string | null; stderrTail: string }, SandboxLimitName | undefined]>([
    ["SIGXCPU as a shell exit code", { exitCode: 152, signal: null, stderrTail: "" }, "cpu"],
    ["SIGXCPU as a signal", { exitCode: null, signal: "SIGXCPU", stderrTail: "" }, "cpu"],
    ["SIGXFSZ as a shell exit code", { exitCode: 153, signal: null, stderrTail: "File size limit exceeded" }, "file-size"],
    ["Python's EFBIG", { exitCode: 1, signal: null, stderrTail: "OSError: [Errno 27] File too large" }, "file-size"],
    ["Python's MemoryError", { exitCode: 1, signal: null, stderrTail: "Traceback ...\nMemoryError\n" }, "memory"],
    ["glibc's ENOMEM", { exitCode: 1, signal: null, stderrTail: "dd: memory exhausted: Cannot allocate memory" }, "memory"],
    ["a library that no longer fits the address space", { exitCode: 1, signal: null, stderrTail: "ImportError: libXdmcp.so.6: failed to map segment from shared object" }, "memory"],
    ["C++ bad_alloc", { exitCode: 134, signal: null, stderrTail: "terminate called after throwing an instance of 'std::bad_alloc'" }, "memory"],
    ["dash refused a fork", { exitCode: 2, signal: null, stderrTail: "/bin/sh: 0: Cannot fork" }, "processes"],
    ["bash refused a fork", { exitCode: 254, signal: null, stderrTail: "bash: fork: Resource temporarily unavailable" }, "processes"],
    ["Python's fork refused", { exitCode: 1, signal: null, stderrTail: "BlockingIOError: [Errno 11] Resource temporarily unavailable" }, "processes"],
    ["too many open files", { exitCode: 1, signal: null, stderrTail: "OSError: [Errno 24] Too many open files" }, "open-files"],
    ["an ordinary failure", { exitCode: 1, signal: null, stderrTail: "ValueError: bad input" }, undefined],
    ["success even if stderr mentions memory", { exitCode: 0, signal: null, stderrTail: "warning: MemoryError handled" }, undefined],
    ["a plain SIGKILL (no telling why)", { exitCode: 137, signal: null, stderrTail: "" }, undefined],
  ])("%s", (_case, end, limit) => {
    expect(limitFromExit(end)).toBe(limit);
  });
});

describe("processLimits", () => {
  it("turns the settings into bytes and counts", () => {
    expect(processLimits(settings)).toEqual({
      cpuSeconds: 600,
      memoryBytes: 4096 * 1024 * 1024,
      openFiles: 256,
      processes: 128,
      fileSizeBytes: 1024 * 1024 * 1024,
      tmpBytes: 256 * 1024 * 1024,
    });
  });
});

describe("workspace paths", () => {
  it.each([
    ["data/input.csv", ["data", "input.csv"]],
    ["./a//b/", ["a", "b"]],
    ["résumé.txt", ["résumé.txt"]],
  ])("keeps %s inside", (relative, segments) => {
    expect(pathSegments(relative)).toEqual(segments);
  });

  it.each([
    ["/etc/passwd", /absolute/],
    ["../x", /\.\./],
    ["a/../../x", /\.\./],
    ["a\0b", /NUL/],
    ["", /file path is needed/],
  ])("refuses %j", (relative, message) => {
    expect(() => pathSegments(relative)).toThrow(message);
  });
});
