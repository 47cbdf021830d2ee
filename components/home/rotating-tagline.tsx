"use client";

/** The home screen's rotating tagline; the rotation stops for people who ask for reduced motion. */
import { useEffect, useState } from "react";

const SUBJECTS = ["literature surveys", "novel research ideas", "method design", "automated experiments", "data analysis"];
const ROTATE_MS = 2800;

export function RotatingTagline() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SUBJECTS.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <h1 className="text-center text-3xl font-semibold tracking-tight text-balance text-brand-ink sm:text-4xl">
      Your co-scientist for{" "}
      <span className="relative inline-block">
        {/* Screen readers get the sentence once, not a change every few seconds. */}
        <span className="sr-only">research</span>
        <span key={index} aria-hidden="true" className="inline-block animate-[tagline-in_500ms_ease-out] bg-gradient-to-r from-brand to-violet-500 bg-clip-text text-transparent">
          {SUBJECTS[index]}
        </span>
      </span>
    </h1>
  );
}
