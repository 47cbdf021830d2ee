/**
 * Where the browser fetches a project file and the whole package (the file API, spec §3). Both live here so a
 * change to either route is one edit.
 */
export function projectFileUrl(ossPath: string): string {
  return `/api/file/download?fileKey=${encodeURIComponent(ossPath)}`;
}

export function projectZipUrl(taskId: string, version: number): string {
  return `/api/file/project_zip?taskId=${encodeURIComponent(taskId)}&version=${version}`;
}
