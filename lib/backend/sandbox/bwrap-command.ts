import "server-only";

/**
 * The bubblewrap command line for one sandboxed process (issue 15, DESIGN §6 measured flags). Pure, so the
 * isolation it asks for is read and tested in one place:
 * - every namespace unshared (network: only a loopback of its own; no host port reachable), a new session, all
 *   capabilities dropped, and the whole sandbox killed when its parent (this server) dies;
 * - run by root (`dropTo` set), bwrap sets the sandbox up with root's rights and no user namespace (so it can reach
 *   a workspace under a folder only root may pass, like /root), then setpriv drops the command to an unprivileged
 *   uid with no capabilities and no way to gain any: a real host user, not a namespaced root;
 * - the root is not the host's: only /usr and /etc, read-only (plus the merged-/usr links), so the project folder,
 *   $DATA_DIR, other workspaces and any home folder do not exist inside;
 * - the task's workspace, passed as an open directory descriptor, is the one writable folder, and /tmp is private;
 * - the environment is empty but for what the command is given: no key, database URL or secret crosses.
 * prlimit inside sets the per-process limits; the wall clock and the workspace's disk use are watched from outside.
 */
export const WORKSPACE_INSIDE = "/workspace";

/** The descriptor the workspace directory is handed over on (stdin, stdout, stderr, then this). */
export const WORKSPACE_FD = 3;

export type ProcessLimits = {
  cpuSeconds: number;
  memoryBytes: number;
  openFiles: number;
  processes: number;
  fileSizeBytes: number;
  tmpBytes: number;
};

export type BwrapCommand = {
  /** Absolute path of bwrap. */
  bwrap: string;
  /** The host's top-level links of a merged /usr (`bin` → `usr/bin`), recreated inside (see rootLinks()). */
  rootLinks: Readonly<Record<string, string>>;
  limits: ProcessLimits;
  /** Working folder relative to the workspace. */
  cwd?: string;
  env: Readonly<Record<string, string>>;
  /**
   * Set as SANDBOX_ID inside and visible in bwrap's command line: `<data-dir tag>:<taskId>`, so a sweep finds the
   * sandboxes of its own data folder (and only those) among the host's processes.
   */
  marker: string;
  /** The unprivileged user the command becomes when bwrap runs as root; unset = bwrap runs as that user already. */
  dropTo?: { uid: number; gid: number };
  argv: readonly string[];
};

/** The environment every sandboxed process starts from; callers add to it, never the server's own. */
export const BASE_SANDBOX_ENV = {
  PATH: "/usr/local/bin:/usr/bin:/bin",
  HOME: WORKSPACE_INSIDE,
  LANG: "C.UTF-8",
  TMPDIR: "/tmp",
  MPLBACKEND: "Agg",
  MPLCONFIGDIR: "/tmp/matplotlib",
  // Caches (fontconfig's, on matplotlib's first plot) stay out of the workspace, its listing and its snapshots.
  XDG_CACHE_HOME: "/tmp/cache",
  PYTHONDONTWRITEBYTECODE: "1",
  PYTHONUNBUFFERED: "1",
  PYDEVD_DISABLE_FILE_VALIDATION: "1",
  // The sandbox's user may have no /etc/passwd entry (a per-task uid): getpass.getuser() and friends read these first.
  USER: "sandbox",
  LOGNAME: "sandbox",
} as const satisfies Record<string, string>;

/** The host's top-level system folders that a merged /usr turns into links (Debian 12: all of them). */
export const TOP_LEVEL_FOLDERS = ["bin", "lib", "lib32", "lib64", "libx32", "sbin"] as const;

/** Every namespace but the user one: as root, the user namespace would make the dropped uid unmappable. */
const NAMESPACES_BUT_USER = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"];

export const SETPRIV = "/usr/bin/setpriv";

export function bwrapArgs(command: BwrapCommand): string[] {
  const isolation = command.dropTo ? NAMESPACES_BUT_USER : ["--unshare-all", "--cap-drop", "ALL"];
  const args = [...isolation, "--die-with-parent", "--new-session", "--hostname", "sandbox"];
  args.push("--ro-bind", "/usr", "/usr", "--ro-bind", "/etc", "/etc");
  for (const [folder, link] of Object.entries(command.rootLinks)) args.push("--symlink", link, `/${folder}`);
  args.push("--proc", "/proc", "--dev", "/dev");
  // Sticky and world-writable like any /tmp: set up by root, it would otherwise be root's alone.
  args.push("--perms", "1777", "--size", String(command.limits.tmpBytes), "--tmpfs", "/tmp");
  args.push("--bind-fd", String(WORKSPACE_FD), WORKSPACE_INSIDE);
  args.push("--chdir", command.cwd ? `${WORKSPACE_INSIDE}/${command.cwd}` : WORKSPACE_INSIDE);
  args.push("--clearenv");
  for (const [name, value] of Object.entries({ ...BASE_SANDBOX_ENV, ...command.env, SANDBOX_ID: command.marker })) args.push("--setenv", name, value);
  args.push("--", ...(command.dropTo ? setprivArgs(command.dropTo) : []), PRLIMIT, ...prlimitArgs(command.limits), ...command.argv);
  return args;
}

/** Becomes `user` for good: no supplementary groups, no capabilities (bounding and inheritable sets emptied), no_new_privs. */
export function setprivArgs(user: { uid: number; gid: number }): string[] {
  return [SETPRIV, `--reuid=${user.uid}`, `--regid=${user.gid}`, "--clear-groups", "--no-new-privs", "--bounding-set=-all", "--inh-caps=-all", "--"];
}

export const PRLIMIT = "/usr/bin/prlimit";

/**
 * prlimit's per-process limits (soft = hard, so the code inside cannot raise them back). CPU time alone keeps one
 * second between the two: at the soft limit the kernel sends SIGXCPU, which tells "CPU limit" apart from any other
 * kill; at soft = hard it would send SIGKILL, which says nothing.
 */
export function prlimitArgs(limits: ProcessLimits): string[] {
  return [
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    `--as=${limits.memoryBytes}`,
    `--nofile=${limits.openFiles}`,
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileSizeBytes}`,
    "--core=0",
    "--",
  ];
}
