"use client";

/**
 * The debug tool (spec §2 `debug=true`, §6; issue 21 item 4): a floating, collapsible panel at the bottom right for
 * the session's owner, with the session's raw messages, its tasks' steps as JSON, the page's stream state and the
 * build result message. Loaded with next/dynamic only when asked for, so the normal page carries none of it.
 */
import { useEffect, useState } from "react";
import { callApi } from "@/lib/client/api/call-api";
import type { ChatSessionSnapshot } from "@/lib/client/chat-session/controller";
import { buildCheckFailedMessage, buildResultMessage } from "./build-result";

export type DebugPanelProps = {
  /** The message list as the server answered it; undefined until loaded. */
  rawMessages: unknown;
  snapshot: ChatSessionSnapshot;
};

const SECTIONS = ["Messages", "Task steps", "Stream state", "Build"] as const;
type Section = (typeof SECTIONS)[number];

function useBuildResult(): string {
  const [result, setResult] = useState("Checking the build…");
  useEffect(() => {
    let live = true;
    callApi("health.get", {}, { silent: true }).then(
      (health) => live && setResult(buildResultMessage(health)),
      (error: unknown) => live && setResult(buildCheckFailedMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);
  return result;
}

function sectionText(section: Section, { rawMessages, snapshot }: DebugPanelProps, build: string): string {
  switch (section) {
    case "Messages":
      return JSON.stringify(rawMessages ?? null, null, 2);
    case "Task steps":
      return JSON.stringify(snapshot.tasks, null, 2);
    case "Stream state":
      return JSON.stringify(
        { phase: snapshot.phase, replying: snapshot.replying, activePanel: snapshot.activePanelKey ?? null, visitType: snapshot.visitType },
        null,
        2,
      );
    case "Build":
      return build;
  }
}

export function DebugPanel(props: DebugPanelProps) {
  const [open, setOpen] = useState(true);
  const [section, setSection] = useState<Section>("Messages");
  const build = useBuildResult();
  return (
    <aside aria-label="Debug" className="fixed right-4 bottom-4 z-40 flex max-w-[min(560px,calc(100vw-2rem))] flex-col items-end gap-2">
      {open ? (
        <div className="w-[560px] max-w-full rounded-xl border border-surface-line bg-white shadow-2xl">
          <div role="tablist" aria-label="Debug sections" className="flex gap-1 border-b border-surface-line px-2 pt-2">
            {SECTIONS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={section === name}
                onClick={() => setSection(name)}
                className="rounded-t-md px-2.5 py-1.5 text-xs font-semibold text-neutral-600 aria-selected:bg-surface-muted aria-selected:text-neutral-900"
              >
                {name}
              </button>
            ))}
          </div>
          <pre role="tabpanel" aria-label={section} className="max-h-[50vh] overflow-auto px-3 py-2 font-mono text-[11px] leading-4 whitespace-pre-wrap text-neutral-800">
            {sectionText(section, props, build)}
          </pre>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="rounded-full bg-neutral-900 px-3.5 py-1.5 text-xs font-semibold text-white shadow-lg hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Debug
      </button>
    </aside>
  );
}
