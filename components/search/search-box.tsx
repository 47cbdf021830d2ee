"use client";

/** The paper search box (spec §2): runs on Enter, and only when the trimmed text is non-empty. */
import { useState } from "react";
import { searchableText } from "@/lib/client/search/searchable-text";
import { SearchInput } from "./search-input";

export function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const [text, setText] = useState("");
  return (
    <SearchInput
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
        event.preventDefault();
        const query = searchableText(text);
        if (query) onSearch(query);
      }}
    />
  );
}
