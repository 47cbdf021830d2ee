import { describe, expect, it } from "vitest";
import { PaperSearchUnavailableError, PaperSourceError } from "@/lib/backend/papers/sources/source-error";

/** The agent (and the user's Process view) learns which sources failed and how, never the network's own words. */
describe("PaperSearchUnavailableError", () => {
  it("names each source and the kind of failure, without addresses or ports", () => {
    const failures = [
      new PaperSourceError("arxiv", "http", "HTTP 503", 503),
      new PaperSourceError("openalex", "network", "connect ECONNREFUSED 10.1.2.3:8443"),
      new PaperSourceError("semantic_scholar", "timeout", "no answer within 15000 ms"),
      new Error("getaddrinfo ENOTFOUND internal.corp.example"),
    ];
    const { message } = new PaperSearchUnavailableError("graph networks", failures);
    expect(message).toContain("arxiv: HTTP 503; openalex: network; semantic_scholar: timeout; unexpected error");
    expect(message).not.toMatch(/10\.1\.2\.3|8443|ECONNREFUSED|internal\.corp/);
  });
});
