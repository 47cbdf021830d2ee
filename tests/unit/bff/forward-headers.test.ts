import { describe, expect, it } from "vitest";
import { buildAnswerHeaders, buildForwardHeaders, forwardedSearch, isRewritableAnswer, isRewritableContentType } from "@/lib/bff/forward-headers";

const client = { ip: "203.0.113.9", host: "app.example.org", protocol: "https" };

describe("headers crossing the BFF", () => {
  const incoming = new Headers({
    accept: "application/json",
    "accept-language": "de-DE",
    "content-type": "application/json",
    fingerprint: "fp-1",
    "source-platform": "web",
    cookie: "next-auth.session-token=secret",
    authorization: "Bearer page-supplied",
    AuthToken: "page-supplied",
    "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
    "x-forwarded-for": "1.2.3.4",
    connection: "keep-alive",
  });

  it("forwards the contract headers and the session's token as AuthToken and token", () => {
    const headers = buildForwardHeaders(incoming, "tok-123", client);
    expect(headers.get("accept-language")).toBe("de-DE");
    expect(headers.get("fingerprint")).toBe("fp-1");
    expect(headers.get("source-platform")).toBe("web");
    expect(headers.get("AuthToken")).toBe("tok-123");
    expect(headers.get("token")).toBe("tok-123");
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(headers.get("accept-encoding")).toBe("identity");
  });

  it("never forwards cookies, Next's internal headers or a token the page sent", () => {
    const headers = buildForwardHeaders(incoming, undefined, client);
    for (const name of ["cookie", "authorization", "AuthToken", "token", "x-middleware-subrequest", "connection"]) {
      expect(headers.has(name), name).toBe(false);
    }
  });

  it("drops hop-by-hop headers and upstream cookies from answers, and marks streams unbuffered", () => {
    const answer = buildAnswerHeaders(
      new Headers({
        "content-type": "text/event-stream",
        "transfer-encoding": "chunked",
        connection: "keep-alive",
        "set-cookie": "upstream=1",
        "x-middleware-rewrite": "/x",
        "content-disposition": 'attachment; filename="a.pdf"',
      }),
      false,
    );
    expect([...answer.keys()].sort()).toEqual(["cache-control", "content-disposition", "content-type", "x-accel-buffering"]);
    expect(answer.get("cache-control")).toBe("no-cache, no-transform");
    expect(answer.get("x-accel-buffering")).toBe("no");
  });

  it("keeps Content-Length only while the body is passed through unchanged", () => {
    const upstream = new Headers({ "content-type": "application/json", "content-length": "42" });
    expect(buildAnswerHeaders(upstream, false).get("content-length")).toBe("42");
    expect(buildAnswerHeaders(upstream, true).has("content-length")).toBe(false);
  });

  it.each([
    ["application/json; charset=utf-8", true],
    ["text/event-stream", true],
    ["application/problem+json", true],
    ["application/pdf", false],
    ["image/png", false],
    [null, false],
  ])("treats %s as rewritable: %s", (type, expected) => {
    expect(isRewritableContentType(type)).toBe(expected);
  });

  // A downloaded CSV that mentions the storage host must reach the user byte for byte.
  it.each([
    [{ "content-type": "text/csv" }, true],
    [{ "content-type": "text/csv", "content-disposition": "attachment; filename=\"a.csv\"" }, false],
    [{ "content-type": "application/json", "content-disposition": "inline" }, true],
  ])("rewrites an answer with headers %j: %s", (headers, expected) => {
    expect(isRewritableAnswer(new Headers(headers))).toBe(expected);
  });
});

describe("the query string forwarded (issue 13, defect 2)", () => {
  it.each([
    ["?query=hi&token=stolen", "?query=hi"],
    ["?AuthToken=stolen&query=hi", "?query=hi"],
    ["?%74oken=stolen&query=hi", "?query=hi"],
    ["?TOKEN=a&token=b", ""],
  ])("%s → %s", (search, forwarded) => {
    expect(forwardedSearch(search)).toBe(forwarded);
  });

  it("is left exactly as it came when it carries no token", () => {
    expect(forwardedSearch("?query=a%20b+c&chatSessionId=1")).toBe("?query=a%20b+c&chatSessionId=1");
    expect(forwardedSearch("")).toBe("");
  });
});
