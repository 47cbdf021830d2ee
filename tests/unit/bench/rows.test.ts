import { describe, expect, it } from "vitest";
import type { ChatRow } from "@/scripts/bench/chat";
import { bestRun, type LighthouseFigures, lighthouseRuntimeError, median, medianFigures } from "@/scripts/bench/lighthouse-figures";
import type { LighthouseResult } from "@/scripts/bench/lighthouse";
import { chatRows, jsonRouteRows, lighthouseRows, sandboxRows, sseRows, uploadRows } from "@/scripts/bench/rows";
import { ratioOf } from "@/scripts/bench/table";

const figures = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 93,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 120,
  cls: 0,
  scriptTransferBytes: 100 * 1024,
  scriptResourceBytes: 400 * 1024,
  ...over,
});

const lighthouse = (page: LighthouseFigures, work: LighthouseFigures = figures(), observedWork: LighthouseFigures = work): LighthouseResult => ({
  runs: 5,
  pages: {
    landing: { mobile: page, desktop: page, "mobile observed": page },
    "hot feed": { mobile: page, desktop: page, "mobile observed": page },
    chat: { mobile: work, desktop: work, "mobile observed": observedWork },
    session: { mobile: work, desktop: work, "mobile observed": observedWork },
  },
  bare: { mobile: figures(), desktop: figures(), "mobile observed": figures() },
});

const find = (rows: ReturnType<typeof lighthouseRows>, group: string, figure: string) => rows.find((row) => row.group.startsWith(group) && row.figure === figure);

describe("bench rows", () => {
  it("take the median of each Lighthouse figure on its own", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    const runs = [figures({ performance: 80, tbtMs: 300 }), figures({ performance: 90, tbtMs: 100 }), figures({ performance: 85, tbtMs: 200 })];
    expect(medianFigures(runs)).toMatchObject({ performance: 85, tbtMs: 200 });
  });

  it("pick the budget's best run whole, by performance score, the first of equals", () => {
    const slow = figures({ performance: 80, tbtMs: 300 });
    const fast = figures({ performance: 90, tbtMs: 100, lcpMs: 900 });
    const alsoFast = figures({ performance: 90, tbtMs: 150 });
    expect(bestRun([slow, fast, alsoFast])).toBe(fast);
    expect(bestRun([slow])).toBe(slow);
    expect(() => bestRun([])).toThrow("no Lighthouse run");
  });

  it("tell Lighthouse's own runtime errors (a run to try again) from other failures", () => {
    const noPaint = Object.assign(new Error("Command failed"), {
      stderr: "Runtime error encountered: The page did not paint any content. (NO_FCP)\n",
    });
    expect(lighthouseRuntimeError(noPaint)).toBe("The page did not paint any content. (NO_FCP)");
    expect(lighthouseRuntimeError(Object.assign(new Error("Command failed"), { stderr: "Error: spawn ENOENT\n" }))).toBeUndefined();
    expect(lighthouseRuntimeError(new Error("no stderr"))).toBeUndefined();
    expect(lighthouseRuntimeError(undefined)).toBeUndefined();
  });

  it("hold the landing pages to the bare app within 2 points and 1.03× its script, and the work pages to TBT ≤ 200 ms, on mobile simulated and observed", () => {
    const rows = lighthouseRows(lighthouse(figures({ performance: 91, scriptTransferBytes: 104 * 1024 }), figures({ tbtMs: 250 }), figures({ tbtMs: 180 })));
    expect(find(rows, "Lighthouse mobile, landing", "performance")?.goal).toEqual({ text: "≥ bare − 2", met: true });
    expect(find(rows, "Lighthouse mobile, hot feed", "script transferred")).toMatchObject({ value: 104, reference: { value: 100 }, goal: { met: false } });
    expect(find(rows, "Lighthouse desktop, landing", "performance")?.goal).toBeUndefined();
    expect(find(rows, "Lighthouse mobile, chat", "TBT")?.goal).toEqual({ text: "≤ 200 ms", met: false });
    expect(find(rows, "Lighthouse desktop, session", "TBT")?.goal).toBeUndefined();
    expect(find(rows, "Lighthouse mobile observed, chat", "TBT")?.goal).toEqual({ text: "≤ 200 ms", met: true });
    expect(find(rows, "Lighthouse mobile, landing", "SEO")?.goal).toEqual({ text: "100", met: true });
    expect(rows).toHaveLength(3 * 4 * 9);
  });

  it("set each stream through the BFF, embedded and upstream, through the bare relay and from a twin backend against the direct path", () => {
    const direct = { lagP50: 1, lagP99: 2, firstEventP50: 10, firstEventP99: 20, cpuMsPerStream: 4 };
    const path = {
      direct,
      viaBff: { lagP50: 1.1, lagP99: 2.2, firstEventP50: 25, firstEventP99: 40, cpuMsPerStream: 7 },
      viaEmbedded: { lagP50: 1, lagP99: 3, firstEventP50: 15, firstEventP99: 30, cpuMsPerStream: 5 },
      viaRelay: { lagP50: 1, lagP99: 2.1, firstEventP50: 12, firstEventP99: 30, cpuMsPerStream: 6 },
      directTwin: { lagP50: 1, lagP99: 2.6, firstEventP50: 9, firstEventP99: 22, cpuMsPerStream: 4.1 },
    };
    const rows = sseRows({ streams: 20, rounds: 3, paths: { "health stream": path, "chat stream": path, "task events": path } });
    const row = (stream: string, door: string, figure: string) => rows.find((r) => r.group.includes(stream) && r.group.includes(door) && r.figure === figure);
    const lag = row("task events", "upstream", "lag p99");
    expect(lag && ratioOf(lag)).toBeCloseTo(1.1);
    expect(lag?.goal?.met).toBe(true);
    expect(row("chat stream", "upstream", "first event p50")?.goal).toEqual({ text: "≤ direct + 10 ms", met: false });
    expect(row("chat stream", "embedded", "lag p99")).toMatchObject({ value: 3, reference: { value: 2 }, goal: { met: false } });
    expect(row("chat stream", "embedded", "first event p50")?.goal?.met).toBe(true);
    expect(row("health stream", "bare node:http relay", "lag p99")).toMatchObject({ value: 2.1, reference: { value: 2 } });
    expect(row("health stream", "bare node:http relay", "lag p99")?.goal).toBeUndefined();
    expect(row("chat stream", "embedded", "server CPU per stream")).toMatchObject({ value: 5, reference: { value: 4 } });
    expect(row("task events", "bare node:http relay", "server CPU per stream")?.goal).toBeUndefined();
    expect(row("task events", "second standalone backend", "lag p99")).toMatchObject({ value: 2.6, reference: { value: 2 } });
    expect(row("task events", "second standalone backend", "lag p99")?.goal).toBeUndefined();
    expect(row("chat stream", "second standalone backend", "first event p50")).toMatchObject({ value: 9, reference: { value: 10 } });
    // Upstream mode also against the bare relay, the floor of any process put in front of the backend; no goal there.
    const againstFloor = rows.filter((r) => r.group.includes("upstream") && r.reference?.label.includes("bare node:http relay"));
    const perStream = [
      ["lag p99 against the floor relay", 2.2, 2.1],
      ["first event p50 against the floor relay", 25, 12],
    ];
    expect(againstFloor.map((r) => [r.figure, r.value, r.reference?.value])).toEqual([...perStream, ...perStream, ...perStream]);
    expect(againstFloor.every((r) => r.goal === undefined)).toBe(true);
    expect(rows).toHaveLength(3 * (5 + 5 + 2 + 3 + 3));
  });

  it("set the median of the app's chat runs against the median of the floor relay's, counts at their worst", () => {
    const chat = (over: Partial<ChatRow>): ChatRow => ({
      streams: 1000, held: 1000, completed: 1000, failed: 0, kbPerOpenStream: 40, kbPerStream: 90, openCpuMsPerStream: 1, cpuUsPerChunk: 30,
      harnessUsPerChunk: 20, lagP50: 5, lagP99: 30, clientLoopP99: 10, seconds: 8, load: 1, failures: "", ...over,
    });
    const app = [chat({ lagP99: 20, held: 990, failed: 10 }), chat({ lagP99: 60, kbPerOpenStream: 120 }), chat({ lagP99: 50 })];
    const rows = chatRows(app, [chat({ lagP99: 30 }), chat({ lagP99: 10, kbPerOpenStream: 10 }), chat({ lagP99: 35 })]);
    const row = (figure: string) => rows.find((candidate) => candidate.figure === figure);
    expect(rows[0]?.group).toContain("1000 held");
    expect(rows[0]?.group).toContain("median of 3 runs each");
    expect(row("lag p99")).toMatchObject({ value: 50, reference: { value: 30 }, goal: { met: false } });
    expect(row("lag p99 of the worst run")).toMatchObject({ value: 60, reference: { value: 35 } });
    expect(row("lag p99 of the worst run")?.goal).toBeUndefined();
    expect(row("memory per open stream")).toMatchObject({ value: 40, goal: { met: true } });
    expect(row("streams held at once")).toMatchObject({ value: 990, goal: { met: false } });
    expect(row("failed streams")).toMatchObject({ value: 10, goal: { met: false } });
    expect(chatRows([], app)).toEqual([]);
  });

  it("set uploads against the standalone backend, sandboxing against bare, the app's JSON route against node:http", () => {
    const MiB = 1024 * 1024;
    const upload = uploadRows(
      [
        { path: "standalone backend", bytes: 500 * MiB, seconds: 5, mibPerSecond: 100, growth: [["backend", 10 * MiB]] },
        { path: "BFF, embedded backend", bytes: 500 * MiB, seconds: 10, mibPerSecond: 50, growth: [["app", 70 * MiB]] },
      ],
      64 * MiB,
    );
    expect(upload.find((row) => row.figure === "throughput, BFF, embedded backend")?.reference?.value).toBe(100);
    expect(upload.find((row) => row.figure.endsWith("app"))?.goal).toEqual({ text: "< 64 MiB", met: false });
    const f = (sandboxP50: number, bareP50: number) => ({ runs: 3, sandboxP50, sandboxP99: sandboxP50, bareP50, bareP99: bareP50 });
    const sandbox = sandboxRows({ root: true, start: f(30, 10), kernelStart: f(1200, 1000), cell: f(25, 2) });
    expect(sandbox.map((row) => row.goal?.met)).toEqual([undefined, true, false]);
    const load = { p50Ms: 1, p99Ms: 5, failed: 0 };
    const route = { path: "/api/chat_session/list", signedIn: true, app: { ...load, requestsPerSecond: 1000 }, floor: { ...load, requestsPerSecond: 10000 } };
    const json = jsonRouteRows({ connections: 20, seconds: 5, routes: [route] });
    expect(json[0]?.group).toBe("JSON route GET /api/chat_session/list (signed in), 20 connections, 5 s");
    expect(json[0] && ratioOf(json[0])).toBeCloseTo(0.1);
  });
});
