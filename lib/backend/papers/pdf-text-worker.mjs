// The PDF text extraction worker (see pdf-text.ts): plain JavaScript so that Node runs it as it is under tsx
// and vitest with no build step (a Next build bundles it as a worker chunk). It reads at most `maxPages` pages and stops early once it
// holds `maxChars` characters; its parent bounds its time and memory.
import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";

const { bytes, maxPages, maxChars } = workerData;
const pdf = await getDocumentProxy(new Uint8Array(bytes));
try {
  const pages = Math.min(pdf.numPages, maxPages);
  const texts = [];
  let chars = 0;
  for (let number = 1; number <= pages && chars <= maxChars; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .filter((item) => typeof item.str === "string")
      .map((item) => item.str + (item.hasEOL ? "\n" : ""))
      .join("");
    page.cleanup();
    texts.push(text);
    chars += text.length;
  }
  parentPort?.postMessage({ text: texts.join("\n"), pagesRead: texts.length, totalPages: pdf.numPages });
} finally {
  await pdf.destroy();
}
