import "server-only";
import { z } from "zod";

/**
 * The code-execution settings (issue 15, DESIGN §8), a part of the backend's settings (config.ts reads them with the
 * rest). Every limit is one `SANDBOX_*` name with its default in .env.example; hitting one names it to the agent
 * and the user (limits.ts).
 */
const megabytes = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const seconds = (fallback: number) => z.coerce.number().min(0.1).default(fallback);

export const sandboxEnvShape = {
  /**
   * `bubblewrap` (default): model-written code runs contained. `none`: it runs as a plain child process, for a trusted
   * single-user machine only; every start logs a warning. There is no silent fallback from one to the other.
   */
  SANDBOX: z.enum(["bubblewrap", "none"]).default("bubblewrap"),
  /** The interpreter inside the sandbox: Debian's, which has the Jupyter and data packages (README "Agents' Python"). */
  SANDBOX_PYTHON: z.string().trim().min(1).default("/usr/bin/python3"),
  /** CPU seconds one process may use (a kernel is one process: its cells' CPU time adds up over its life). */
  SANDBOX_CPU_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Address space of one process. */
  SANDBOX_MEMORY_MB: megabytes(4096),
  /** Open files of one process. */
  SANDBOX_OPEN_FILES: z.coerce.number().int().min(16).default(256),
  /** Processes and threads one sandbox may hold at once. */
  SANDBOX_PROCESSES: z.coerce.number().int().min(4).default(128),
  /** Size of any one file a sandboxed process writes. */
  SANDBOX_FILE_SIZE_MB: megabytes(1024),
  /** Disk the whole workspace may use; past it the sandbox's processes are stopped. */
  SANDBOX_DISK_MB: megabytes(2048),
  /** Size of the sandbox's private /tmp (held in memory). */
  SANDBOX_TMP_MB: megabytes(256),
  /** Wall-clock time of one command; past it the command is killed. */
  SANDBOX_COMMAND_SECONDS: seconds(1800),
  /** Wall-clock time of one notebook cell; past it the cell is interrupted and the kernel stays usable. */
  SANDBOX_CELL_SECONDS: seconds(300),
  /** A kernel with no cell run for this long is shut down (its variables are lost; its files stay). */
  SANDBOX_KERNEL_IDLE_SECONDS: seconds(1800),
  /** Workspaces of tasks that ended this long ago are removed; their snapshots stay in storage. */
  SANDBOX_WORKSPACE_RETENTION_HOURS: z.coerce.number().min(0).default(72),
  /** How often ended tasks' leftover sandboxes and expired workspaces are looked for. */
  SANDBOX_SWEEP_SECONDS: seconds(600),
};
