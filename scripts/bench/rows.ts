/**
 * Each bench's structured result as rows of the one table (pure: unit-tested), each figure beside its reference,
 * with issue 22's goals (and the earlier issues' where 22 repeats them) where one applies.
 */
import type { ChatRow } from "./chat";
import type { InpResult, InpScenario } from "./inp";
import type { JsonRouteResult } from "./json-route";
import type { LighthouseFigures } from "./lighthouse-figures";
import { type LighthouseResult, type Page, PRESETS } from "./lighthouse";
import { percentile } from "./percentile";
import type { PollRow } from "./poll";
import type { SandboxFigure, SandboxResult } from "./sandbox";
import type { SseFigures, SseResult } from "./sse";
import type { BenchRow, Goal } from "./table";
import type { UploadRow } from "./upload";

const goal = (text: string, met: boolean): Goal => ({ text, met });
const KIB = 1024;
const MIB = 1024 * 1024;

/** Issue 22 item 3: the pages people land on, and the two they work in. */
const LANDING_PAGES: readonly string[] = ["landing", "hot feed"] satisfies Page[];
const WORK_PAGES: readonly string[] = ["chat", "session"] satisfies Page[];

export function lighthouseRows(result: LighthouseResult): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const preset of PRESETS) {
    const mobile = preset !== "desktop";
    const bare = result.bare[preset];
    for (const [page, figures] of Object.entries(result.pages).map(([name, byPreset]) => [name, byPreset[preset]] as const)) {
      const group = `Lighthouse ${preset}, ${page} (median of ${result.runs})`;
      const landing = LANDING_PAGES.includes(page);
      const row = (figure: string, field: keyof LighthouseFigures, unit: BenchRow["unit"], rowGoal?: Goal, scale = 1): BenchRow => ({
        group,
        figure,
        unit,
        value: figures[field] / scale,
        reference: { label: "bare Next 16", value: bare[field] / scale },
        ...(rowGoal ? { goal: rowGoal } : {}),
      });
      const hundred = (field: keyof LighthouseFigures) => (landing ? goal("100", figures[field] >= 100) : undefined);
      rows.push(
        row("performance", "performance", "score", landing && mobile ? goal("≥ bare − 2", figures.performance >= bare.performance - 2) : undefined),
        row("accessibility", "accessibility", "score", hundred("accessibility")),
        row("best practices", "bestPractices", "score", hundred("bestPractices")),
        row("SEO", "seo", "score", hundred("seo")),
        row("LCP", "lcpMs", "ms"),
        row("TBT", "tbtMs", "ms", WORK_PAGES.includes(page) && mobile ? goal("≤ 200 ms", figures.tbtMs <= 200) : undefined),
        row("CLS", "cls", ""),
        row("script transferred", "scriptTransferBytes", "kB", landing ? goal("≤ 1.03× bare", figures.scriptTransferBytes <= 1.03 * bare.scriptTransferBytes) : undefined, KIB),
        row("script uncompressed", "scriptResourceBytes", "kB", undefined, KIB),
      );
    }
  }
  return rows;
}

/**
 * Per stream: the BFF in upstream mode and the BFF with its backend in-process (the default set-up), each against the
 * standalone backend read directly, with issue 22's goals; the bare node:http relay against the same direct path,
 * the floor of any process put between a client and the backend on this machine; and a twin of the standalone
 * backend read directly, the same path again: how far apart two identical servers read in the same run, so a ratio
 * within that spread of 1× says nothing. The servers' CPU per stream sits beside the times (no goal of its own): what
 * a path costs, apart from what the machine's load made of its times.
 */
export function sseRows(result: SseResult): BenchRow[] {
  return Object.entries(result.paths).flatMap(([path, { direct, viaBff, viaRelay, viaEmbedded, directTwin }]) => {
    const reference = (value: number) => ({ label: "direct (standalone backend)", value });
    const groupOf = (door: string) => `SSE ${path}, ${result.streams} concurrent streams, ${door}`;
    const UPSTREAM = "through the BFF, upstream mode";
    const through = (door: string, figures: SseFigures): BenchRow[] => {
      const group = groupOf(door);
      return [
        { group, figure: "lag p50", unit: "ms", value: figures.lagP50, reference: reference(direct.lagP50) },
        { group, figure: "lag p99", unit: "ms", value: figures.lagP99, reference: reference(direct.lagP99), goal: goal("≤ 1.2× direct", figures.lagP99 <= 1.2 * direct.lagP99) },
        { group, figure: "first event p50", unit: "ms", value: figures.firstEventP50, reference: reference(direct.firstEventP50), goal: goal("≤ direct + 10 ms", figures.firstEventP50 <= direct.firstEventP50 + 10) },
        { group, figure: "first event p99", unit: "ms", value: figures.firstEventP99, reference: reference(direct.firstEventP99) },
        { group, figure: "server CPU per stream", unit: "ms", value: figures.cpuMsPerStream, reference: reference(direct.cpuMsPerStream) },
      ];
    };
    // The floor and the twin: no goal, each only set beside the direct path.
    const besideDirect = (door: string, figures: SseFigures): BenchRow[] => {
      const group = groupOf(door);
      return [
        { group, figure: "lag p99", unit: "ms", value: figures.lagP99, reference: reference(direct.lagP99) },
        { group, figure: "first event p50", unit: "ms", value: figures.firstEventP50, reference: reference(direct.firstEventP50) },
        { group, figure: "server CPU per stream", unit: "ms", value: figures.cpuMsPerStream, reference: reference(direct.cpuMsPerStream) },
      ];
    };
    // Upstream mode puts a process between the reader and the backend, as the bare relay does: the same times again
    // beside the relay's, what the BFF costs above any proxy, where the goal's 1.2× direct is read against 1×.
    const relay = (value: number) => ({ label: "bare node:http relay (the floor of a proxy)", value });
    const upstreamAgainstFloor: BenchRow[] = [
      { group: groupOf(UPSTREAM), figure: "lag p99 against the floor relay", unit: "ms", value: viaBff.lagP99, reference: relay(viaRelay.lagP99) },
      { group: groupOf(UPSTREAM), figure: "first event p50 against the floor relay", unit: "ms", value: viaBff.firstEventP50, reference: relay(viaRelay.firstEventP50) },
    ];
    const floor = besideDirect("through a bare node:http relay (the floor of a proxy)", viaRelay);
    const twin = besideDirect("a second standalone backend read directly (the bench's own spread)", directTwin);
    return [...through("through the BFF, embedded backend (default)", viaEmbedded), ...through(UPSTREAM, viaBff), ...upstreamAgainstFloor, ...floor, ...twin];
  });
}

/**
 * The app's runs at its largest round against the floor relay's (run-all takes them in turns, chat.ts
 * runAlternating), each figure the median of its runs, the counts the worst run's: one run's lag p99 at 1,000
 * streams swings about 2× between runs of the same code, so one run of each would set two draws side by side.
 */
export function chatRows(app: ChatRow[], floor: ChatRow[]): BenchRow[] {
  const ours = medianRun(app);
  const theirs = medianRun(floor);
  if (!ours || !theirs) return [];
  const runs = app.length === floor.length ? `${app.length}` : `${app.length} and ${floor.length}`;
  const group = `Chat streams, ${ours.streams} held in one process (the app; median of ${runs} runs each, in turns)`;
  const reference = (value: number) => ({ label: "floor relay (node:http)", value });
  return [
    { group, figure: "streams held at once", unit: "count", value: ours.held, reference: reference(theirs.held), goal: goal(`${ours.streams}`, ours.held >= ours.streams) },
    { group, figure: "failed streams", unit: "count", value: ours.failed, reference: reference(theirs.failed), goal: goal("0", ours.failed === 0) },
    { group, figure: "lag p50", unit: "ms", value: ours.lagP50, reference: reference(theirs.lagP50) },
    { group, figure: "lag p99", unit: "ms", value: ours.lagP99, reference: reference(theirs.lagP99), goal: goal("≤ 1.5× floor", ours.lagP99 <= 1.5 * theirs.lagP99) },
    { group, figure: "lag p99 of the worst run", unit: "ms", value: worstLagP99(app), reference: reference(worstLagP99(floor)) },
    { group, figure: "memory per open stream", unit: "KB", value: ours.kbPerOpenStream, reference: reference(theirs.kbPerOpenStream), goal: goal("≤ 100 KB", ours.kbPerOpenStream <= 100) },
    { group, figure: "memory per stream at peak", unit: "KB", value: ours.kbPerStream, reference: reference(theirs.kbPerStream) },
    { group, figure: "app CPU per chunk", unit: "µs", value: ours.cpuUsPerChunk, reference: reference(theirs.cpuUsPerChunk) },
  ] satisfies BenchRow[];
}

const worstLagP99 = (runs: ChatRow[]) => Math.max(...runs.map((row) => row.lagP99));

/** Runs of one round: each figure's median (the lower middle of an even count), but the fewest streams held and completed and the most failed. */
function medianRun(runs: ChatRow[]): ChatRow | undefined {
  const first = runs[0];
  if (!first) return undefined;
  const median = (figure: (row: ChatRow) => number) => percentile(runs.map(figure), 50);
  return {
    ...first,
    held: Math.min(...runs.map((row) => row.held)),
    completed: Math.min(...runs.map((row) => row.completed)),
    failed: Math.max(...runs.map((row) => row.failed)),
    kbPerOpenStream: median((row) => row.kbPerOpenStream),
    kbPerStream: median((row) => row.kbPerStream),
    openCpuMsPerStream: median((row) => row.openCpuMsPerStream),
    cpuUsPerChunk: median((row) => row.cpuUsPerChunk),
    harnessUsPerChunk: median((row) => row.harnessUsPerChunk),
    lagP50: median((row) => row.lagP50),
    lagP99: median((row) => row.lagP99),
    clientLoopP99: median((row) => row.clientLoopP99),
    seconds: median((row) => row.seconds),
    load: median((row) => row.load),
    failures: runs.map((row) => row.failures).filter(Boolean).join("; "),
  };
}

export function pollRows(rows: PollRow[], ratePerSecond: number): BenchRow[] {
  const withCursor = rows.find((row) => row.cursor);
  const without = rows.find((row) => !row.cursor);
  if (!withCursor || !without) return [];
  const group = `Poll, ${ratePerSecond}/s on a 2,000-step task (standalone backend), with the after cursor`;
  const reference = (value: number) => ({ label: "the same polls without the cursor", value });
  return [
    { group, figure: "latency p50", unit: "ms", value: withCursor.p50Ms, reference: reference(without.p50Ms) },
    { group, figure: "latency p99", unit: "ms", value: withCursor.p99Ms, reference: reference(without.p99Ms), goal: goal("≤ 20 ms", withCursor.p99Ms <= 20) },
    { group, figure: "bytes per poll", unit: "kB", value: withCursor.bytesPerPoll / KIB, reference: reference(without.bytesPerPoll / KIB) },
    { group, figure: "failed polls", unit: "count", value: withCursor.failed, reference: reference(without.failed), goal: goal("0", withCursor.failed === 0) },
  ] satisfies BenchRow[];
}

export function uploadRows(rows: UploadRow[], rssGoalBytes: number): BenchRow[] {
  const direct = rows.find((row) => row.path === "standalone backend");
  if (!direct) return [];
  const group = `Upload of ${(direct.bytes / MIB).toFixed(0)} MiB`;
  const directGrowth = Math.max(...direct.growth.map(([, bytes]) => bytes));
  return rows.flatMap((row) => {
    const throughput: BenchRow = { group, figure: `throughput, ${row.path}`, unit: "MiB/s", value: row.mibPerSecond };
    if (row !== direct) throughput.reference = { label: "standalone backend", value: direct.mibPerSecond };
    const growth = row.growth.map(([server, bytes]): BenchRow => ({
      group,
      figure: `peak RSS growth, ${row.path}: ${server}`,
      unit: "MiB",
      value: bytes / MIB,
      ...(row === direct ? {} : { reference: { label: "standalone backend", value: directGrowth / MIB } }),
      goal: goal(`< ${rssGoalBytes / MIB} MiB`, bytes < rssGoalBytes),
    }));
    return [throughput, ...growth];
  });
}

export function sandboxRows(result: SandboxResult): BenchRow[] {
  const group = "Sandbox (bubblewrap), p50";
  const row = (figure: string, f: SandboxFigure, label: string, rowGoal?: Goal): BenchRow => ({
    group,
    figure,
    unit: "ms",
    value: f.sandboxP50,
    reference: { label, value: f.bareP50 },
    ...(rowGoal ? { goal: rowGoal } : {}),
  });
  return [
    row("sandbox start (python3 -c pass)", result.start, "bare python3"),
    row("kernel start", result.kernelStart, "kernel without bubblewrap", goal("≤ 1500 ms", result.kernelStart.sandboxP50 <= 1500)),
    row("cell round trip (1+1)", result.cell, "kernel without bubblewrap", goal("≤ bare + 20 ms", result.cell.sandboxP50 <= result.cell.bareP50 + 20)),
  ];
}

export function jsonRouteRows(result: JsonRouteResult): BenchRow[] {
  const reference = (value: number) => ({ label: "bare node:http, same JSON", value });
  return result.routes.flatMap((route) => {
    const group = `JSON route GET ${route.path}${route.signedIn ? " (signed in)" : ""}, ${result.connections} connections, ${result.seconds} s`;
    return [
      { group, figure: "throughput", unit: "req/s", value: route.app.requestsPerSecond, reference: reference(route.floor.requestsPerSecond) },
      { group, figure: "latency p99", unit: "ms", value: route.app.p99Ms, reference: reference(route.floor.p99Ms) },
      { group, figure: "failed requests", unit: "count", value: route.app.failed, reference: reference(route.floor.failed), goal: goal("0", route.app.failed === 0) },
    ] satisfies BenchRow[];
  });
}

/** Issue 22 item 3: typing a sentence into the composer and sending it, at 4× CPU slowdown (no reference: a goal). */
export function inpRows(result: InpResult): BenchRow[] {
  return (Object.keys(result.scenarios) as InpScenario[]).flatMap((scenario): BenchRow[] => {
    const group = `INP, typing and sending in the composer (${result.cpuSlowdown}× CPU slowdown), ${scenario === "chat" ? "/chat" : "session page"}`;
    const { p75, max } = result.scenarios[scenario];
    return [
      { group, figure: "INP p75", unit: "ms", value: p75, goal: goal(`≤ ${result.goalMs} ms`, p75 <= result.goalMs) },
      { group, figure: "INP max", unit: "ms", value: max },
    ];
  });
}
