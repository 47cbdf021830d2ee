import { afterEach, describe, expect, it, vi } from "vitest";
import { createArxivClient, parseArxivListing } from "@/lib/backend/papers/sources/arxiv-client";

/** The arXiv export API as the feed uses it: listings by category and submission date, and lookups by id. */
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <entry>
    <id>http://arxiv.org/abs/2611.01234v2</id>
    <published>2026-11-23T17:59:01Z</published>
    <title>Graph Networks
      at Scale</title>
    <summary>  Message passing.
</summary>
    <author><name>Ada Lovelace</name></author>
    <arxiv:primary_category term="cs.LG"/>
    <category term="cs.AI"/>
    <category term="cs.LG"/>
  </entry>
  <entry>
    <id>http://arxiv.org/abs/2611.05678v1</id>
    <published>not a date</published>
    <title>Only One Category</title>
    <summary>Text.</summary>
    <category term="quant-ph"/>
  </entry>
</feed>`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("parseArxivListing", () => {
  it("reads each paper with its categories (primary first, once) and submission date", () => {
    const [first, second] = parseArxivListing(FEED);
    expect(first).toMatchObject({ categories: ["cs.LG", "cs.AI"], paper: { id: "arxiv:2611.01234", title: "Graph Networks at Scale", abstract: "Message passing." } });
    expect(first?.submittedAt?.toISOString()).toBe("2026-11-23T17:59:01.000Z");
    expect(second).toMatchObject({ categories: ["quant-ph"], submittedAt: null });
  });
});

describe("the arXiv client's feed queries", () => {
  const client = () => createArxivClient({ baseUrl: "http://arxiv.test/api/query", timeoutMs: 1000, userAgent: "test" });
  const captured = () => {
    const urls: URL[] = [];
    vi.stubGlobal("fetch", async (input: string | URL) => {
      urls.push(new URL(String(input)));
      return new Response(FEED, { headers: { "content-type": "application/atom+xml" } });
    });
    return urls;
  };

  it("lists categories by submittedDate, newest first, in UTC minutes", async () => {
    const urls = captured();
    const listed = await client().listSubmitted({
      categories: ["cs.AI", "cs.LG"],
      from: new Date("2026-11-21T08:05:00Z"),
      to: new Date("2026-11-24T14:30:59Z"),
      start: 100,
      max: 50,
    });
    expect(listed).toHaveLength(2);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      search_query: "(cat:cs.AI OR cat:cs.LG) AND submittedDate:[202611210805 TO 202611241430]",
      start: "100",
      max_results: "50",
      sortBy: "submittedDate",
      sortOrder: "descending",
    });
  });

  it("looks papers up by id_list, and asks nothing for no ids or no categories", async () => {
    const urls = captured();
    await client().byIds(["2611.01234", "2611.05678"]);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ id_list: "2611.01234,2611.05678", max_results: "2" });
    expect(await client().byIds([])).toEqual([]);
    expect(await client().listSubmitted({ categories: [], from: new Date(), to: new Date(), start: 0, max: 10 })).toEqual([]);
    expect(urls).toHaveLength(1);
  });
});
