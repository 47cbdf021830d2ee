import { describe, expect, it } from "vitest";
import { isCrossSiteWrite, isForeignActingRead } from "@/lib/bff/request-guards";

const request = (method: string, headers: Record<string, string>) =>
  new Request("http://app.example.org/api/event/track", { method, headers: { host: "app.example.org", ...headers } });

describe("cross-site writes", () => {
  it.each([
    ["a POST from another origin", "POST", { origin: "https://evil.example" }, true],
    ["a POST the browser marks cross-site", "POST", { "sec-fetch-site": "cross-site" }, true],
    ["a POST from our own origin", "POST", { origin: "http://app.example.org", "sec-fetch-site": "same-origin" }, false],
    ["a POST without Origin (a server or CLI client)", "POST", {}, false],
    ["a GET from another origin (reads are the backend's to guard)", "GET", { origin: "https://evil.example" }, false],
    ["a malformed Origin", "DELETE", { origin: "not a url" }, true],
  ])("%s → refused: %s", (_name, method, headers, refused) => {
    expect(isCrossSiteWrite(request(method, headers))).toBe(refused);
  });
});

describe("GET calls that act, opened from elsewhere (issue 13, defect 9)", () => {
  const read = (path: string, site: string | undefined, method = "GET") =>
    isForeignActingRead(new Request(`http://app.example.org/api${path}`, { method, headers: site ? { "sec-fetch-site": site } : {} }), path);

  it.each([
    ["/chat", "cross-site", true],
    ["/chat", "same-site", true],
    ["/user/sendEmailAuthCode", "cross-site", true],
    ["/user/sendEmailAuthCode", "same-site", true],
    ["/chat", "same-origin", false],
    ["/user/sendEmailAuthCode", "none", false],
    ["/chat", undefined, false],
    ["/chat_session/list", "cross-site", false],
  ])("GET %s with Sec-Fetch-Site %s → refused: %s", (path, site, refused) => {
    expect(read(path, site)).toBe(refused);
  });

  it.each(["HEAD", "OPTIONS"])("%s of an acting GET from another site is refused too (Hono answers HEAD with the GET handler)", (method) => {
    expect(read("/chat", "cross-site", method)).toBe(true);
    expect(read("/user/sendEmailAuthCode", "same-origin", method)).toBe(false);
  });
});
