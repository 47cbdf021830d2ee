/**
 * The paper search box's field (spec §2). No client directive: SearchBox runs it in the browser, and a visitor's
 * papers page renders it on the server, where Enter opens the login modal (components/visitor).
 */
import type { InputHTMLAttributes } from "react";

export const SEARCH_PLACEHOLDER = "Please input search text";

export function SearchInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <input
      type="search"
      aria-label="Search papers"
      placeholder={SEARCH_PLACEHOLDER}
      {...props}
      className="h-11 w-full rounded-full border border-surface-line bg-white px-5 text-sm shadow-xs outline-none placeholder:text-neutral-400 focus:border-brand focus:ring-4 focus:ring-brand/15"
    />
  );
}
