"use client";

/** The intro: greeting and rotating tagline; it folds away while the use cases are scrolled (spec §2). */
import { ChevronDownIcon } from "@/components/ui/icons";
import { HomeGreeting } from "./home-greeting";
import { RotatingTagline } from "./rotating-tagline";

export function HomeIntro({ visible, onOpen }: { visible: boolean; onOpen: () => void }) {
  return (
    <>
      <section
        id="home-intro"
        aria-label="Introduction"
        hidden={!visible}
        className="flex flex-col items-center gap-3 pb-8"
      >
        <HomeGreeting />
        <RotatingTagline />
      </section>
      {visible ? null : (
        <div className="flex justify-center pb-3">
          <button
            type="button"
            aria-expanded={false}
            aria-controls="home-intro"
            onClick={onOpen}
            className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium text-neutral-500 hover:bg-white hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
          >
            Show intro
            <ChevronDownIcon className="size-3.5" />
          </button>
        </div>
      )}
    </>
  );
}
