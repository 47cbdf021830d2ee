import { describe, expect, it } from "vitest";
import { agentList } from "@/lib/contract/agents";
import { type CallDef, contractCalls } from "@/lib/contract";
import { HOME_SLUG } from "@/lib/domain/home/home-route";
import { type CodeLine, codeLines, where } from "./source-lines";

/**
 * The contract drives the code (DESIGN §10, issue 14): the backend mounts calls by id, the client and the BFF call
 * by id, and only lib/contract spells a call's path. A path literal elsewhere is a second copy that drifts: what a
 * user would notice is a button that calls an address nothing serves, its 404 swallowed.
 *
 * Each call's path is looked for as a string literal, bare ("/user/login") or under /api ("/api/user/login"),
 * whole, with a query or, for a path with `:params`, as its fixed start (`/task/cancel/${id}`).
 */
/** The routes, the client and the BFF (with its doors: the /api route handlers and proxy.ts). */
const SCANNED = ["lib/backend/routes", "lib/client", "lib/bff", "app/api", "proxy.ts"];

/** App pages whose address is also a call's path (the /chat page, GET /api/chat): bare, such a literal is a link. */
const PAGE_ADDRESSES = new Set(["/", `/${HOME_SLUG}`, ...agentList.map((agent) => `/${agent.slug}`)]);

const callPaths = Object.values(contractCalls).map((call: CallDef) => {
  const param = call.path.indexOf("/:");
  return { whole: call.path, fixedStart: param === -1 ? undefined : call.path.slice(0, param) };
});

/** What follows an opening quote, up to the first character no path has: `?`, `$`, a quote, a space. */
const QUOTED_PATH = /["'`](\/[\w./:-]*)/g;

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? withoutTrailingSlash(path.slice(0, -1)) : path;
}

function namesCallPath(literal: string): boolean {
  const underApi = literal.startsWith("/api/");
  const path = withoutTrailingSlash(underApi ? literal.slice("/api".length) : literal);
  if (!underApi && PAGE_ADDRESSES.has(path)) return false;
  return callPaths.some(({ whole, fixedStart }) =>
    fixedStart === undefined ? path === whole : path === fixedStart || path.startsWith(`${fixedStart}/`),
  );
}

function pathLiteralsIn(line: CodeLine): string[] {
  return [...line.text.matchAll(QUOTED_PATH)].map((match) => match[1] ?? "").filter(namesCallPath);
}

describe("contract call paths outside lib/contract", () => {
  it.each([
    ['"/user/login"', true],
    ["'/api/user/getUserInfo'", true],
    ["`/api/chat?sessionId=${id}`", true],
    ["`/task/cancel/${id}`", true],
    ['"/task/events/"', true],
    ['"/chat"', false],
    ['"/login/oauth/authorize"', false],
    ['"/user/login-help"', false],
    ["`${base}/user/login`", false],
  ])("the scan reads %s as a call path: %s", (code, expected) => {
    expect(pathLiteralsIn({ file: "example.ts", line: 1, text: code }).length > 0).toBe(expected);
  });

  it("are looked for in places that hold code (a moved folder would leave the scan empty)", () => {
    expect(SCANNED.filter((root) => codeLines([root]).length === 0)).toEqual([]);
  });

  it("are spelled nowhere in the routes, the client or the BFF", () => {
    const hits = codeLines(SCANNED).filter((line) => pathLiteralsIn(line).length > 0);
    expect(hits.map(where)).toEqual([]);
  });
});
