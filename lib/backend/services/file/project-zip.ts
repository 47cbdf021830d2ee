import "server-only";
import { ContractError } from "@/lib/contract";
import { Zip, ZipDeflate, type ZipInputFile, ZipPassThrough } from "fflate";
import type { ProjectFile } from "@/lib/contract/entities/task";
import { contentTypeForFileName } from "@/lib/domain/files/file-types";
import type { Attachment } from "../../call-answers";
import type { BackendDeps } from "../../deps";
import type { UserRow } from "../../db/schema";
import type { Storage } from "../../storage/create-storage";
import { readableTask } from "../share/session-access";
import { PROJECT_TEXT_TYPE, projectFileContentType, projectKeyPrefix, taskProjectVersions, versionNumber } from "./project-files";
import { fileNotFound } from "./storage-errors";

/**
 * GET /file/project_zip?taskId=&version=: one project version of an Auto Experiment task (the latest when no
 * version is given) as `project-v<n>.zip`, for the task's owner or a visitor with the shareId of its session
 * (issue 21); anyone else, an unknown version or a task without a project gets 404 (a signed-out caller without a
 * shareId 401). The zip is made while it is sent, one stored file after another, so a package of large
 * checkpoints never sits in memory; its entries are named by the files' workspace paths.
 */
export type ProjectZipQuery = { taskId: string; version?: number; shareId?: string };

export async function projectZip(deps: BackendDeps, user: UserRow | undefined, query: ProjectZipQuery): Promise<Attachment> {
  const { task } = await readableTask(deps.db, user, query.taskId, query.shareId);
  const versions = await taskProjectVersions(deps.db, task.id);
  const numbered = versions.map((version, index) => ({ number: versionNumber(version, index), files: version.files }));
  const chosen = query.version === undefined ? numbered.at(-1) : numbered.find((version) => version.number === query.version);
  if (!chosen) throw ContractError.notFound(versions.length === 0 ? "This task has no project files" : "Project version not found");
  const prefix = projectKeyPrefix(task.id);
  // Every object is checked before the first byte goes out: a missing one is a 404, not a zip cut short.
  const present = await Promise.all(chosen.files.map(async (file) => file.oss_path.startsWith(prefix) && (await deps.storage.stat(file.oss_path)) !== undefined));
  if (present.includes(false)) throw fileNotFound();
  const fileName = `project-v${chosen.number}.zip`;
  return { body: zipStream(deps.storage, chosen.files), fileName, contentType: contentTypeForFileName(fileName) };
}

/** A workspace path as a zip entry name: relative, with no `.` or `..` segment that could write outside the folder. */
function entryName(path: string): string {
  return path
    .split(/[/\\]/)
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .join("/");
}

/** Text is deflated; other files (checkpoints, images, archives) are mostly compressed already and stored as they are. */
function zipEntry(file: ProjectFile): ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } {
  const name = entryName(file.path);
  return projectFileContentType(name.split("/").at(-1) ?? "") === PROJECT_TEXT_TYPE ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
}

/**
 * fflate's Zip is pushed to and answers synchronously; the stream pulls: each pull reads the next chunk of the
 * current file (or opens the next file, or ends the zip) until the zip has produced bytes for the reader.
 */
function zipStream(storage: Storage, files: readonly ProjectFile[]): ReadableStream<Uint8Array> {
  const zip = new Zip();
  const pending: Uint8Array[] = [];
  let ended = false;
  let failure: Error | null = null;
  zip.ondata = (error, chunk, final) => {
    if (error) failure = error;
    else if (chunk.length > 0) pending.push(chunk);
    if (final) ended = true;
  };
  const queue = [...files];
  let current: { entry: ReturnType<typeof zipEntry>; reader: ReadableStreamDefaultReader<Uint8Array> } | undefined;

  async function advance(): Promise<void> {
    if (!current) {
      const file = queue.shift();
      if (!file) return zip.end();
      const object = await storage.open(file.oss_path);
      if (!object) throw new Error(`${file.oss_path} left storage while its project was being zipped`);
      const entry = zipEntry(file);
      zip.add(entry);
      current = { entry, reader: object.body.getReader() };
      return;
    }
    const { done, value } = await current.reader.read();
    if (done) {
      current.entry.push(new Uint8Array(0), true);
      current = undefined;
    } else current.entry.push(value);
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (pending.length === 0 && !ended && !failure) await advance();
      if (failure) return controller.error(failure);
      for (const chunk of pending.splice(0)) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async cancel(reason) {
      zip.terminate();
      await current?.reader.cancel(reason);
    },
  });
}
