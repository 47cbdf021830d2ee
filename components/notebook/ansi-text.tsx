/** Text with terminal colours (tracebacks, streams), drawn from anser's segments; every piece stays plain text. */
import { useMemo } from "react";
import { ansiSegments } from "@/lib/domain/notebook/ansi-segments";

export function AnsiText({ text }: { text: string }) {
  const segments = useMemo(() => ansiSegments(text), [text]);
  return segments.map((segment, index) => (
    // Segments never reorder, so their position is a stable key.
    <span key={index} className={segment.className || undefined} style={segment.color || segment.backgroundColor ? { color: segment.color, backgroundColor: segment.backgroundColor } : undefined}>
      {segment.text}
    </span>
  ));
}
