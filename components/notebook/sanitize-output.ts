/**
 * Untrusted notebook markup made inert (issue 16 item 4). Jupyter treats the outputs of a notebook it did not run
 * as untrusted and sanitizes their HTML; we do the same with DOMPurify rather than a sandboxed iframe: an iframe
 * without allow-same-origin cannot be sized to its content without a script of ours inside it, while sanitized
 * markup sits in the page like any other text and tables keep the notebook's look.
 *
 * On top of DOMPurify's rules (no script, no on* handlers, no javascript: URLs), nothing may reach outside: forms,
 * frames, plugins, media, <meta>, <base>, <link> and <style> are removed; links lead only to web pages or mail and
 * open in a new tab; images only from data: URLs the notebook carries; inline styles keep only the look of text and
 * boxes (lib/domain/notebook/output-html-rules.ts). Ids and names get a prefix so they cannot clobber page globals.
 */
import DOMPurify, { type Config } from "dompurify";
import { cssValueReachesOut, isLocalReference, safeImageSource, safeInlineStyle, safeOutputLink } from "@/lib/domain/notebook/output-html-rules";

const reachingTags = ["link", "meta", "base", "form", "input", "button", "select", "textarea", "option", "iframe", "frame", "frameset", "object", "embed", "applet", "video", "audio", "source", "track", "picture", "portal", "template", "dialog", "noscript"];
const reachingAttributes = ["srcset", "action", "formaction", "background", "poster", "ping", "srcdoc", "lowsrc", "dynsrc", "longdesc"];

const htmlConfig: Config = {
  USE_PROFILES: { html: true, svg: true, svgFilters: true },
  // <style> too: a stylesheet could restyle the whole page, not only this output.
  FORBID_TAGS: [...reachingTags, "style"],
  FORBID_ATTR: reachingAttributes,
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

/**
 * SVG outputs are drawn as images (rich-output.tsx), where the browser neither runs script nor loads anything, so
 * what matplotlib writes may stay: its <style>, and <use> (every glyph and marker; local references only, see
 * confineUrls).
 */
const svgConfig: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ["use"],
  FORBID_TAGS: reachingTags,
  FORBID_ATTR: reachingAttributes,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

/** Highlighted code is highlight.js's escaped spans; only those pass. */
const codeConfig: Config = { ALLOWED_TAGS: ["span"], ALLOWED_ATTR: ["class"] };

function confineUrls(element: Element) {
  const tag = element.localName.toLowerCase();
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const value = attribute.value;
    let keep: string | undefined = value;
    if (name === "style") keep = safeInlineStyle(value) || undefined;
    else if (name === "href" || name === "xlink:href") {
      keep = tag === "a" ? safeOutputLink(value) : isLocalReference(value) ? value : tag === "image" ? safeImageSource(value) : undefined;
    } else if (name === "src") keep = tag === "img" ? safeImageSource(value) : undefined;
    // SVG paint attributes (fill="url(...)") may name a gradient in the same output, nothing else.
    else if (/url\s*\(/i.test(value) && cssValueReachesOut(value)) keep = undefined;
    if (keep === undefined) element.removeAttributeNode(attribute);
    else if (keep !== value) attribute.value = keep;
  }
  if (tag === "a" && element.hasAttribute("href")) {
    element.setAttribute("target", "_blank");
    element.setAttribute("rel", "noopener noreferrer nofollow");
  }
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify of our own (hooks are per instance), made on first use: this module also loads where no DOM exists. */
function outputPurifier() {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook("afterSanitizeAttributes", (node) => {
      if (node instanceof Element) confineUrls(node);
    });
  }
  return purifier;
}

export function sanitizeOutputHtml(html: string): string {
  return outputPurifier().sanitize(html, { ...htmlConfig, RETURN_DOM_FRAGMENT: false, RETURN_DOM: false });
}

/** The output's first <svg>, sanitized, as standalone SVG text for an image; undefined when there is none. */
export function sanitizeOutputSvg(svg: string): string | undefined {
  const fragment = outputPurifier().sanitize(svg, { ...svgConfig, RETURN_DOM_FRAGMENT: true });
  const root = fragment.querySelector("svg");
  if (!root) return undefined;
  // As XML, not HTML: an image of type image/svg+xml is parsed as XML, and the serializer states the SVG namespace
  // even when the output left it out (the HTML parser put the element in it anyway).
  return new XMLSerializer().serializeToString(root);
}

export function sanitizeHighlightedCode(html: string): string {
  return outputPurifier().sanitize(html, { ...codeConfig, RETURN_DOM_FRAGMENT: false, RETURN_DOM: false });
}
