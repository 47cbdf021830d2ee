import { describe, expect, it } from "vitest";
import { listAbstract, requestedPaperId, paperDay, paperPreprintLink } from "@/components/feed/paper-facts";
import { emptyPagedList, endOfListText, feedPapersOf, hotFeedStartingList, withPage } from "@/lib/client/feed/paged-list";
import { searchableText } from "@/lib/client/search/searchable-text";
import { surveyQueryFor } from "@/lib/client/search/survey-paper";

const paper = (id: number) => ({ id: `2401.${String(id).padStart(5, "0")}`, title: `Paper ${id}` });
const pageOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => paper(from + i));

// Spec §2/§9: infinite lists in pages (30 search, 20 feed) ending with 'No more', or 'No Data' when empty.
// If these fail, a list stops early, asks for pages forever, or repeats a paper.
describe("paged paper lists", () => {
  it("keeps asking while pages are full and ends with 'No more' on a short page", () => {
    let list = withPage(emptyPagedList, pageOf(0, 30), 30);
    expect(list).toMatchObject({ nextOffset: 30, done: false });
    expect(endOfListText(list)).toBeUndefined();
    list = withPage(list, pageOf(30, 5), 30);
    expect(list.items).toHaveLength(35);
    expect(list.done).toBe(true);
    expect(endOfListText(list)).toBe("No more");
  });

  it("says 'No Data' when the first page is empty", () => {
    expect(endOfListText(withPage(emptyPagedList, [], 30))).toBe("No Data");
  });

  it("does not repeat a paper an earlier page showed (spec §5: de-duplicated by id)", () => {
    const list = withPage(withPage(emptyPagedList, pageOf(0, 20), 20), pageOf(19, 20), 20);
    expect(new Set(list.items.map((p) => p.id)).size).toBe(list.items.length);
    expect(list.nextOffset).toBe(40);
  });

  it("fills a feed only from an answer of papers (tagList may answer tag names)", () => {
    expect(feedPapersOf(["LLM Reasoning"])).toEqual([]);
    expect(feedPapersOf([{ name: "AI for Science" }])).toEqual([]);
    expect(feedPapersOf([paper(1)])).toEqual([paper(1)]);
  });

  // The server's first page of the hot feed, as both the visitor's server-drawn feed and FeedView start from it.
  it("starts the hot feed from the server's page: full pages go on, a short one ends, a wait ends empty, a failure asks again", () => {
    expect(hotFeedStartingList({ status: "papers", papers: pageOf(0, 20) })).toMatchObject({ nextOffset: 20, done: false });
    expect(endOfListText(hotFeedStartingList({ status: "papers", papers: pageOf(0, 3) }) ?? emptyPagedList)).toBe("No more");
    expect(hotFeedStartingList({ status: "waiting", message: "first ingestion" })).toEqual({ items: [], nextOffset: 0, done: true });
    expect(hotFeedStartingList({ status: "unavailable" })).toBeUndefined();
  });
});

describe("search box and Survey this", () => {
  it.each([
    ["", undefined],
    ["   \n\t", undefined],
    ["  diffusion models ", "diffusion models"],
  ])("searches for %j: %j", (typed, query) => {
    expect(searchableText(typed)).toBe(query);
  });

  it("seeds the Deep Survey with the paper's title and id", () => {
    const query = surveyQueryFor({ id: "2210.03629", title: " ReAct " });
    expect(query).toContain('"ReAct"');
    expect(query).toContain("2210.03629");
  });
});

describe("paper facts", () => {
  it("opens the paper named by pid, then fpid, then efpid (spec §2)", () => {
    expect(requestedPaperId({ efpid: "3", fpid: "2", pid: "1" })).toBe("1");
    expect(requestedPaperId({ efpid: "3", fpid: ["2", "9"] })).toBe("2");
    expect(requestedPaperId({ efpid: " 3 " })).toBe("3");
    expect(requestedPaperId({ pid: "" })).toBeUndefined();
  });

  it("shows dates as UTC days, whatever form they come in", () => {
    expect(paperDay("2026-11-24T23:30:00Z")).toBe("2026-11-24");
    expect(paperDay(Date.UTC(2026, 0, 2))).toBe("2026-01-02");
    expect(paperDay(String(Date.UTC(2026, 0, 2)))).toBe("2026-01-02");
    expect(paperDay("last week")).toBe("last week");
    expect(paperDay(null)).toBeUndefined();
  });

  it("links arXiv ids to their abstract page and nothing else", () => {
    expect(paperPreprintLink({ id: "2401.01234" })).toBe("https://arxiv.org/abs/2401.01234");
    expect(paperPreprintLink({ id: 42 })).toBeUndefined();
  });

  it("cuts a list item's abstract to what three lines show, keeping short ones whole", () => {
    expect(listAbstract("  Short.  ")).toBe("Short.");
    const long = listAbstract("word ".repeat(200)) ?? "";
    expect(long.length).toBeLessThanOrEqual(321);
    expect(long.endsWith("…")).toBe(true);
    expect(listAbstract(null)).toBeUndefined();
  });
});
