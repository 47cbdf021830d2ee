import "server-only";
import { constants, type Stats } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { WorkspaceEntry } from "./executor";

/**
 * The server's own access to a task's workspace on the host. The code inside the sandbox owns that folder and can
 * put symlinks in it (to /etc, to another task's workspace), and the server may run as root, so every path is
 * checked here: relative, no `..`, each parent folder resolved and kept inside, the file itself opened without
 * following a link, and the opened descriptor's real path checked once more (a folder swapped for a link between
 * the check and the open is caught there).
 */
export type Owner = { uid: number; gid: number };

export class WorkspacePathError extends Error {}

export type WorkspaceFiles = {
  write(relative: string, data: string | Uint8Array): Promise<void>;
  read(relative: string): Promise<Buffer>;
  /** Opens a regular file for copying out (snapshot); the caller closes it. */
  open(relative: string): Promise<{ handle: FileHandle; size: number }>;
  list(folder?: string): Promise<WorkspaceEntry[]>;
  /** Bytes the workspace takes on disk (allocated blocks, so sparse files count as what they use). */
  diskBytes(): Promise<number>;
};

const OPEN_READ = constants.O_RDONLY | constants.O_NOFOLLOW;
const OPEN_WRITE = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW;

/** `root` must already exist; it is resolved once so every later check compares real paths. */
export async function workspaceFiles(root: string, owner: Owner | undefined): Promise<WorkspaceFiles> {
  const realRoot = await fs.realpath(root);
  const inside = (real: string) => real === realRoot || real.startsWith(`${realRoot}${path.sep}`);

  async function checkDescriptor(handle: FileHandle, relative: string): Promise<void> {
    const real = await fs.readlink(`/proc/self/fd/${handle.fd}`);
    if (!inside(real)) throw new WorkspacePathError(`${relative} leads outside the workspace.`);
  }

  /** The real folder `segments` names, created (owned by the sandbox user) where missing when `create` is set. */
  async function folder(segments: readonly string[], relative: string, create: boolean): Promise<string> {
    let current = realRoot;
    for (const segment of segments) {
      const next = path.join(current, segment);
      const stats = await fs.lstat(next).catch(() => undefined);
      if (!stats && create) {
        await fs.mkdir(next, { mode: 0o755 });
        if (owner) await fs.chown(next, owner.uid, owner.gid);
      } else if (!stats) {
        throw new WorkspacePathError(`${relative}: no such file or folder in the workspace.`);
      }
      current = await fs.realpath(next);
      if (!inside(current)) throw new WorkspacePathError(`${relative} leads outside the workspace.`);
      if (!(await fs.stat(current)).isDirectory()) throw new WorkspacePathError(`${relative}: ${segment} is not a folder.`);
    }
    return current;
  }

  async function openFile(relative: string, flags: number, create: boolean): Promise<FileHandle> {
    const segments = pathSegments(relative);
    const name = segments.at(-1);
    if (name === undefined) throw new WorkspacePathError("A file path is needed, not the workspace itself.");
    const parent = await folder(segments.slice(0, -1), relative, create);
    const handle = await fs.open(path.join(parent, name), flags, 0o644).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ELOOP") throw new WorkspacePathError(`${relative} is a link; links are not followed.`);
      if (error.code === "ENOENT") throw new WorkspacePathError(`${relative}: no such file in the workspace.`);
      throw error;
    });
    try {
      await checkDescriptor(handle, relative);
      if (!(await handle.stat()).isFile()) throw new WorkspacePathError(`${relative} is not a file.`);
      return handle;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    async write(relative, data) {
      // No O_TRUNC at open: nothing is cut before the descriptor is known to be inside.
      const handle = await openFile(relative, OPEN_WRITE, true);
      try {
        await handle.truncate(0);
        await handle.writeFile(data);
        if (owner) await handle.chown(owner.uid, owner.gid);
      } finally {
        await handle.close();
      }
    },
    async read(relative) {
      const handle = await openFile(relative, OPEN_READ, false);
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    async open(relative) {
      const handle = await openFile(relative, OPEN_READ, false);
      return { handle, size: (await handle.stat()).size };
    },
    async list(start = "") {
      const segments = pathSegments(start, true);
      const base = await folder(segments, start, false);
      const entries: WorkspaceEntry[] = [];
      await walk(base, segments.join("/"), async (relative, stats) => {
        const type = stats.isDirectory() ? "directory" : stats.isSymbolicLink() ? "symlink" : "file";
        entries.push({ path: relative, type, size: stats.isDirectory() ? 0 : stats.size });
      });
      return entries;
    },
    async diskBytes() {
      let total = 0;
      await walk(realRoot, "", async (_relative, stats) => {
        total += stats.blocks * 512;
      });
      return total;
    },
  };
}

/** A path relative to the workspace, split; anything that could leave it is refused before the disk is touched. */
export function pathSegments(relative: string, allowRoot = false): string[] {
  if (relative.includes("\0")) throw new WorkspacePathError("A path cannot contain a NUL character.");
  if (path.posix.isAbsolute(relative)) throw new WorkspacePathError(`${relative} is absolute; paths are relative to the workspace.`);
  const segments = relative.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) throw new WorkspacePathError(`${relative} uses "..", which could leave the workspace.`);
  if (segments.length === 0 && !allowRoot) throw new WorkspacePathError("A file path is needed, not the workspace itself.");
  return segments;
}

/** Every entry under `folder` (depth first, links not followed); entries that vanish while walking are skipped. */
async function walk(folder: string, prefix: string, visit: (relative: string, stats: Stats) => Promise<void>): Promise<void> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const full = path.join(folder, name);
    const stats = await fs.lstat(full).catch(() => undefined);
    if (!stats) continue;
    const relative = prefix === "" ? name : `${prefix}/${name}`;
    await visit(relative, stats);
    if (stats.isDirectory()) await walk(full, relative, visit);
  }
}
