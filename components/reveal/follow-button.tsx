"use client";

/** 'Follow': shown after the user scrolled away from the bottom; brings the view back and follows again. */
import { ChevronDownIcon } from "@/components/ui/icons";

export function FollowButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute bottom-3 left-1/2 z-10 inline-flex h-8 -translate-x-1/2 items-center gap-1.5 rounded-full border border-surface-line bg-white/95 pr-3.5 pl-3 text-xs font-semibold text-neutral-700 shadow-md backdrop-blur transition hover:border-brand/40 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <ChevronDownIcon className="size-4" />
      Follow
    </button>
  );
}
