import "server-only";
import type { ProcessLimits } from "./bwrap-command";
import type { LimitHit, SandboxLimitName } from "./executor";
import type { sandboxEnvShape } from "./sandbox-settings";

/**
 * The sandbox's limits as numbers, and how a stopped process is told which one it hit. Every message names the
 * limit's value and its setting, so the agent can adapt its code and the researcher knows what to raise.
 */
type SandboxSettingName = Exclude<keyof typeof sandboxEnvShape, "SANDBOX" | "SANDBOX_PYTHON">;
export type SandboxLimitSettings = Readonly<Record<SandboxSettingName, number>>;

const MB = 1024 * 1024;

export function processLimits(settings: SandboxLimitSettings): ProcessLimits {
  return {
    cpuSeconds: settings.SANDBOX_CPU_SECONDS,
    memoryBytes: settings.SANDBOX_MEMORY_MB * MB,
    openFiles: settings.SANDBOX_OPEN_FILES,
    processes: settings.SANDBOX_PROCESSES,
    fileSizeBytes: settings.SANDBOX_FILE_SIZE_MB * MB,
    tmpBytes: settings.SANDBOX_TMP_MB * MB,
  };
}

/** What was stopped: a shell command, or a notebook cell (the kernel reports its own). */
export type LimitSubject = "command" | "cell";

export function limitHit(limit: SandboxLimitName, settings: SandboxLimitSettings, subject: LimitSubject = "command"): LimitHit {
  return { limit, message: limitMessage(limit, settings, subject) };
}

export function limitMessage(limit: SandboxLimitName, settings: SandboxLimitSettings, subject: LimitSubject = "command"): string {
  const stopped = `The ${subject} was stopped`;
  switch (limit) {
    case "cpu":
      return `${stopped}: it used the CPU time limit of ${settings.SANDBOX_CPU_SECONDS} s per process (SANDBOX_CPU_SECONDS).`;
    case "memory":
      return `${stopped}: it reached the memory limit of ${settings.SANDBOX_MEMORY_MB} MB per process (SANDBOX_MEMORY_MB).`;
    case "processes":
      return `${stopped}: it reached the limit of ${settings.SANDBOX_PROCESSES} processes and threads (SANDBOX_PROCESSES).`;
    case "file-size":
      return `${stopped}: it wrote a file past the limit of ${settings.SANDBOX_FILE_SIZE_MB} MB per file (SANDBOX_FILE_SIZE_MB).`;
    case "disk":
      return `${stopped}: the workspace grew past its disk limit of ${settings.SANDBOX_DISK_MB} MB (SANDBOX_DISK_MB); delete files before running more.`;
    case "open-files":
      return `${stopped}: it reached the limit of ${settings.SANDBOX_OPEN_FILES} open files per process (SANDBOX_OPEN_FILES).`;
    case "wall-clock":
      return subject === "cell"
        ? `${stopped}: it ran longer than the limit of ${settings.SANDBOX_CELL_SECONDS} s per cell (SANDBOX_CELL_SECONDS).`
        : `${stopped}: it ran longer than the limit of ${settings.SANDBOX_COMMAND_SECONDS} s per command (SANDBOX_COMMAND_SECONDS).`;
  }
}

/** A shell reports a child killed by signal N as exit code 128 + N (bwrap passes it on the same way). */
const SIGXCPU_EXIT = 128 + 24;
const SIGXFSZ_EXIT = 128 + 25;

/**
 * What the end of a process says about a limit. The CPU and file-size limits arrive as their own signals (SIGXCPU,
 * SIGXFSZ). The others are not signals: the kernel refuses an allocation, a fork or an open, and the program reports
 * it in its own words, so the tail of stderr is read for the usual ones (Python, the shell, glibc, C++).
 */
const STDERR_SIGNS: ReadonlyArray<readonly [SandboxLimitName, RegExp]> = [
  ["memory", /MemoryError|Cannot allocate memory|std::bad_alloc|out of memory|failed to map segment from shared object/i],
  ["processes", /fork: Resource temporarily unavailable|Cannot fork|BlockingIOError|can't start new thread|pthread_create failed/i],
  ["file-size", /File too large|File size limit exceeded/i],
  ["open-files", /Too many open files/i],
];

export type ProcessEnd = { exitCode: number | null; signal: string | null; stderrTail: string };

export function limitFromExit(end: ProcessEnd): SandboxLimitName | undefined {
  if (end.signal === "SIGXCPU" || end.exitCode === SIGXCPU_EXIT) return "cpu";
  if (end.signal === "SIGXFSZ" || end.exitCode === SIGXFSZ_EXIT) return "file-size";
  if (end.exitCode === 0) return undefined;
  return STDERR_SIGNS.find(([, sign]) => sign.test(end.stderrTail))?.[0];
}
