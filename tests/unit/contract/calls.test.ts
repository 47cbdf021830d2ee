import { describe, expect, it } from "vitest";
import {
  buildCallPath,
  type CallDef,
  callIds,
  callRoutes,
  contractCalls,
  envelopeSchema,
  findCall,
  matchCallPath,
  successEnvelope,
} from "@/lib/contract";
import { callSamples } from "./samples";

const parts = ["params", "query", "body"] as const;
const entries = callIds.map((id) => [id, contractCalls[id] as CallDef] as const);

describe("contractCalls registry", () => {
  it("has a sample for every call (add one in samples/ when adding a call)", () => {
    const missing = callIds.filter((id) => !Object.hasOwn(callSamples, id));
    expect(missing).toEqual([]);
    expect(Object.keys(callSamples).sort()).toEqual([...callIds].sort());
  });

  it("takes every call's route from the route table under its own id, and routes nothing else", () => {
    expect(Object.keys(callRoutes).sort()).toEqual([...callIds].sort());
    const misrouted = entries.filter(([id, call]) => {
      const route = callRoutes[id];
      return call.method !== route.method || call.path !== route.path;
    });
    expect(misrouted.map(([id]) => id)).toEqual([]);
  });

  it("has one call per method + path", () => {
    const keys = entries.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries)("%s declares params exactly for its :segments", (_id, call) => {
    const segments = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    if (segments.length === 0) expect(call.params).toBeUndefined();
    else expect(call.params).toBeDefined();
  });

  it.each(entries)("%s has no body on GET", (_id, call) => {
    if (call.method === "GET") expect(call.body).toBeUndefined();
  });
});

describe.each(entries)("%s round-trips its sample", (id, call) => {
  const sample = callSamples[id] as Record<string, unknown>;

  it.each(parts)("%s", (part) => {
    const schema = call[part];
    if (schema === undefined) {
      expect(sample[part]).toBeUndefined();
      return;
    }
    expect(sample).toHaveProperty(part);
    expect(schema.parse(sample[part])).toEqual(sample[part]);
  });

  it("result", () => {
    if (call.response === "json") {
      const envelope = successEnvelope(sample.result);
      expect(envelopeSchema(call.result).parse(envelope)).toEqual(envelope);
    } else {
      // Streams answer events, files answer bytes: the result schema describes one event or null, no envelope.
      expect(call.result.parse(sample.result)).toEqual(sample.result);
    }
  });
});

describe("paths", () => {
  it.each([
    ["/task/cancel/:id", { id: "t 1/2" }, "/task/cancel/t%201%2F2"],
    ["/file/temp/:fileId", { fileId: 7 }, "/file/temp/7"],
    ["/health", undefined, "/health"],
  ] as const)("buildCallPath(%s)", (path, params, expected) => {
    expect(buildCallPath(path, params)).toBe(expected);
  });

  it("refuses to build a path with a missing parameter", () => {
    expect(() => buildCallPath("/task/cancel/:id", {})).toThrow(/missing path parameter "id"/);
  });

  it.each([
    ["/task/cancel/:id", "/task/cancel/abc", { id: "abc" }],
    ["/chat", "/chat/", {}],
    ["/task/cancel/:id", "/task/cancel", undefined],
    ["/task/cancel/:id", "/task/cancel/%E0%A4%A", undefined],
    ["/health", "/health/stream", undefined],
  ] as const)("matchCallPath(%s, %s)", (pattern, path, expected) => {
    expect(matchCallPath(pattern, path)).toEqual(expected);
  });

  it.each([
    ["POST", "/task/cancel/t_9", "task.cancel", { id: "t_9" }],
    ["get", "/chat/", "chat.stream", {}],
    ["GET", "/health/stream", "health.stream", {}],
    ["PUT", "/file/temp/f_1", "file.uploadTemp", { fileId: "f_1" }],
  ] as const)("findCall(%s %s) → %s", (method, path, id, params) => {
    expect(findCall(method, path)).toEqual({ id, params });
  });

  it("findCall misses unknown paths and wrong methods", () => {
    expect(findCall("GET", "/nope")).toBeUndefined();
    expect(findCall("GET", "/user/login")).toBeUndefined();
  });
});

describe("health stream query", () => {
  const schema = contractCalls["health.stream"].query;

  it("defaults count 10 and interval 100 and coerces query strings", () => {
    expect(schema.parse({})).toEqual({ count: 10, interval: 100 });
    expect(schema.parse({ count: "3", interval: "250" })).toEqual({ count: 3, interval: 250 });
  });

  it.each([{ count: 0 }, { count: 1001 }, { interval: 9 }, { interval: 10_001 }, { count: "x" }])("rejects %o", (q) => {
    expect(schema.safeParse(q).success).toBe(false);
  });
});
