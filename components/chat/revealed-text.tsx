/**
 * Text as the streaming display shows it: the revealed part, its last 20 characters fading in (spec §9), and
 * nothing of what is still to come. Without a reveal view the whole text shows (history, finished replies).
 */
import type { RevealPartView } from "@/lib/domain/streaming-reveal";

const FADE_STEPS = 20;

export function RevealedText({ text, view }: { text: string; view: RevealPartView | undefined }) {
  if (!view) return <>{text}</>;
  const shown = Math.min(view.shown, text.length);
  const fadeFrom = Math.min(view.fadeFrom, shown);
  const tail = text.slice(fadeFrom, shown);
  return (
    <>
      {text.slice(0, fadeFrom)}
      {Array.from(tail, (char, index) => (
        // Oldest fading character is nearly solid, the newest nearly transparent.
        <span key={fadeFrom + index} style={{ opacity: 1 - ((tail.length - index) / (FADE_STEPS + 1)) * 0.85 }}>
          {char}
        </span>
      ))}
    </>
  );
}
