/**
 * Text as the streaming display shows it: the revealed part, its last 20 characters fading in (spec §9), and
 * nothing of what is still to come. Without a reveal view the whole text shows (history, finished replies).
 */
import type { RevealPartView } from "@/lib/client/reveal/streaming-reveal";
import { fadeOpacity } from "@/lib/client/reveal/streaming-reveal-rules";

export function RevealedText({ text, view }: { text: string; view: RevealPartView | undefined }) {
  if (!view) return <>{text}</>;
  const shown = Math.min(view.shown, text.length);
  const fadeFrom = Math.min(view.fadeFrom, shown);
  // By code point, so an emoji fades as one character.
  const tail = Array.from(text.slice(fadeFrom, shown));
  return (
    <>
      {text.slice(0, fadeFrom)}
      {tail.map((char, index) => (
        <span key={fadeFrom + index} style={{ opacity: fadeOpacity(tail.length - 1 - index) }}>
          {char}
        </span>
      ))}
    </>
  );
}
