"use client";

/**
 * The research-needs tag picker over the 30 fixed topics (spec §2, §5): toggle buttons; taking away the last
 * chosen topic says 'Please select at least one item'.
 */
import { useState } from "react";
import { researchTopics } from "@/lib/contract/research-topics";
import { tagPickProblem } from "@/lib/domain/profile/profile-rules";

export function TopicPicker({ chosen, onChange }: { chosen: readonly string[]; onChange: (next: string[]) => void }) {
  const [touched, setTouched] = useState(false);
  const problem = touched ? tagPickProblem(chosen) : undefined;

  function toggle(topic: string) {
    setTouched(true);
    onChange(chosen.includes(topic) ? chosen.filter((t) => t !== topic) : [...chosen, topic]);
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-800">Research needs</legend>
      <div className="flex flex-wrap gap-2">
        {researchTopics.map((topic) => {
          const on = chosen.includes(topic);
          return (
            <button
              key={topic}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(topic)}
              className={`rounded-full border px-3 py-1 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-brand ${
                on ? "border-brand bg-brand text-white" : "border-surface-line bg-white text-neutral-700 hover:border-brand/40"
              }`}
            >
              {topic}
            </button>
          );
        })}
      </div>
      <p role={problem ? "alert" : undefined} className="mt-1 min-h-5 text-xs leading-5 text-red-600">
        {problem}
      </p>
    </fieldset>
  );
}
