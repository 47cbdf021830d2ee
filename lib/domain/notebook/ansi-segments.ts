/**
 * Terminal colours in tracebacks and streams (ANSI SGR codes), read by anser into plain segments: text plus the
 * classes and colours it is drawn with. The text stays text (React escapes it), so no escape sequence, and nothing
 * else in a traceback, ever reaches the page as markup.
 */
import Anser from "anser";

export type AnsiSegment = { text: string; className: string; color?: string; backgroundColor?: string };

/** Jupyter's 16 colours in Tailwind's palette (literal names, so Tailwind generates them). */
const foreground: Readonly<Record<string, string>> = {
  "ansi-black": "text-neutral-900",
  "ansi-red": "text-red-600",
  "ansi-green": "text-green-700",
  "ansi-yellow": "text-yellow-700",
  "ansi-blue": "text-blue-700",
  "ansi-magenta": "text-fuchsia-700",
  "ansi-cyan": "text-cyan-700",
  "ansi-white": "text-neutral-400",
  "ansi-bright-black": "text-neutral-500",
  "ansi-bright-red": "text-red-500",
  "ansi-bright-green": "text-green-600",
  "ansi-bright-yellow": "text-yellow-600",
  "ansi-bright-blue": "text-blue-500",
  "ansi-bright-magenta": "text-fuchsia-500",
  "ansi-bright-cyan": "text-cyan-600",
  "ansi-bright-white": "text-neutral-300",
};
const background: Readonly<Record<string, string>> = {
  "ansi-black": "bg-neutral-800",
  "ansi-red": "bg-red-100",
  "ansi-green": "bg-green-100",
  "ansi-yellow": "bg-yellow-100",
  "ansi-blue": "bg-blue-100",
  "ansi-magenta": "bg-fuchsia-100",
  "ansi-cyan": "bg-cyan-100",
  "ansi-white": "bg-neutral-100",
  "ansi-bright-black": "bg-neutral-300",
  "ansi-bright-red": "bg-red-200",
  "ansi-bright-green": "bg-green-200",
  "ansi-bright-yellow": "bg-yellow-200",
  "ansi-bright-blue": "bg-blue-200",
  "ansi-bright-magenta": "bg-fuchsia-200",
  "ansi-bright-cyan": "bg-cyan-200",
  "ansi-bright-white": "bg-white",
};
const decoration: Readonly<Record<string, string>> = {
  bold: "font-bold",
  dim: "opacity-70",
  italic: "italic",
  underline: "underline",
  strikethrough: "line-through",
  hidden: "invisible",
};

const basicNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"];
const CUBE_LEVELS = [0, 95, 135, 175, 215, 255];

/** xterm's 256-colour palette entry n as an rgb() colour: 16 basic, a 6×6×6 cube, then 24 greys. */
export function paletteColor(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 255) return undefined;
  if (n < 16) return undefined;
  if (n >= 232) {
    const grey = 8 + (n - 232) * 10;
    return `rgb(${grey}, ${grey}, ${grey})`;
  }
  const index = n - 16;
  const [r, g, b] = [Math.floor(index / 36), Math.floor(index / 6) % 6, index % 6].map((level) => CUBE_LEVELS[level] ?? 0);
  return `rgb(${r}, ${g}, ${b})`;
}

type Paint = { className?: string; color?: string };

/** One of anser's colour names (`ansi-red`, `ansi-palette-196`, `ansi-truecolor`) as a class or a colour. */
function paint(name: string | null, truecolor: string | null, classes: Readonly<Record<string, string>>): Paint {
  if (!name) return {};
  const palette = /^ansi-palette-(\d+)$/.exec(name);
  if (palette) {
    const n = Number(palette[1]);
    if (n < 16) return { className: classes[`ansi-${n >= 8 ? "bright-" : ""}${basicNames[n % 8]}`] };
    return { color: paletteColor(n) };
  }
  if (name === "ansi-truecolor") {
    const channels = truecolor?.split(",").map((part) => Number(part.trim()));
    const valid = channels?.length === 3 && channels.every((channel) => Number.isInteger(channel) && channel >= 0 && channel <= 255);
    return valid ? { color: `rgb(${channels.join(", ")})` } : {};
  }
  return { className: classes[name] };
}

export function ansiSegments(text: string): AnsiSegment[] {
  return Anser.ansiToJson(text, { use_classes: true, remove_empty: true }).map((entry) => {
    const fg = paint(entry.fg, entry.fg_truecolor, foreground);
    const bg = paint(entry.bg, entry.bg_truecolor, background);
    const classes = [fg.className, bg.className, ...entry.decorations.map((name) => decoration[name])].filter(Boolean);
    return {
      text: entry.content,
      className: classes.join(" "),
      ...(fg.color ? { color: fg.color } : {}),
      ...(bg.color ? { backgroundColor: bg.color } : {}),
    };
  });
}
