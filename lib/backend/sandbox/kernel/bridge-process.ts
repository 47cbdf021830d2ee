import "server-only";
import type { Logger } from "../../logger";
import type { SandboxedProcess } from "../spawn-sandboxed";
import { type BridgeEvent, type BridgeRequest, parseBridgeEvent } from "./bridge-protocol";
import { readLines } from "./line-reader";

/**
 * One running bridge.py, seen as events in and requests out: its stdout parsed line by line (what is not an event
 * is dropped), and, once it has ended, why in its own words when it said so.
 */
export type BridgeEnd = {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The reason the bridge gave up ("failed" event), if it gave one. */
  failure?: string;
  /** The last line it wrote to stderr: before the kernel runs, only the bridge writes there (a missing package). */
  lastStderrLine?: string;
};

/** A line longer than this is dropped (an image is base64 text in one line; tens of MB is already absurd). */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
const STDERR_TAIL_CHARS = 500;

export class BridgeProcess {
  /** Settles once the bridge has exited and its output has been read to the end. */
  readonly ended: Promise<BridgeEnd>;
  private hasEnded = false;
  private failure: string | undefined;
  private stderrTail = "";

  constructor(
    private readonly child: SandboxedProcess,
    log: Logger,
    onEvent: (event: Exclude<BridgeEvent, { event: "failed" }>) => void,
  ) {
    // "close", not "exit": the bridge's last lines (a cell's answer, why it failed) are read before it counts as ended.
    this.ended = new Promise((resolve) =>
      child.once("close", (code: number | null, signal: NodeJS.Signals | null) => {
        this.hasEnded = true;
        const lastStderrLine = this.stderrTail.trim().split("\n").at(-1) || undefined;
        resolve({ code, signal, ...(this.failure ? { failure: this.failure } : {}), ...(lastStderrLine ? { lastStderrLine } : {}) });
      }),
    );
    readLines(
      child.stdout,
      MAX_LINE_BYTES,
      (line) => {
        const event = parseBridgeEvent(line);
        if (!event) log.debug({ line: line.slice(0, 200) }, "kernel bridge line not understood, dropped");
        else if (event.event === "failed") this.failure = event.message;
        else onEvent(event);
      },
      (bytes) => log.warn({ bytes }, "kernel bridge line over the size cap dropped"),
    );
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      log.debug({ stderr: text.slice(0, 2000) }, "kernel bridge stderr");
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_TAIL_CHARS);
    });
    // Writing to a bridge that just died fails here; its end is what tells the callers.
    child.stdin.on("error", () => {});
  }

  send(request: BridgeRequest): void {
    if (!this.hasEnded) this.child.stdin.write(`${JSON.stringify(request)}\n`);
  }

  /** Ends the bridge and everything it started at once. */
  kill(): void {
    this.child.killAll();
  }
}
