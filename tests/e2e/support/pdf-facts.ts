import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jpeg from "jpeg-js";

/**
 * What a test can read from an exported PDF with poppler (installed by the test setup): page count and first page
 * size from pdfinfo, each page rendered by pdftoppm, and the page images jsPDF embedded.
 */
export type PdfFacts = { pages: number; width: number; height: number };

export function pdfFacts(path: string): PdfFacts {
  const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  const size = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/);
  const pages = info.match(/Pages:\s+(\d+)/);
  if (!size || !pages) throw new Error(`pdfinfo could not read ${path}:\n${info}`);
  return { pages: Number(pages[1]), width: Number(size[1]), height: Number(size[2]) };
}

/** Renders every page with pdftoppm at 96 dpi (CSS pixels) and answers each page's size in pixels. */
export function renderedPageSizes(path: string): [number, number][] {
  const dir = mkdtempSync(join(tmpdir(), "pdf-pages-"));
  try {
    execFileSync("pdftoppm", ["-r", "96", "-png", path, join(dir, "page")]);
    return readdirSync(dir)
      .sort()
      .map((file) => {
        const png = readFileSync(join(dir, file));
        // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
        return [png.readUInt32BE(16), png.readUInt32BE(20)];
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The JPEG page images of a jsPDF export, decoded, in page order. */
export function pdfPageImages(bytes: Buffer): jpeg.UintArrRet[] {
  const text = bytes.toString("latin1");
  const images: jpeg.UintArrRet[] = [];
  for (const match of text.matchAll(/\/Filter\s*\/DCTDecode[\s\S]*?stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf("endstream", start);
    images.push(jpeg.decode(bytes.subarray(start, end), { useTArray: true }));
  }
  return images;
}

/** Pixels darker than near-white in rows [from, to) of an image: ink, where there should be paper. */
export function inkInRows(image: jpeg.UintArrRet, from: number, to: number): number {
  let ink = 0;
  for (let y = from; y < to; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = (y * image.width + x) * 4;
      if (Math.min(image.data[i] ?? 255, image.data[i + 1] ?? 255, image.data[i + 2] ?? 255) < 200) ink += 1;
    }
  }
  return ink;
}
