"use client";

/** The paper search box (spec §2): runs on Enter, and only when the trimmed text is non-empty. */
import { useState } from "react";
import { searchableText } from "@/lib/client/search/searchable-text";

export const SEARCH_PLACEHOLDER = "Please input search text";

export function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const [text, setText] = useState("");
  return (
    <input
      type="search"
      aria-label="Search papers"
      placeholder={SEARCH_PLACEHOLDER}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
        event.preventDefault();
        const query = searchableText(text);
        if (query) onSearch(query);
      }}
      className="h-11 w-full rounded-full border border-surface-line bg-white px-5 text-sm shadow-xs outline-none placeholder:text-neutral-400 focus:border-brand focus:ring-4 focus:ring-brand/15"
    />
  );
}
