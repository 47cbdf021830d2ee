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
    <h1 className="text-center text-2xl font-semibold tracking-tight text-brand-ink sm:text-4xl">
      Your co-scientist for{" "}
      {/*
        The subject has a line of its own, and every subject sits in the same grid cell on it, the others hidden but
        laid out: the heading is as tall for each of them. Sized by the subject shown, it took a phone's heading to a
        third line at "automated experiments", and that turn pushed the composer and the use cases down 36 px
        (Lighthouse mobile CLS 0.103 on /chat). Below sm the type is a size smaller, so that the longest subject fits
        a phone's line and the others leave no empty line under them.
      */}
      <span className="relative grid">
        {/* Screen readers get the sentence once, not a change every few seconds. */}
        <span className="sr-only">research</span>
        {SUBJECTS.map((subject, i) => (
          <span
            key={subject}
            aria-hidden="true"
            className={`[grid-area:1/1] justify-self-center ${i === index ? "animate-[tagline-in_500ms_ease-out] bg-gradient-to-r from-brand to-violet-500 bg-clip-text text-transparent" : "invisible"}`}
          >
            {subject}
          </span>
        ))}
      </span>
    </h1>
  );
}
