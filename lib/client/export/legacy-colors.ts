/**
 * html2canvas 1.4 reads only rgb/hsl/hex colours and throws on the oklch() colours Tailwind 4 gives the page
 * (body text, borders). Before it paints its clone of the page, every colour it reads in the exported part is
 * rewritten as the rgba() the browser itself resolves it to.
 */
const COLOR_PROPERTIES = [
  "color",
  "background-color",
  "border-top-color",
  "border-right-color",
  "border-bottom-color",
  "border-left-color",
  "outline-color",
  "text-decoration-color",
  "column-rule-color",
] as const;

const MODERN_COLOR = /\b(?:oklch|oklab|lch|lab|color|color-mix|light-dark)\(/i;

function colorResolver(doc: Document): (value: string) => string {
  const canvas = doc.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const cache = new Map<string, string>();
  return (value) => {
    const known = cache.get(value);
    if (known) return known;
    let resolved = "rgba(0, 0, 0, 1)";
    if (context) {
      // Painting one pixel is the one portable way to have the browser convert any colour space to sRGB.
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(0, 0, 1, 1).data;
      resolved = `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(3)})`;
    }
    cache.set(value, resolved);
    return resolved;
  };
}

/** Rewrites the colours of `root`'s subtree, and the page backgrounds html2canvas also reads. */
export function applyLegacyColors(doc: Document, root: Element) {
  const view = doc.defaultView;
  if (!view) return;
  const resolve = colorResolver(doc);
  const elements = [doc.documentElement, doc.body, root, ...root.querySelectorAll("*")];
  for (const element of elements) {
    if (!(element instanceof view.HTMLElement || element instanceof view.SVGElement)) continue;
    const style = view.getComputedStyle(element);
    for (const property of COLOR_PROPERTIES) {
      const value = style.getPropertyValue(property);
      if (MODERN_COLOR.test(value)) element.style.setProperty(property, resolve(value), "important");
    }
    // Shadows are decoration; one in a modern colour would stop the whole export.
    if (MODERN_COLOR.test(style.getPropertyValue("box-shadow"))) element.style.setProperty("box-shadow", "none", "important");
    if (MODERN_COLOR.test(style.getPropertyValue("text-shadow"))) element.style.setProperty("text-shadow", "none", "important");
  }
}
