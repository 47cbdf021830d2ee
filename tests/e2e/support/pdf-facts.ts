import { execFileSync } from "node:child_process";
import jpeg from "jpeg-js";

/**
 * What a test can read from an exported PDF without a PDF library: page count and first page size (pdfinfo from
 * poppler when installed, else the PDF's own uncompressed page objects), and the page images jsPDF embedded.
 */
export type PdfFacts = { pages: number; width: number; height: number };

export function pdfFacts(path: string, bytes: Buffer): PdfFacts {
  try {
    const info = execFileSync("pdfinfo", [path], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const size = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/);
    const pages = info.match(/Pages:\s+(\d+)/);
    if (size && pages) return { pages: Number(pages[1]), width: Number(size[1]), height: Number(size[2]) };
  } catch {
    // No poppler here: read the page objects instead.
  }
  const text = bytes.toString("latin1");
  if (!text.startsWith("%PDF-")) throw new Error("not a PDF");
  const box = text.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
  return { pages: (text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length, width: Number(box?.[1]), height: Number(box?.[2]) };
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
