/** Saves text or a blob as a file through a temporary object URL (no server round trip, works offline). */
export function downloadFile(fileName: string, content: Blob | string, type = "text/plain;charset=utf-8") {
  const blob = typeof content === "string" ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the blob only after the click handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
