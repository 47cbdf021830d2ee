"use client";

/**
 * One process's output in a read-only terminal (@xterm/xterm with its fit addon): ANSI colours, carriage-return
 * progress bars and cursor moves render as a terminal would. Loaded on demand only (next/dynamic in the terminal
 * panel), with its stylesheet, so neither weighs on the session page. Output only grows: each render writes what
 * was added. It follows the end while the reader is within 6 px of it, checked every second (spec §9); scrolled
 * further up, a Follow button brings it back.
 */
import "@xterm/xterm/css/xterm.css";
import { FitAddon } from "@xterm/addon-fit";
import { Terminal } from "@xterm/xterm";
import { useEffect, useRef, useState } from "react";
import { FollowButton } from "@/components/reveal/follow-button";
import { EXPERIMENT_VIEW, terminalFollows } from "@/lib/domain/task/experiment-view";

const theme = { background: "#0b1020", foreground: "#e5e7eb", cursor: "#0b1020" };

export default function XtermView({ output, label }: { output: string; label: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const terminalRef = useRef<Terminal | null>(null);
  const writtenRef = useRef("");
  const followingRef = useRef(true);
  const [following, setFollowing] = useState(true);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // No cursor and no input: the terminal shows what the sandbox printed, nothing typed here goes anywhere.
    const terminal = new Terminal({ disableStdin: true, convertEol: true, cursorBlink: false, cursorInactiveStyle: "none", fontSize: 12, scrollback: 20_000, theme });
    const fit = new FitAddon();
    terminal.loadAddon(fit);
    terminal.open(host);
    fit.fit();
    terminalRef.current = terminal;
    writtenRef.current = "";
    const resize = new ResizeObserver(() => fit.fit());
    resize.observe(host);
    const check = window.setInterval(() => {
      const buffer = terminal.buffer.active;
      const rowHeight = host.clientHeight / Math.max(terminal.rows, 1);
      const next = terminalFollows(buffer.baseY - buffer.viewportY, rowHeight);
      followingRef.current = next;
      setFollowing(next);
    }, EXPERIMENT_VIEW.followCheckMs);
    return () => {
      window.clearInterval(check);
      resize.disconnect();
      terminal.dispose();
      terminalRef.current = null;
    };
  }, []);

  useEffect(() => {
    const terminal = terminalRef.current;
    if (!terminal) return;
    const written = writtenRef.current;
    // Output only grows; anything else (another process's) starts the screen over.
    if (!output.startsWith(written)) terminal.reset();
    const added = output.startsWith(written) ? output.slice(written.length) : output;
    writtenRef.current = output;
    // The write finishes later; by then the terminal may be gone (another process chosen).
    if (added) terminal.write(added, () => (followingRef.current && terminalRef.current === terminal ? terminal.scrollToBottom() : undefined));
  }, [output]);

  function follow() {
    terminalRef.current?.scrollToBottom();
    followingRef.current = true;
    setFollowing(true);
  }

  return (
    <div className="relative h-full min-h-0">
      <div ref={hostRef} role="log" aria-label={`Terminal ${label}`} className="h-full w-full px-2 py-1" />
      {following ? null : <FollowButton onClick={follow} />}
    </div>
  );
}
