/**
 * A remark plugin that makes a report's numbered citations links (issue 7 item 5). The References section's
 * entries, written one per line by the backend, become a list whose items carry the anchor `source-n`; every
 * marker [n] elsewhere links to its entry, or, when the report has no such entry, to the cited paper's page
 * (`paperLinks[n - 1]`, the finish result's mid_output.paper in citation order). Markers inside links, code and
 * math are left alone.
 */
import type { Link, List, ListItem, Nodes, PhrasingContent, Root, RootContent } from "mdast";
import { citationPieces, isReferencesHeading, referenceEntryNumber, sourceAnchorId } from "@/lib/domain/report/report-citations";

export type RemarkCitationsOptions = {
  paperLinks?: readonly (string | undefined)[];
  /** The References entries of the whole report, when this tree is one part of it (markdown-parts.ts). */
  entryNumbers?: ReadonlySet<number>;
};

function textOf(node: Nodes): string {
  if ("value" in node) return node.value;
  return "children" in node ? node.children.map((child: Nodes) => textOf(child)).join("") : "";
}

/** A paragraph's inline content cut at its line ends (soft breaks inside text, and hard breaks). */
function lines(children: readonly PhrasingContent[]): PhrasingContent[][] {
  const result: PhrasingContent[][] = [[]];
  for (const child of children) {
    if (child.type === "break") {
      result.push([]);
      continue;
    }
    if (child.type !== "text") {
      result.at(-1)?.push(child);
      continue;
    }
    child.value.split("\n").forEach((part, index) => {
      if (index > 0) result.push([]);
      if (part !== "") result.at(-1)?.push({ type: "text", value: part });
    });
  }
  return result.filter((line) => line.length > 0);
}

const entryItem = (n: number, content: PhrasingContent[]): ListItem => ({
  type: "listItem",
  spread: false,
  data: { hProperties: { id: sourceAnchorId(n) } },
  children: [{ type: "paragraph", children: content }],
});

/** Entry lines become list items with anchors; a line that starts no entry continues the one before it. */
function entriesList(content: readonly PhrasingContent[], numbers: Set<number>): RootContent[] {
  const items: ListItem[] = [];
  const loose: RootContent[] = [];
  for (const line of lines(content)) {
    const first = line[0];
    const n = first?.type === "text" ? referenceEntryNumber(first.value) : undefined;
    const paragraph = items.at(-1)?.children[0];
    if (n !== undefined) {
      numbers.add(n);
      items.push(entryItem(n, line));
    } else if (paragraph?.type === "paragraph") paragraph.children.push({ type: "text", value: " " }, ...line);
    else loose.push({ type: "paragraph", children: line });
  }
  const list: List = { type: "list", ordered: false, spread: false, data: { hProperties: { className: ["report-sources"] } }, children: items };
  return items.length > 0 ? [...loose, list] : loose;
}

/** Anchors the entries of the last References section; returns the entry numbers and the nodes it made. */
function markReferences(tree: Root): { numbers: Set<number>; section: Set<RootContent> } {
  const numbers = new Set<number>();
  const section = new Set<RootContent>();
  const start = tree.children.findLastIndex((node) => node.type === "heading" && isReferencesHeading(textOf(node)));
  const heading = tree.children[start];
  if (heading?.type !== "heading") return { numbers, section };
  let end = start + 1;
  while (end < tree.children.length) {
    const node = tree.children[end];
    if (node?.type === "heading" && node.depth <= heading.depth) break;
    end += 1;
  }
  const replaced = tree.children.slice(start + 1, end).flatMap((node): RootContent[] => {
    if (node.type === "paragraph") return entriesList(node.children, numbers);
    if (node.type === "list") {
      node.children.forEach((item, index) => {
        const n = referenceEntryNumber(textOf(item)) ?? (node.ordered ? (node.start ?? 1) + index : undefined);
        if (n === undefined) return;
        numbers.add(n);
        item.data = { ...item.data, hProperties: { ...item.data?.hProperties, id: sourceAnchorId(n) } };
      });
    }
    return [node];
  });
  tree.children.splice(start + 1, end - start - 1, ...replaced);
  for (const node of replaced) section.add(node);
  return { numbers, section };
}

const citationLink = (url: string, text: string): Link => ({
  type: "link",
  url,
  title: null,
  data: { hProperties: { className: ["report-citation"] } },
  children: [{ type: "text", value: text }],
});

/** Replaces markers in the text below `node` with links, skipping links, the References section and code. */
function linkMarkers(node: Nodes, targetOf: (n: number) => string | undefined, skip: Set<RootContent>) {
  if (!("children" in node)) return;
  const children = node.children as Nodes[];
  for (let index = children.length - 1; index >= 0; index -= 1) {
    const child = children[index];
    if (!child || skip.has(child as RootContent) || child.type === "link" || child.type === "linkReference") continue;
    if (child.type !== "text") {
      linkMarkers(child, targetOf, skip);
      continue;
    }
    const pieces = citationPieces(child.value);
    if (!pieces.some((piece) => piece.kind === "citation" && targetOf(piece.number))) continue;
    const replacement = pieces.map((piece): PhrasingContent => {
      const target = piece.kind === "citation" ? targetOf(piece.number) : undefined;
      return target ? citationLink(target, piece.text) : { type: "text", value: piece.text };
    });
    children.splice(index, 1, ...replacement);
  }
}

/** The entry numbers of a parsed report's References section, by the same rules the plugin anchors them. */
export function referenceEntryNumbers(tree: Root): Set<number> {
  return markReferences(tree).numbers;
}

export function remarkCitations(options: RemarkCitationsOptions = {}) {
  return (tree: Root) => {
    const { numbers, section } = markReferences(tree);
    const hasEntry = (n: number) => numbers.has(n) || options.entryNumbers?.has(n) === true;
    const targetOf = (n: number) => (hasEntry(n) ? `#${sourceAnchorId(n)}` : options.paperLinks?.[n - 1]);
    linkMarkers(tree, targetOf, section);
  };
}
